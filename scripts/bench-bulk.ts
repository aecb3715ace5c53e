/**
 * `npm run bench:bulk` after `npm run seed:desk -- --count 10000` on a throw-away
 * database (DATABASE_URL, else the PGlite under DATA_DIR): how long one bulk change of 1,000
 * inquiries takes (docs/decisions/0054-bulk-actions.md). A seeded staff member gives the 1,000
 * newest sales leads not yet his colleague's to that colleague, as the list's bar posts it; each
 * one gets its timeline entry, the colleague one e-mail for them all (counted from the mail
 * queue, docs/decisions/0061-desk-at-agency-scale.md); then the same 1,000 are moved to another status.
 */
import { and, desc, eq, inArray, isNull, ne, or } from "drizzle-orm";
import { salesLeadForms } from "../app/domain/lead-forms";
import type { Viewer } from "../app/features/auth/viewer";
import { BULK_IDS_MAX, bulkChange } from "../app/features/dashboard/bulk.server";
import { config } from "../app/platform/config.server";
import { inquiries, mailQueue, users } from "../app/platform/db/schema.server";
import { loadSecret } from "../app/platform/secret.server";
import { openConfiguredDatabase } from "./configured-database";

const settings = config();
const database = await openConfiguredDatabase(settings);
try {
  const [actor] = await database.db.select().from(users).where(eq(users.id, "seed-staff-1"));
  if (!actor) throw new Error("No seeded staff: run `npm run seed:desk -- --count 10000` first.");
  const viewer: Viewer = { ...actor, lang: "cs", phone: null, timeZone: "Europe/Prague" };
  const colleague = "seed-staff-2";
  const [colleagueRow] = await database.db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, colleague));
  const mailsToColleague = async () =>
    database.db.$count(mailQueue, eq(mailQueue.to, colleagueRow?.email ?? ""));
  const rows = await database.db
    .select({ id: inquiries.id })
    .from(inquiries)
    .where(
      and(
        isNull(inquiries.mergedIntoId),
        inArray(inquiries.sourceForm, [...salesLeadForms]),
        or(isNull(inquiries.assigneeId), ne(inquiries.assigneeId, colleague)),
      ),
    )
    .orderBy(desc(inquiries.createdAt))
    .limit(BULK_IDS_MAX);
  const form = new FormData();
  form.set("operation", "assign");
  form.set("assignee", colleague);
  for (const { id } of rows) form.append("ids", id);
  const services = {
    db: database.db,
    config: settings,
    secret: loadSecret(settings.AUTH_SECRET, settings.DATA_DIR),
  };
  const timed = async (what: string) => {
    const started = performance.now();
    const result = await bulkChange(services, viewer, form);
    console.log(
      `${database.kind}, ${what}: ${JSON.stringify(result)} in ${Math.round(performance.now() - started)} ms`,
    );
  };
  const mailsBefore = await mailsToColleague();
  await timed("assigned to a colleague");
  console.log(
    `${database.kind}, e-mails queued to the colleague: ${(await mailsToColleague()) - mailsBefore}`,
  );
  // The same 1,000 moved to another status: no e-mail, the automations' trigger looked up.
  form.set("operation", "status");
  form.set("status", "cancelled");
  await timed("status set");
} finally {
  await database.close();
}
