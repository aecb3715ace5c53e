/**
 * How large a request body may be, decided from its path before a byte of it is read: the
 * server counts every body against this while it streams (server/react-router-handler.ts), and
 * the readers of app/lib/request-body.server.ts apply the same figures to what they parse.
 */
import { parsePath } from "~/i18n/paths";

/** Lead forms, sign-in and every JSON body: tens of kilobytes at the most. */
export const SMALL_BODY_BYTES = 64 * 1024;
/** The hiring form's PDF. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** The hiring form: its PDF and the small fields beside it. */
export const UPLOAD_BODY_BYTES = MAX_UPLOAD_BYTES + SMALL_BODY_BYTES;

/**
 * A lead's answer posted by an inbound-mail provider, its attachments included (read, never
 * stored): a larger one is refused, and stays in the provider's log.
 */
export const INBOUND_BODY_BYTES = 10 * 1024 * 1024;
const INBOUND_API_PREFIX = "/api/inbound/";

/** The hiring form posts here once JavaScript runs; without it, to its page. */
const UPLOAD_API_PATH = "/api/leads/hiring";

export function bodyLimitFor(pathname: string): number {
  // React Router's data requests add ".data" to the page's path.
  const path = pathname.replace(/\.data$/, "");
  if (path === UPLOAD_API_PATH) return UPLOAD_BODY_BYTES;
  if (path.startsWith(INBOUND_API_PREFIX)) return INBOUND_BODY_BYTES;
  const parsed = parsePath(path);
  return parsed.kind === "page" && parsed.page.name === "team" ? UPLOAD_BODY_BYTES : SMALL_BODY_BYTES;
}
