/**
 * Every island: an interactive part of a page that the islands entry (islands.client.tsx) hydrates
 * as a React root of its own on a page the public pages' registry marks (app/content/pages.ts;
 * docs/decisions/0089-islands-infrastructure.md). The wrapper's names and props
 * (app/ui/island.tsx) derive from it. An island takes only what JSON carries: its props are
 * written into the page as JSON and read back by the entry.
 */
import type { ComponentProps } from "react";
import { Toasts } from "~/ui/toast";
import { AccountControl, AuthDialogHost, MobileAccountControl } from "./features/auth/account-control";
import { BookingButton, BookingDialogHost } from "./features/booking/booking";
import { BookingOfferView } from "./features/booking/booking-offer-view";
import { ChatAssistant } from "./features/chat/chat-assistant";
import { ConsentBannerSlot, CookieSettingsButton } from "./features/consent/consent";
import { HomePlayground } from "./features/demos/home-playground";
import { ServiceDemo } from "./features/demos/service-demo";
import { FaqList } from "./features/faq/faq";
import { ScrollToTop } from "./features/layout/scroll-to-top";
import { StoredLanguageSync } from "./features/layout/stored-language";
import { ContactForm } from "./features/leads/contact-form";
import { DemoForm } from "./features/leads/demo-form";
import { HiringForm } from "./features/leads/hiring-form";
import { PreviewForm } from "./features/leads/preview-form";
import { PrivacyPolicyButton, PrivacyPolicyDialogHost } from "./features/privacy/privacy-dialog";
import { RoiCalculator } from "./features/roi/roi-calculator";
import { ServiceSolution } from "./features/services/service-solution";
import { HiringVideo } from "./features/team/hiring-video";
import { OneTimePlans } from "./features/web/one-time-plans";
import { ShowcasePreview } from "./features/web/showcase-preview";

export const islands = {
  roi: RoiCalculator,
  playground: HomePlayground,
  serviceDemo: ServiceDemo,
  // The services page: each service's solution, folded until asked for.
  serviceSolution: ServiceSolution,
  faq: FaqList,
  // The web page (app/features/web): its plans with the popup form, its inline form, its previews.
  oneTimePlans: OneTimePlans,
  previewForm: PreviewForm,
  showcasePreview: ShowcasePreview,
  // The pages' lead forms (docs/decisions/0094-lead-forms-as-islands.md).
  contactForm: ContactForm,
  hiringForm: HiringForm,
  demoForm: DemoForm,
  // The booking page's calendar or call request (the dialog loads the same view at its first opening).
  bookingOffer: BookingOfferView,
  // The team page's video, which the deployment's settings give at run time.
  hiringVideo: HiringVideo,
  // The site's shell, its header and footer (app/features/layout): what they draw that acts.
  consentBanner: ConsentBannerSlot,
  cookieSettings: CookieSettingsButton,
  privacyPolicy: PrivacyPolicyButton,
  privacyPolicyDialog: PrivacyPolicyDialogHost,
  assistant: ChatAssistant,
  account: AccountControl,
  mobileAccount: MobileAccountControl,
  authDialog: AuthDialogHost,
  booking: BookingButton,
  bookingDialog: BookingDialogHost,
  toasts: Toasts,
  scrollToTop: ScrollToTop,
  storedLanguage: StoredLanguageSync,
};

export type IslandName = keyof typeof islands;

export type IslandProps<Name extends IslandName> = ComponentProps<(typeof islands)[Name]>;

export function isIslandName(name: string): name is IslandName {
  return Object.hasOwn(islands, name);
}
