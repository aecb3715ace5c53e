/**
 * What the host (server/) takes from the app's features, in one place: besides the built app,
 * the host imports only this module, the platform (app/platform) and the domain (app/domain)
 * (docs/decisions/0027-layers.md).
 */

/** Prerendered pages with per-visitor values: which they are, and those values filled in. */
export { fillFreshFields, hasFreshFields } from "./content/fresh-fields.server";
/** Background jobs: the automations' step runner (docs/decisions/0029-automation-runner.md). */
export { startAutomations } from "./features/automations/executor.server";
/** Background jobs: each assignee's morning digest of the follow-ups due. */
export { startFollowUpDigests } from "./features/dashboard/digest.server";
/** Start-up upkeep: audit entries keyed by the current secret (docs/decisions/0024). */
export { rekeyAuditLog } from "./features/dashboard/privacy.server";
/** The translated page for a browser's form post the host refuses. */
export { refusalPage } from "./features/layout/refusal-page.server";
/** A landing URL's campaign parameters, kept in a cookie for the visit and stored with any lead. */
export { utmCookie, utmFromSearchParams } from "./features/leads/utm";
/** Background jobs: leads' answers read from a plain mailbox (IMAP_URL), one server at a time. */
export { startMailboxPolling } from "./features/replies/imap.server";
/** The largest body each path takes, refused before the app reads it. */
export { bodyLimitFor } from "./lib/body-limits";
/** The one spelling of a requested path: the trailing-slash redirect never leaves the site. */
export { canonicalPath } from "./lib/canonical-path";
