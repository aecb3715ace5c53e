/**
 * Job applications in their own view and pipeline: every stage counted, one stage a page at a
 * time, a move recorded on the timeline; staff only; never on the sales board; the staff notice
 * says it is an application.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobApplications } from "~/platform/db/schema.server";
import { loader as applicationsLoader } from "~/routes/dashboard.applications";
import { loader as inquiriesLoader } from "~/routes/dashboard.inquiries";
import { action as inquiryAction, loader as inquiryLoader } from "~/routes/dashboard.inquiry";
import type { Actor } from "../../../tests/support/auth";
import { openTestDesk, runRoute, type TestDesk } from "../../../tests/support/dashboard";
import { testDatabases } from "../../../tests/support/databases";
import { leadNotification } from "../mail/templates.server";
import { APPLICATIONS_PAGE_SIZE, type ApplicationsView } from "./applications.server";
import type { InquiryPageData } from "./inquiry.server";
import type { InquiryCard } from "./inquiry-cards.server";

describe.each(testDatabases)("job applications on $name", { timeout: 120_000 }, (testDatabase) => {
  let desk: TestDesk;
  const applicants: string[] = [];

  const apply = async (email: string) => {
    const id = await desk.addInquiry({
      leadEmail: email,
      sourceForm: "hiring",
      serviceType: "hiring",
      title: "Application",
      requirements: { email },
    });
    await desk.database.db.insert(jobApplications).values({
      inquiryId: id,
      email,
      fileKey: `applications/test/${id}.pdf`,
      fileName: "cv.pdf",
      fileSize: 14,
      lang: "cs",
    });
    return id;
  };
  const view = (query: string, actor: Actor = desk.staff) =>
    runRoute<ApplicationsView>(applicationsLoader, desk.services, `/dashboard/applications${query}`, {
      actor,
    });
  const move = (id: string, stage: string, actor: Actor = desk.staff) =>
    runRoute<{ ok: boolean }>(inquiryAction, desk.services, `/dashboard/inquiries/${id}`, {
      actor,
      form: { intent: "stage", stage },
      params: { id },
    });

  beforeAll(async () => {
    desk = await openTestDesk(testDatabase);
    for (let index = 0; index < APPLICATIONS_PAGE_SIZE + 2; index++)
      applicants.push(await apply(`applicant-${index}@example.com`));
    await desk.addInquiry({ leadEmail: "buyer@example.com" });
  }, 120_000);
  afterAll(() => desk.close());

  it("lists new applications a page at a time, with every stage's count", async () => {
    const first = await view("");
    expect(first.status).toBe(200);
    expect(first.data.stage).toBe("new");
    expect(first.data.counts).toEqual({
      new: APPLICATIONS_PAGE_SIZE + 2,
      reviewing: 0,
      invited: 0,
      declined: 0,
    });
    expect(first.data.applications.items).toHaveLength(APPLICATIONS_PAGE_SIZE);
    expect(first.data.applications.hasMore).toBe(true);
    const second = await view("?page=2");
    expect(second.data.applications.items).toHaveLength(2);
    expect(second.data.applications.hasMore).toBe(false);
    const seen = [...first.data.applications.items, ...second.data.applications.items].map(
      (row) => row.inquiryId,
    );
    expect(new Set(seen).size).toBe(APPLICATIONS_PAGE_SIZE + 2);
    // A page past the end is empty; a stage or page that makes no sense is the first page of new.
    expect((await view("?page=99")).data.applications.items).toEqual([]);
    for (const query of ["?stage=bogus", "?page=-1", "?page=abc", "?stage=NEW", "?stage=%00"]) {
      const answer = await view(query);
      expect(answer.status, query).toBe(200);
      expect(answer.data.stage, query).toBe("new");
    }
  });

  it("moves an application through its stages, each move on its timeline", async () => {
    const [id = ""] = applicants;
    for (const stage of ["reviewing", "invited"]) {
      expect((await move(id.toUpperCase(), stage)).data).toMatchObject({ ok: true });
    }
    const reviewing = await view("?stage=invited");
    expect(reviewing.data.applications.items.map((row) => row.inquiryId)).toEqual([id]);
    expect(reviewing.data.counts.invited).toBe(1);
    const page = await runRoute<InquiryPageData>(inquiryLoader, desk.services, `/dashboard/inquiries/${id}`, {
      actor: desk.staff,
      params: { id },
    });
    expect(page.data.application).toEqual({ stage: "invited" });
    // An application is no deal.
    expect(page.data.deal).toBeNull();
    expect(page.data.timeline.filter((entry) => entry.kind === "stage").map((entry) => entry.data)).toEqual([
      { from: "reviewing", to: "invited" },
      { from: "new", to: "reviewing" },
    ]);
  });

  it("refuses a stage it does not know, a sales inquiry, and anyone but staff", async () => {
    const [, id = ""] = applicants;
    for (const stage of ["hired", "", "NEW", "new declined"]) {
      expect((await move(id, stage)).status, stage).toBe(400);
    }
    const sale = await desk.addInquiry({ leadEmail: "sale@example.com" });
    expect((await move(sale, "reviewing")).status).toBe(400);
    expect((await move(id, "declined", desk.alice)).status).toBe(403);
    expect((await view("", desk.alice)).status).toBe(403);
    expect(
      (await desk.database.db.select().from(jobApplications)).find((row) => row.inquiryId === id)?.stage,
    ).toBe("new");
  });

  it("keeps applications off the sales board and list", async () => {
    for (const query of ["", "?view=list", "?view=list&form=hiring"]) {
      const answer = await runRoute<{ inquiries: InquiryCard[] }>(
        inquiriesLoader,
        desk.services,
        `/dashboard/inquiries${query}`,
        { actor: desk.staff },
      );
      expect(
        answer.data.inquiries.some((card) => card.form === "hiring"),
        query,
      ).toBe(false);
    }
  });

  it("tells staff of a job application in its own words", () => {
    const lead = {
      lang: "en" as const,
      leadLang: "cs" as const,
      form: "hiring" as const,
      who: "applicant@example.com",
      email: "applicant@example.com",
      answers: { email: "applicant@example.com" },
      utm: {},
      inquiryUrl: "https://example.com/dashboard/inquiries/1",
    };
    const mail = leadNotification(lead);
    expect(mail.subject).toBe("New job application: applicant@example.com");
    expect(leadNotification({ ...lead, form: "contact" }).subject).toMatch(/^New inquiry/);
  });
});
