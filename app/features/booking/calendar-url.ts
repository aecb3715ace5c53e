/**
 * The external booking calendar's address for one visitor: their name and e-mail when the site
 * knows them (signed in), and the visit's campaign parameters, as query parameters that
 * Calendly and Cal.com read to prefill the booking and attribute it. Pure.
 */
import { type Utm, utmKeys } from "../leads/utm";

export interface KnownVisitor {
  name: string | null;
  email: string | null;
}

export function calendarUrl(base: string, visitor: KnownVisitor | null, utm: Utm): string {
  const url = new URL(base);
  // Parameters the deployment put in BOOKING_URL itself stay as they are.
  const add = (key: string, value: string | null | undefined) => {
    if (value && !url.searchParams.has(key)) url.searchParams.set(key, value);
  };
  add("name", visitor?.name?.trim());
  add("email", visitor?.email?.trim());
  for (const key of utmKeys) add(key, utm[key]);
  return url.toString();
}
