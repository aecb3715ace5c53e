/**
 * Job applications on the desk (docs/decisions/0053-job-applications.md): their own view, a page
 * of one stage at a time with every stage's count, and a move from stage to stage recorded on the
 * application's timeline. Staff only; the hiring form's inquiries are not on the sales board.
 */
import { and, count, desc, eq, isNull } from "drizzle-orm";
import type { Database } from "~/platform/db/client.server";
import { inquiries, jobApplications } from "~/platform/db/schema.server";
import { type ApplicationStage, applicationStages } from "../../domain/applications";
import type { Lang } from "../../domain/languages";
import { recordActivity } from "./activity.server";
import { type Page, pageOf } from "./paging";

/** Applications a page shows. */
export const APPLICATIONS_PAGE_SIZE = 25;

export interface ApplicationRow {
  inquiryId: string;
  email: string;
  lang: Lang;
  stage: ApplicationStage;
  fileName: string;
  createdAt: string;
}

export interface ApplicationsView {
  stage: ApplicationStage;
  counts: Record<ApplicationStage, number>;
  applications: Page<ApplicationRow>;
}

/** Applications whose inquiry is on its own: not merged into another, not kept as spam. */
const standing = and(isNull(inquiries.mergedIntoId), isNull(inquiries.spamReason));

/** One stage's applications, newest first, a page at a time, and how many each stage holds. */
export async function listApplications(
  db: Database,
  stage: ApplicationStage,
  page: number,
): Promise<ApplicationsView> {
  const [perStage, rows] = await Promise.all([
    db
      .select({ stage: jobApplications.stage, count: count() })
      .from(jobApplications)
      .innerJoin(inquiries, eq(inquiries.id, jobApplications.inquiryId))
      .where(standing)
      .groupBy(jobApplications.stage),
    db
      .select({
        inquiryId: jobApplications.inquiryId,
        email: inquiries.leadEmail,
        lang: inquiries.lang,
        stage: jobApplications.stage,
        fileName: jobApplications.fileName,
        createdAt: jobApplications.createdAt,
      })
      .from(jobApplications)
      .innerJoin(inquiries, eq(inquiries.id, jobApplications.inquiryId))
      .where(and(standing, eq(jobApplications.stage, stage)))
      .orderBy(desc(jobApplications.createdAt), desc(jobApplications.id))
      .limit(APPLICATIONS_PAGE_SIZE + 1)
      .offset((page - 1) * APPLICATIONS_PAGE_SIZE),
  ]);
  const counts = Object.fromEntries(applicationStages.map((key) => [key, 0])) as Record<
    ApplicationStage,
    number
  >;
  for (const row of perStage) counts[row.stage] = row.count;
  return {
    stage,
    counts,
    applications: pageOf(
      rows.map((row) => ({ ...row, lang: row.lang as Lang, createdAt: row.createdAt.toISOString() })),
      page,
      APPLICATIONS_PAGE_SIZE,
    ),
  };
}

/** The stage of the inquiry's application, or null when the inquiry is no job application. */
export async function applicationStage(db: Database, inquiryId: string): Promise<ApplicationStage | null> {
  const [row] = await db
    .select({ stage: jobApplications.stage })
    .from(jobApplications)
    .where(eq(jobApplications.inquiryId, inquiryId));
  return row?.stage ?? null;
}

/**
 * Moves an application to another stage and records it on its timeline, in one transaction.
 * False when the inquiry has no application.
 */
export async function moveApplication(
  db: Database,
  actorId: string,
  inquiryId: string,
  to: ApplicationStage,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ stage: jobApplications.stage })
      .from(jobApplications)
      .where(eq(jobApplications.inquiryId, inquiryId))
      .for("update");
    if (!current) return false;
    if (current.stage === to) return true;
    await tx.update(jobApplications).set({ stage: to }).where(eq(jobApplications.inquiryId, inquiryId));
    await tx.update(inquiries).set({ lastUpdated: new Date() }).where(eq(inquiries.id, inquiryId));
    await recordActivity(tx, { inquiryId, kind: "stage", actorId, data: { from: current.stage, to } });
    return true;
  });
}
