/**
 * The desk at volume (docs/decisions/0037-desk-at-ten-thousand.md): inquiries as the lead forms
 * store them, written in bulk: every form, Czech, English and Polish, a year of dates, statuses,
 * assignees, follow-ups (some overdue), notes, job applications at every stage, some spam and
 * some merged into an earlier inquiry of the same address. Deterministic for a given count (a
 * seeded generator).
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq, sql } from "drizzle-orm";
import { applicationStages } from "../app/domain/applications";
import { inquiryStatuses } from "../app/domain/inquiries";
import { languages } from "../app/domain/languages";
import { type LeadForm, leadFormNames } from "../app/domain/lead-forms";
import { serviceSlugs } from "../app/domain/services";
import { type Database, openDatabase } from "../app/platform/db/client.server";
import { inquiries, inquiryActivities, jobApplications, users } from "../app/platform/db/schema.server";

const FIRST = ["Jana", "Petr", "Příhoda", "Anna", "Łukasz", "Zofia", "John", "Emma", "Tomáš", "Wiśniewska"];
const LAST = ["Nováková", "Dvořák", "Kowalski", "Smith", "Černý", "Wójcik", "Brown", "Svoboda", "Zieliński"];
const COMPANIES = ["Pekárna U Mostu", "Zdrój s.c.", "Acme Ltd", "Kavárna Žižkov", "Ogród Plus", null];
const MESSAGES = [
  "Chceme automatizovat objednávky z e-shopu.",
  "Potrzebujemy asystenta do rezerwacji.",
  "We would like a website that brings more bookings.",
  "Odpovídáme na e-maily ručně, zabírá to hodiny.",
];

/** A small seeded generator (mulberry32): the same data for the same count. */
function generator(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const STAFF = [
  { id: "seed-staff-1", name: "Klára Seed", email: "klara.seed@flowlane.test" },
  { id: "seed-staff-2", name: "Marek Seed", email: "marek.seed@flowlane.test" },
  { id: "seed-staff-3", name: "Ola Seed", email: "ola.seed@flowlane.test" },
];

function formFields(form: LeadForm, pick: <T>(values: readonly T[]) => T, name: string, email: string) {
  const message = pick(MESSAGES);
  switch (form) {
    case "demo": {
      const service = pick(serviceSlugs);
      return {
        title: `Demo: ${service} (medium)`,
        serviceType: service,
        requirements: { email, service, goal: message, budget: "medium" },
      };
    }
    case "website_preview":
      return { title: `Website preview: ${name}`, serviceType: "website", requirements: { email, message } };
    case "hiring":
      return { title: `Job application: ${email}`, serviceType: "hiring", requirements: { email, message } };
    default:
      return { title: name, serviceType: form, requirements: { name, email, message } };
  }
}

const DAY = 86_400_000;
const BATCH = 500;

/** Writes `count` inquiries (and three staff members to assign them to); returns how many. */
export async function seedDesk(db: Database, count: number, now = new Date()) {
  await db
    .insert(users)
    .values(STAFF.map((member) => ({ ...member, role: "staff" as const, emailVerified: true })))
    .onConflictDoNothing();
  const random = generator(count);
  const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)] as T;
  const todayMs = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const ids: string[] = [];
  let hired = 0;
  for (let start = 0; start < count; start += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, count - start) }, (_, offset) => {
      const n = start + offset;
      const name = `${pick(FIRST)} ${pick(LAST)}`;
      // Every tenth address writes again: duplicates for the merge and the card's count.
      const email = `lead-${n % 10 === 0 ? Math.max(0, n - 10 * Math.floor(random() * 3)) : n}@example.${pick(["cz", "com", "pl"])}`;
      const form = leadFormNames[n % leadFormNames.length] as LeadForm;
      const createdAt = new Date(now.getTime() - Math.floor(random() * 365 * DAY));
      const followUp = random() < 0.3 ? todayMs + Math.floor((random() - 0.6) * 60) * DAY : null;
      return {
        ...formFields(form, pick, name, email),
        sourceForm: form,
        leadEmail: email,
        leadName: name,
        company: pick(COMPANIES),
        lang: pick(languages),
        status: pick(inquiryStatuses),
        assigneeId: random() < 0.7 ? pick(STAFF).id : null,
        followUpOn: followUp === null ? null : new Date(followUp).toISOString().slice(0, 10),
        spamReason: random() < 0.03 ? ("honeypot" as const) : null,
        createdAt,
        lastUpdated: createdAt,
      };
    });
    const inserted = await db.insert(inquiries).values(rows).returning({ id: inquiries.id });
    ids.push(...inserted.map((row) => row.id));
    // The hiring form's inquiries are applications in their own pipeline, each with its CV (a
    // file key only: nothing is stored under it); the stages take turns, leaving the generator's
    // sequence, and so the rest of the data, as it was.
    const applications = inserted.flatMap((row, index) => {
      const lead = rows[index];
      if (lead?.sourceForm !== "hiring") return [];
      hired += 1;
      return [
        {
          inquiryId: row.id,
          email: lead.leadEmail,
          fileKey: `seed/${row.id}.pdf`,
          fileName: `CV ${lead.leadName}.pdf`,
          fileSize: 120_000,
          lang: lead.lang,
          stage: applicationStages[hired % applicationStages.length] ?? "new",
          createdAt: lead.createdAt,
        },
      ];
    });
    if (applications.length > 0) await db.insert(jobApplications).values(applications);
    await db.insert(inquiryActivities).values(
      inserted.flatMap((row, index) => [
        {
          inquiryId: row.id,
          kind: "created" as const,
          // As the pipeline writes it: the timeline names the form ("Received through the … form").
          data: { form: rows[index]?.sourceForm, spamReason: rows[index]?.spamReason ?? null },
          createdAt: rows[index]?.createdAt,
        },
        ...(index % 3 === 0
          ? [{ inquiryId: row.id, kind: "note" as const, actorId: pick(STAFF).id, body: pick(MESSAGES) }]
          : []),
      ]),
    );
  }
  // One in fifty merged into the one before it.
  for (let index = 50; index < ids.length; index += 50) {
    const id = ids[index];
    const into = ids[index - 1];
    if (id && into) await db.update(inquiries).set({ mergedIntoId: into }).where(eq(inquiries.id, id));
  }
  // As after any bulk load: the planner learns the tables' new size now, not when autovacuum next
  // looks (PostgreSQL) or the server next opens the database (PGlite).
  await db.execute(sql`analyze`);
  return ids.length;
}

/** A new PGlite directory with `count` seeded inquiries, for a server to open. */
export async function seededDataDir(count: number) {
  const dataDir = mkdtempSync(join(tmpdir(), "seeded-desk-"));
  const database = await openDatabase({
    dataDir,
    migrationsFolder: join(import.meta.dirname, "..", "app", "platform", "db", "migrations"),
  });
  try {
    const started = performance.now();
    await seedDesk(database.db, count);
    console.log(`${count} inquiries seeded in ${Math.round(performance.now() - started)} ms (${dataDir})`);
  } finally {
    await database.close();
  }
  return dataDir;
}
