/**
 * Privacy requests for one e-mail address (GDPR articles 15 and 17): everything stored about it
 * as one JSON download, and its erasure, or its anonymisation where the agency keeps the
 * figures. Each request carried out is written to the audit log with the address as a keyed
 * hash. Where a person can be stored is listed, column by column, in privacy.integration.test.ts.
 */
import { createHash, randomBytes } from "node:crypto";
import { and, arrayOverlaps, eq, inArray, or, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Database } from "~/platform/db/client.server";
import {
  auditLog,
  automationRuns,
  contactInquiries,
  demoLeads,
  inquiries,
  inquiryActivities,
  jobApplications,
  mailQueue,
  savedViews,
  templates,
  users,
  webhookQueue,
  websitePreviewRequests,
} from "~/platform/db/schema.server";
import { keyedHash } from "~/platform/secret.server";
import type { AppServices } from "~/platform/services.server";
import type { Viewer } from "../auth/viewer";
import { CONFIRMATION_RATE_BUCKET, type Transaction } from "../leads/pipeline.server";
import { detailsPattern, redact } from "./redact";

const normalised = (email: string) => email.trim().toLowerCase();
const plainHash = (value: string) => createHash("sha256").update(value).digest("hex");

/**
 * The address as the audit log keeps it: the server secret's keyed hash of its SHA-256. Anyone
 * can test a guessed address against a plain SHA-256; against this, only the server. The SHA-256
 * inside lets the entries written before be keyed the same way (`rekeyAuditLog`).
 */
export function addressKey(secret: string, email: string) {
  return keyedHash(secret, plainHash(normalised(email)));
}

/** An entry written before keyed hashes: the address's plain SHA-256. */
const LEGACY_HASH = "^[0-9a-f]{64}$";

/**
 * Keys the audit entries that still hold an address's plain SHA-256 (the server runs it at
 * start-up); they then match what a new request for the same address writes. Returns how many.
 */
export async function rekeyAuditLog(db: Database, secret: string) {
  const legacy = await db
    .select({ id: auditLog.id, subjectHash: auditLog.subjectHash })
    .from(auditLog)
    .where(sql`${auditLog.subjectHash} ~ ${LEGACY_HASH}`);
  for (const entry of legacy) {
    await db
      .update(auditLog)
      .set({ subjectHash: keyedHash(secret, entry.subjectHash) })
      .where(and(eq(auditLog.id, entry.id), eq(auditLog.subjectHash, entry.subjectHash)));
  }
  return legacy.length;
}

const sameAddress = (column: AnyPgColumn, email: string) => sql`lower(${column}) = ${normalised(email)}`;

async function inquiryIdsOf(db: Database, email: string) {
  const rows = await db
    .select({ id: inquiries.id })
    .from(inquiries)
    .where(sameAddress(inquiries.leadEmail, email));
  return rows.map((row) => row.id);
}

