/**
 * Ids as they come in from addresses and forms. PostgreSQL reads a UUID in either letter case,
 * JavaScript compares strings exactly: every id is written in lower case before it is compared
 * or stored, so one inquiry never looks like two.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The UUID in lower case, or null when the value is not one. */
export function canonicalUuid(value: unknown): string | null {
  return typeof value === "string" && UUID.test(value) ? value.toLowerCase() : null;
}
