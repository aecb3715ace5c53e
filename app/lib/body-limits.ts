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
 * The template editor's page (docs/decisions/0068, 0073): its form without JavaScript posts a
 * template of up to 48 KB stored as multipart, up to 496 fields, each part adding its boundary
 * and header (some 120 bytes beside its name, a step's id of up to 100 characters and its field's
 * path): 48 KB + 496 × 250 bytes, rounded up, so that a template over its 48 KB is answered
 * beside the form, as typed, rather than refused here.
 */
export const TEMPLATE_FORM_BODY_BYTES = 192 * 1024;
/** The editor's page: /dashboard/templates/new and /dashboard/templates/<id>. */
const TEMPLATE_EDITOR_SECTION = /^templates\/[^/]+$/;

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
  if (parsed.kind !== "page") return SMALL_BODY_BYTES;
  if (parsed.page.name === "team") return UPLOAD_BODY_BYTES;
  if (parsed.page.name === "dashboard" && TEMPLATE_EDITOR_SECTION.test(parsed.page.section ?? ""))
    return TEMPLATE_FORM_BODY_BYTES;
  return SMALL_BODY_BYTES;
}
