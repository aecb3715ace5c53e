/**
 * Privacy requests for one e-mail address (GDPR articles 15 and 17): everything stored about it
 * as one JSON download, and its erasure, or its anonymisation where the agency keeps the
 * figures. Each request carried out is written to the audit log with the address hashed.
 */
import { createHash } from "node:crypto";
import { and, eq, inArray, isNotNull, or, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Database } from "../../../server/db/client";
import {
  auditLog,
  contactInquiries,
  demoLeads,
  inquiries,
  inquiryActivities,
  jobApplications,
  mailQueue,
  templates,
  users,
  webhookQueue,
  websitePreviewRequests,
} from "../../../server/db/schema";
import type { AppServices } from "../../../server/services";
import type { Viewer } from "../auth/viewer";

/** The address as the audit log keeps it. */
export function addressHash(email: string) {
  return createHash("sha256").update(email.trim().toLowerCase()).digest("hex");
}

const sameAddress = (column: AnyPgColumn, email: string) =>
  sql`lower(${column}) = ${email.trim().toLowerCase()}`;

async function inquiryIdsOf(db: Database, email: string) {
  const rows = await db
    .select({ id: inquiries.id })
    .from(inquiries)
    .where(sameAddress(inquiries.leadEmail, email));
  return rows.map((row) => row.id);
}

/** Everything stored about an address: its leads with their answers and timelines, e-mails, account. */
export async function exportAddress(db: Database, viewer: Viewer, email: string) {
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
  const ownTemplates = user ? await db.select().from(templates).where(eq(templates.userId, user.id)) : [];
  await db.insert(auditLog).values({
    actorId: viewer.id,
    action: "privacy_export",
    subjectHash: addressHash(email),
    detail: { inquiries: leads.length, account: Boolean(user) },
  });
  return {
    email: email.trim().toLowerCase(),
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
    account: user ? { ...user, templates: ownTemplates } : null,
  };
}

const ANONYMISED = "anonymised";

/**
 * Erases an address: its leads with their answers, timelines and files, the e-mails to and
 * from it, its webhook events still queued, and its account. Anonymising keeps each lead's
 * form, status, dates and campaign for the figures, with nothing left that points to a person.
 */
export async function eraseAddress(
  services: Pick<AppServices, "db" | "storage">,
  viewer: Viewer,
  email: string,
  mode: "erase" | "anonymise",
) {
  const { db, storage } = services;
  const address = email.trim().toLowerCase();
  const ids = await inquiryIdsOf(db, address);
  const files = ids.length
    ? await db
        .select({ key: jobApplications.fileKey })
        .from(jobApplications)
        .where(inArray(jobApplications.inquiryId, ids))
    : [];
  const placeholder = `${ANONYMISED}-${addressHash(address).slice(0, 12)}@${ANONYMISED}.invalid`;
  const counts = await db.transaction(async (tx) => {
    if (ids.length && mode === "erase") {
      await tx.delete(inquiries).where(inArray(inquiries.id, ids));
    } else if (ids.length) {
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
      // Notes and e-mails may name the person; status changes and dates stay.
      await tx
        .delete(inquiryActivities)
        .where(
          and(
            inArray(inquiryActivities.inquiryId, ids),
            inArray(inquiryActivities.kind, ["note", "email_sent", "email_received"]),
          ),
        );
    }
    const mails = await tx
      .delete(mailQueue)
      .where(or(sameAddress(mailQueue.to, address), sameAddress(mailQueue.replyTo, address)))
      .returning({ id: mailQueue.id });
    await tx
      .delete(webhookQueue)
      .where(
        and(isNotNull(webhookQueue.body), sql`lower(${webhookQueue.body}::jsonb->>'email') = ${address}`),
      );
    const account = await tx
      .delete(users)
      .where(sameAddress(users.email, address))
      .returning({ id: users.id });
    await tx.insert(auditLog).values({
      actorId: viewer.id,
      action: mode === "erase" ? "privacy_erase" : "privacy_anonymise",
      subjectHash: addressHash(address),
      detail: {
        inquiries: ids.length,
        files: files.length,
        emails: mails.length,
        account: account.length > 0,
      },
    });
    return { inquiries: ids.length, files: files.length, emails: mails.length, account: account.length > 0 };
  });
  // Files go once the rows that point to them are gone; a file left by a failure is orphaned, harmless.
  for (const file of files) await storage.delete(file.key).catch(() => undefined);
  return counts;
}