/** Everything stored about an address: its leads with their answers and timelines, e-mails, account. */
export async function exportAddress(
  { db, secret }: Pick<AppServices, "db" | "secret">,
  viewer: Viewer,
  email: string,
) {
  const ids = await inquiryIdsOf(db, email);
  const forIds = <T>(query: (ids: string[]) => Promise<T[]>) =>
    ids.length ? query(ids) : Promise.resolve([] as T[]);
  const [leads, contacts, demos, previews, applications, activities, mails, account] = await Promise.all([
    forIds((list) => db.select().from(inquiries).where(inArray(inquiries.id, list))),
    forIds((list) => db.select().from(contactInquiries).where(inArray(contactInquiries.inquiryId, list))),
    forIds((list) => db.select().from(demoLeads).where(inArray(demoLeads.inquiryId, list))),
    forIds((list) =>
      db.select().from(websitePreviewRequests).where(inArray(websitePreviewRequests.inquiryId, list)),
    ),
    forIds((list) => db.select().from(jobApplications).where(inArray(jobApplications.inquiryId, list))),
    forIds((list) => db.select().from(inquiryActivities).where(inArray(inquiryActivities.inquiryId, list))),
    db
      .select({
        to: mailQueue.to,
        subject: mailQueue.subject,
        text: mailQueue.text,
        createdAt: mailQueue.createdAt,
        sentAt: mailQueue.sentAt,
      })
      .from(mailQueue)
      .where(or(sameAddress(mailQueue.to, email), sameAddress(mailQueue.replyTo, email))),
    db
      .select({
        name: users.name,
        email: users.email,
        phone: users.phone,
        lang: users.lang,
        role: users.role,
        createdAt: users.createdAt,
        id: users.id,
      })
      .from(users)
      .where(sameAddress(users.email, email)),
  ]);
  const [user] = account;
  const [ownTemplates, ownViews] = user
    ? await Promise.all([
        db.select().from(templates).where(eq(templates.userId, user.id)),
        db.select().from(savedViews).where(eq(savedViews.userId, user.id)),
      ])
    : [[], []];
  await db.insert(auditLog).values({
    actorId: viewer.id,
    action: "privacy_export",
    subjectHash: addressKey(secret, email),
    detail: { inquiries: leads.length, account: Boolean(user) },
  });
  return {
    email: normalised(email),
    exportedAt: new Date().toISOString(),
    inquiries: leads.map((lead) => ({
      ...lead,
      answers: [
        ...contacts.filter((row) => row.inquiryId === lead.id),
        ...demos.filter((row) => row.inquiryId === lead.id),
        ...previews.filter((row) => row.inquiryId === lead.id),
        ...applications.filter((row) => row.inquiryId === lead.id),
      ],
      timeline: activities.filter((row) => row.inquiryId === lead.id),
    })),
    emails: mails,
    account: user ? { ...user, templates: ownTemplates, savedViews: ownViews } : null,
  };
}

const ANONYMISED = "anonymised";

/** What an anonymised lead's address becomes: random, the same for every row of one request. */
const anonymisedAddress = () => `${ANONYMISED}-${randomBytes(6).toString("hex")}@${ANONYMISED}.invalid`;

/**
 * Erases an address: its leads with their answers, timelines and files; every e-mail to, from
 * or about it (queued or sent, and its copy in the outbox), and its name taken out of e-mails
 * that also name others (a digest); its webhook events; its confirmation counter; its account.
 * Anonymising keeps each lead's form, status, dates and campaign for the figures, with nothing
 * left that points to a person.
 */
export async function eraseAddress(
  services: Pick<AppServices, "db" | "storage" | "mailer" | "rateLimits" | "secret">,
  viewer: Viewer,
  email: string,
  mode: "erase" | "anonymise",
) {
  const { db, storage, mailer } = services;
  const address = normalised(email);
  const ids = await inquiryIdsOf(db, address);
  const files = ids.length
    ? await db
        .select({ key: jobApplications.fileKey })
        .from(jobApplications)
        .where(inArray(jobApplications.inquiryId, ids))
    : [];
  const { counts, mailIds } = await db.transaction(async (tx) => {
    // Who the person is, to take out of the e-mails that name others too.
    const details = await personDetails(tx, ids, address);
    // E-mails that name the person's inquiries: about the person alone, or also about others.
    const named = ids.length
      ? await tx.select().from(mailQueue).where(arrayOverlaps(mailQueue.inquiryIds, ids))
      : [];
    const isTheirs = (mail: (typeof named)[number]) => mail.inquiryIds.every((id) => ids.includes(id));
    const theirs = named.filter(isTheirs).map((mail) => mail.id);
    const shared = named.filter((mail) => !isTheirs(mail));
    const mails = await tx
      .delete(mailQueue)
      .where(
        or(
          sameAddress(mailQueue.to, address),
          sameAddress(mailQueue.replyTo, address),
          theirs.length ? inArray(mailQueue.id, theirs) : undefined,
        ),
      )
      .returning({ id: mailQueue.id });
    const pattern = detailsPattern(details);
    for (const mail of shared) {
      await tx
        .update(mailQueue)
        .set({
          subject: redact(mail.subject, pattern),
          text: redact(mail.text, pattern),
          html: mail.html === null ? null : redact(mail.html, pattern),
          calendar: mail.calendar === null ? null : redact(mail.calendar, pattern),
          lastError: mail.lastError === null ? null : redact(mail.lastError, pattern),
          inquiryIds: mail.inquiryIds.filter((id) => !ids.includes(id)),
        })
        .where(eq(mailQueue.id, mail.id));
    }
    if (ids.length) await tx.delete(webhookQueue).where(inArray(webhookQueue.inquiryId, ids));
    // Automation runs log the lead's fields step by step: they go with the lead (their steps too).
    if (ids.length) await tx.delete(automationRuns).where(inArray(automationRuns.inquiryId, ids));
    if (ids.length && mode === "erase") {
      await tx.delete(inquiries).where(inArray(inquiries.id, ids));
    } else if (ids.length) {
      await anonymiseInquiries(tx, ids);
    }
    const account = await tx
      .delete(users)
      .where(sameAddress(users.email, address))
      .returning({ id: users.id });
    const found = {
      inquiries: ids.length,
      files: files.length,
      emails: mails.length,
      account: account.length > 0,
    };
    await tx.insert(auditLog).values({
      actorId: viewer.id,
      action: mode === "erase" ? "privacy_erase" : "privacy_anonymise",
      subjectHash: addressKey(services.secret, address),
      detail: found,
    });
    return { counts: found, mailIds: [...mails, ...shared].map((mail) => mail.id) };
  });
  // Files, outbox copies and the counter go once the rows that name them are gone. No row names
  // a file whose removal fails: the log does, for staff to remove it by hand.
  for (const file of files) {
    await storage
      .delete(file.key)
      .catch((error: unknown) => console.error(`Privacy erasure: ${file.key} was not removed:`, error));
  }
  await mailer.discard?.(mailIds);
  await services.rateLimits.forget(CONFIRMATION_RATE_BUCKET, address);
  return counts;
}

