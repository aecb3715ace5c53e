/**
 * Building blocks the four example sites share. Each site brings its own look through the class
 * names it passes; the structure and the behaviour (prices, the example forms, the drawn map)
 * live here once.
 */
import ArrowLeft from "lucide-react/icons/arrow-left";
import Clock from "lucide-react/icons/clock";
import Mail from "lucide-react/icons/mail";
import MapPin from "lucide-react/icons/map-pin";
import Phone from "lucide-react/icons/phone";
import type { ReactNode } from "react";
import { useLayout } from "~/features/layout/use-layout";
import { formatMoney } from "~/lib/format";
import { PageLink } from "~/ui/page-link";
import type { PricedItem, ShowcaseFrameCopy, ShowcaseSite } from "./types";

/** The agency's thin bar above every example site: whose example it is, and the way back. */
export function ShowcaseBar({ frame }: { frame: ShowcaseFrameCopy }) {
  const { href } = useLayout();
  return (
    <aside aria-label={frame.notice} className="bg-ink-950 text-xs text-ink-200 sm:text-sm">
      <div className="container-page flex flex-wrap items-center justify-between gap-x-6 gap-y-1 py-2">
        <p>{frame.notice}</p>
        <PageLink
          href={`${href({ name: "web" })}#showcases`}
          className="inline-flex items-center gap-1.5 font-semibold text-white underline-offset-4 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4 shrink-0" strokeWidth={2} />
          {frame.back}
        </PageLink>
      </div>
    </aside>
  );
}

/** A price of the fictional business, in its own currency ("od 1 490 Kč", "140 zł"). */
export function Price({
  item,
  currency,
  className = "",
}: {
  item: Pick<PricedItem, "price" | "from">;
  currency: ShowcaseSite["currency"];
  className?: string;
}) {
  const { lang, t } = useLayout();
  return (
    <span className={`whitespace-nowrap ${className}`}>
      {item.from && `${t.common.from} `}
      {formatMoney(lang, item.price, currency)}
    </span>
  );
}

/** The header's links to the sections of the one-page site; on phones a row that scrolls sideways. */
export function SiteNav({
  links,
  className,
  linkClass,
}: {
  links: { id: string; label: string }[];
  className: string;
  linkClass: string;
}) {
  return (
    <nav className={className}>
      <ul className="flex gap-x-5 gap-y-2 overflow-x-auto whitespace-nowrap">
        {links.map((link) => (
          <li key={link.id}>
            <a href={`#${link.id}`} className={linkClass}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * A request form of the example site (a table, a stay, an appointment) that works without
 * JavaScript and sends nothing: it reloads the page with the choices in the query and shows,
 * as the fragment's target, that an example site keeps them to itself.
 */
export function ExampleForm({
  sentId,
  submit,
  notice,
  className,
  buttonClass,
  noticeClass,
  children,
}: {
  /** The id of the notice shown once the form was "sent". */
  sentId: string;
  submit: string;
  notice: string;
  className: string;
  buttonClass: string;
  noticeClass: string;
  children: ReactNode;
}) {
  return (
    <form method="get" action={`#${sentId}`} className={className}>
      {children}
      <button type="submit" className={buttonClass}>
        {submit}
      </button>
      <p id={sentId} role="status" className={`hidden target:block ${noticeClass}`}>
        {notice}
      </p>
    </form>
  );
}

/** Address, phone, e-mail and opening hours; each site sets the colours. */
export function ContactDetails({
  contact,
  iconClass,
  mutedClass,
  headingClass,
}: {
  contact: ShowcaseSite["contact"];
  iconClass: string;
  mutedClass: string;
  headingClass: string;
}) {
  const icon = `mt-0.5 size-5 shrink-0 ${iconClass}`;
  // Side by side only where both columns fit their lines (an e-mail address, "Monday–Friday").
  return (
    <div className="@container">
      <div className="grid gap-8 @xl:grid-cols-2">
        <address className="space-y-4 not-italic">
          <p className="flex gap-3">
            <MapPin aria-hidden="true" className={icon} strokeWidth={1.75} />
            <span>
              {contact.street}
              <br />
              {contact.town}
            </span>
          </p>
          <p className="flex gap-3">
            <Phone aria-hidden="true" className={icon} strokeWidth={1.75} />
            <span className="whitespace-nowrap">{contact.phone}</span>
          </p>
          <p className="flex gap-3">
            <Mail aria-hidden="true" className={icon} strokeWidth={1.75} />
            <span className="[overflow-wrap:anywhere]">{contact.email}</span>
          </p>
        </address>
        <div>
          <h3 className={`flex items-center gap-3 ${headingClass}`}>
            <Clock aria-hidden="true" className={icon} strokeWidth={1.75} />
            {contact.hoursTitle}
          </h3>
          <dl className="mt-3 space-y-2">
            {contact.hours.map((row) => (
              <div key={row.days} className="flex justify-between gap-4">
                <dt className={mutedClass}>{row.days}</dt>
                <dd className="font-semibold whitespace-nowrap">{row.time}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
    </div>
  );
}

/** Tailwind fill and stroke classes of the drawn map, in the site's palette. */
export interface MapTones {
  land: string;
  water: string;
  park: string;
  road: string;
  street: string;
  pin: string;
}

export function mapLabel(frame: ShowcaseFrameCopy, contact: ShowcaseSite["contact"]) {
  return frame.map.replace("{address}", `${contact.street}, ${contact.town}`);
}

/** A small drawn street map with a pin: no map service, no request to a third party. */
export function DrawnMap({ label, tones, className }: { label: string; tones: MapTones; className: string }) {
  return (
    <svg role="img" aria-label={label} viewBox="0 0 400 260" className={className}>
      <rect width="400" height="260" className={tones.land} />
      <rect x="238" y="22" width="120" height="72" rx="10" className={tones.park} />
      <rect x="24" y="150" width="92" height="58" rx="10" className={tones.park} />
      <path
        d="M-10 222C70 196 132 250 222 226S352 178 410 198"
        fill="none"
        strokeWidth="20"
        strokeLinecap="round"
        className={tones.water}
      />
      <g fill="none" strokeLinecap="round" strokeWidth="5" className={tones.street}>
        <path d="M0 64H176M176 172H400M300 118V260M96 0 126 118M236 118 276 0M0 124H120" />
      </g>
      <g fill="none" strokeLinecap="round" strokeWidth="11" className={tones.road}>
        <path d="M0 118H400M176 0V260M40 260 120 118" />
      </g>
      <path d="M188 112c-15-19-23-29-23-42a23 23 0 0 1 46 0c0 13-8 23-23 42Z" className={tones.pin} />
      <circle cx="188" cy="70" r="8" className="fill-white" />
    </svg>
  );
}

/** The section ids of an example site's one page. */
export function navLinks<Key extends string>(nav: Record<Key, string>): { id: Key; label: string }[] {
  return (Object.entries(nav) as [Key, string][]).map(([id, label]) => ({ id, label }));
}
