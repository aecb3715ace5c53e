/**
 * The site's icons, all from Lucide (one stroke style across the site). Each icon is imported from
 * its own module so a page's bundle carries only the icons it draws.
 */
import type { LucideIcon } from "lucide-react";
import AppWindow from "lucide-react/icons/app-window";
import ArrowDown from "lucide-react/icons/arrow-down";
import ArrowRight from "lucide-react/icons/arrow-right";
import ArrowUp from "lucide-react/icons/arrow-up";
import CalendarCheck from "lucide-react/icons/calendar-check";
import Check from "lucide-react/icons/check";
import ChevronDown from "lucide-react/icons/chevron-down";
import MailCheck from "lucide-react/icons/mail-check";
import Menu from "lucide-react/icons/menu";
import MessageSquareMore from "lucide-react/icons/message-square-more";
import Send from "lucide-react/icons/send";
import Workflow from "lucide-react/icons/workflow";
import X from "lucide-react/icons/x";
import type { ServiceSlug } from "~/domain/services";

interface IconProps {
  className?: string;
}

/** A Lucide glyph as a decorative icon: the text beside it (or the button's label) names it. */
function decorative(Glyph: LucideIcon, defaultClassName: string, strokeWidth = 2) {
  return function Icon({ className = defaultClassName }: IconProps) {
    return <Glyph aria-hidden="true" focusable="false" className={className} strokeWidth={strokeWidth} />;
  };
}

const serviceGlyphs: Record<ServiceSlug, LucideIcon> = {
  outreach: Send,
  automation: Workflow,
  assistant: MessageSquareMore,
  rezervace: CalendarCheck,
};

export function ServiceIcon({ slug, className = "size-6" }: IconProps & { slug: ServiceSlug }) {
  const Glyph = serviceGlyphs[slug];
  return <Glyph aria-hidden="true" focusable="false" className={className} strokeWidth={1.75} />;
}

/** Website design, listed beside the services (the footer), drawn as they are. */
export const WebIcon = decorative(AppWindow, "size-6", 1.75);
export const CheckIcon = decorative(Check, "size-5", 2.5);
export const ArrowIcon = decorative(ArrowRight, "size-4");
export const ArrowUpIcon = decorative(ArrowUp, "size-5");
export const ArrowDownIcon = decorative(ArrowDown, "size-5");
export const ChevronIcon = decorative(ChevronDown, "size-4");
export const CloseIcon = decorative(X, "size-6");
export const MenuIcon = decorative(Menu, "size-6");
export const ChatIcon = decorative(MessageSquareMore, "size-6", 1.75);
export const MailSentIcon = decorative(MailCheck, "size-5");
