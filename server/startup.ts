/**
 * What `npm start` says when it is up: where it listens, what it stores where, and which
 * optional settings are missing, so a newcomer sees at once what runs on defaults.
 */
import { join } from "node:path";
import type { Config } from "../app/platform/config.server";

function where(url: string) {
  const parsed = new URL(url);
  return `${parsed.hostname}${parsed.port ? `:${parsed.port}` : ""}${parsed.pathname === "/" ? "" : parsed.pathname}`;
}

export function describeStartup(settings: Config, databaseKind: string, development: boolean): string[] {
  const lines = [
    `Listening on http://${settings.HOST}:${settings.PORT} (public URL ${settings.PUBLIC_URL})${development ? ", development mode with hot reload" : ""}`,
    settings.DATABASE_URL && databaseKind === "postgres"
      ? `Database: PostgreSQL at ${where(settings.DATABASE_URL)}`
      : `Database: embedded PGlite in ${join(settings.DATA_DIR, "pglite")} (one server process; set DATABASE_URL for PostgreSQL)`,
    settings.SMTP_URL
      ? `Email: sent through ${where(settings.SMTP_URL)} from ${settings.MAIL_FROM}`
      : `Email: written to ${join(settings.DATA_DIR, "outbox")} as .eml files (set SMTP_URL to send them)`,
    `Uploads: ${settings.S3_BUCKET ? `S3 bucket ${settings.S3_BUCKET}` : join(settings.DATA_DIR, "uploads")}`,
  ];
  const missing = [
    !settings.BOOKING_URL &&
      "BOOKING_URL (the booking dialog takes requests for a call instead of showing a calendar)",
    !settings.GTM_ID && "GTM_ID (no tag manager, even after consent)",
    settings.STAFF_EMAILS.length === 0 && "STAFF_EMAILS (nobody becomes staff by signing up; see the README)",
  ].filter((line): line is string => Boolean(line));
  for (const line of missing) lines.push(`Not set: ${line}`);
  return lines;
}
