/**
 * The names the code uses for the dictionaries of app/i18n/messages, each derived from its
 * English source file (app/i18n/translations.ts): a key is added to en/*.ts, and every type here,
 * every other language and every component follows. Numbers and prices are not here: they live in
 * app/content and are formatted with Intl.
 */
import type { Translation } from "../translations";
import type { account } from "./en/account";
import type { desk, digest, notification } from "./en/desk";
import type { forms } from "./en/forms";
import type { pages } from "./en/pages";
import type { shell } from "./en/shell";

/** The copy every page needs (layout, dialogs, home page), loaded with the shell. */
export type ShellMessages = Translation<typeof shell>;
/** The other public pages: services, a service, demo, contact, web, team. */
export type PagesMessages = Translation<typeof pages>;
/** Copy of the lead forms, their errors, success pages and the e-mails they send. */
export type FormsMessages = Translation<typeof forms>;
/** Every string of the public site's interface. */
export type Messages = ShellMessages & PagesMessages & { forms: FormsMessages };

/**
 * Strings of the signed-in half: the header's account control, the authentication dialog, the
 * reset-password screen, the e-mails and the dashboard.
 */
export type AccountMessages = Translation<typeof account>;
export type DashboardMessages = AccountMessages["dashboard"];
/** The lead desk: the inquiry board and list, the inquiry page, privacy requests, deliveries. */
export type DeskMessages = Translation<typeof desk>;
export type NotificationMessages = Translation<typeof notification>;
export type DigestMessages = Translation<typeof digest>;

export type PageMeta = Messages["home"]["meta"];
export type TitledText = Messages["home"]["howItWorks"]["steps"][number];
export type Faq = Messages["faq"]["items"][number];
export type WebPlanCopy = Messages["web"]["oneTime"]["plans"][number];

/**
 * What went wrong with a refused request, by its HTTP status (app/features/layout/request-error.tsx).
 * Kept by hand: the kinds are the layout's vocabulary, and the dictionary must name each of them.
 */
export type RequestErrorKind =
  | "badRequest"
  | "forbidden"
  | "methodNotAllowed"
  | "payloadTooLarge"
  | "unsupportedMediaType"
  | "tooManyRequests"
  | "serverError";