/** The person's name, company, phone and address, as the leads and the account hold them. */
async function personDetails(tx: Transaction, ids: string[], address: string) {
  const [leads, contacts, previews, account] = await Promise.all([
    ids.length
      ? tx
          .select({ name: inquiries.leadName, company: inquiries.company, phone: inquiries.phone })
          .from(inquiries)
          .where(inArray(inquiries.id, ids))
      : [],
    ids.length
      ? tx
          .select({ name: contactInquiries.name, phone: contactInquiries.phone })
          .from(contactInquiries)
          .where(inArray(contactInquiries.inquiryId, ids))
      : [],
    ids.length
      ? tx
          .select({ company: websitePreviewRequests.companyName, phone: websitePreviewRequests.phone })
          .from(websitePreviewRequests)
          .where(inArray(websitePreviewRequests.inquiryId, ids))
      : [],
    tx.select({ name: users.name, phone: users.phone }).from(users).where(sameAddress(users.email, address)),
  ]);
  return [address, ...[...leads, ...contacts, ...previews, ...account].flatMap((row) => Object.values(row))];
}

/** Blanks every personal field of these inquiries and their answers; the figures stay. */
async function anonymiseInquiries(tx: Transaction, ids: string[]) {
  const placeholder = anonymisedAddress();
  await tx
    .update(inquiries)
    .set({
      leadEmail: placeholder,
      leadName: null,
      company: null,
      phone: null,
      title: ANONYMISED,
      description: "",
      requirements: {},
      // Typed by staff, a reason may name the person; the deal's value and dates stay for the figures.
      closeReason: null,
    })
    .where(inArray(inquiries.id, ids));
  await tx
    .update(contactInquiries)
    .set({ name: ANONYMISED, email: placeholder, phone: null, message: "" })
    .where(inArray(contactInquiries.inquiryId, ids));
  await tx
    .update(demoLeads)
    .set({ email: placeholder, goal: "", url: null })
    .where(inArray(demoLeads.inquiryId, ids));
  await tx
    .update(websitePreviewRequests)
    .set({
      companyName: ANONYMISED,
      email: placeholder,
      phone: null,
      location: null,
      website: null,
      note: null,
    })
    .where(inArray(websitePreviewRequests.inquiryId, ids));
  await tx.delete(jobApplications).where(inArray(jobApplications.inquiryId, ids));
  // Notes, e-mails and deal changes (their reasons) may name the person; status changes and dates stay.
  await tx
    .delete(inquiryActivities)
    .where(
      and(
        inArray(inquiryActivities.inquiryId, ids),
        inArray(inquiryActivities.kind, ["note", "email_sent", "email_received", "deal"]),
      ),
    );
}
