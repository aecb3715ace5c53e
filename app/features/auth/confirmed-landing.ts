import type { Lang } from "~/domain/languages";
import { buildPath } from "~/i18n/paths";

/** Marks the address a confirmation link lands on, so the page says the address is confirmed. */
const CONFIRMED = "confirmed";

/** Where a confirmation link lands: the inquiries it unlocks, in the account's language. */
export const verifiedLanding = (lang: Lang) =>
  `${buildPath({ name: "dashboard", section: "inquiries" }, lang)}?${CONFIRMED}=1`;

/**
 * Whether the page was reached by a confirmation link that worked: better-auth sends a spoilt or
 * expired one to the same address with an `error` added.
 */
export const landedConfirmed = (search: URLSearchParams) => search.has(CONFIRMED) && !search.has("error");
