import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { account as plAccount } from "~/i18n/messages/pl/account";
import { action as accountAction } from "~/routes/api.account";
import { loader as analyticsLoader } from "~/routes/api.dashboard.analytics";
import { loader as inquiriesLoader } from "~/routes/api.dashboard.inquiries";
import { action as inquiryAction } from "~/routes/api.dashboard.inquiries.$id";
import { loader as pdfLoader } from "~/routes/api.dashboard.inquiries.$id.pdf";
import { loader as csvLoader } from "~/routes/api.dashboard.inquiries-csv";
import { loader as overviewLoader } from "~/routes/api.dashboard.overview";
import { action as templatesAction, loader as templatesLoader } from "~/routes/api.dashboard.templates";
import { action as templateAction } from "~/routes/api.dashboard.templates.$id";
import { loader as dashboardLoader } from "~/routes/dashboard";
import type { OpenDatabase } from "../../../server/db/client";
import { inquiries, jobApplications, templates, users } from "../../../server/db/schema";
import { testDatabases } from "../../../server/db/test-databases";
import { createTestServices, type TestServices } from "../../../server/testing";
import { type Actor, anonymous, call, signUp, uniqueEmail } from "../auth/auth-testing";
import type { InquiryView, TemplateView } from "./api-types";
import type { TemplateInput } from "./template-editor";

const template = (name: string, isPublic = false): TemplateInput => ({
  name,
  description: "Sends the offer after a call",
  category: "automation",
  isPublic,
  workflowData: {
    steps: [
      { id: "step_1", type: "input", config: { action: "New lead in CRM", params: {} } },
      { id: "step_2", type: "action", config: { action: "Send offer e-mail", params: {} } },
    ],
  },
});

type TemplateRow = typeof templates.$inferSelect;

describe.each(testDatabases)("dashboard permissions on $name", { timeout: 60_000 }, (testDatabase) => {
  let database: OpenDatabase;
  let services: TestServices;
  let user: Actor;
  let other: Actor;
  let staff: Actor;
  let privateTemplate: TemplateRow;
  let publicTemplate: TemplateRow;
  let ownInquiryId: string;
  let foreignInquiryId: string;
  let hiringInquiryId: string;

  const body = async <T>(response: Response) => (await response.json()) as T;
  const templateRow = async (id: string) =>
    (await database.db.select().from(templates).where(eq(templates.id, id)))[0];
  const inquiryRow = async (id: string) =>
    (await database.db.select().from(inquiries).where(eq(inquiries.id, id)))[0];

  async function addInquiry(fields: Partial<typeof inquiries.$inferInsert>) {
    const [row] = await database.db
      .insert(inquiries)
      .values({
        title: "Demo: assistant (medium)",
        serviceType: "assistant",
        description: "Answer customers at night",
        requirements: { goal: "Answer customers at night", budget: "medium" },
        sourceForm: "demo",
        leadEmail: "someone@example.com",
        lang: "en",
        ...fields,
      })
      .returning();
    if (!row) throw new Error("no inquiry");
    return row.id;
  }

  beforeAll(async () => {
    database = await testDatabase.open();
    const staffEmail = uniqueEmail("staff");
    services = createTestServices(database.db, { STAFF_EMAILS: staffEmail });
    [user, other, staff] = await Promise.all([
      signUp(services, { name: "Alice" }),
      signUp(services, { name: "Bob" }),
      signUp(services, { name: "Carol", email: staffEmail }),
    ]);
    // Alice has confirmed her address (inquiries with it are hers); the others have not.
    const [alice] = await database.db
      .update(users)
      .set({ emailVerified: true })
      .where(eq(users.email, user.email))
      .returning();
    const aliceId = alice?.id ?? "";
    [privateTemplate, publicTemplate] = (await database.db
      .insert(templates)
      .values([
        { ...template("Alice private"), userId: aliceId },
        { ...template("Alice public", true), userId: aliceId },
      ])
      .returning()) as [TemplateRow, TemplateRow];

    ownInquiryId = await addInquiry({
      leadEmail: user.email.toUpperCase(),
      notes: "Call on Monday",
      utmSource: "newsletter",
    });
    foreignInquiryId = await addInquiry({
      title: '=HYPERLINK("http://evil")',
      serviceType: "contact",
      sourceForm: "contact",
      status: "in_progress",
      utmSource: "google",
    });
    hiringInquiryId = await addInquiry({
      title: "Job application",
      serviceType: "hiring",
      sourceForm: "hiring",
    });
    await services.storage.put("applications/test/cv.pdf", new TextEncoder().encode("%PDF-1.7\n%%EOF"));
    await database.db.insert(jobApplications).values({
      inquiryId: hiringInquiryId,
      email: "dev@example.com",
      fileKey: "applications/test/cv.pdf",
      fileName: "Řešení úkolu.pdf",
      fileSize: 14,
      lang: "cs",
    });
  }, 120_000);
  afterAll(() => database.close());

  describe("the /dashboard page", () => {
    it("redirects a visitor without a session to / before rendering", async () => {
      const response = await call(dashboardLoader, services, "/dashboard");
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toBe("/");
    });

    it("gives a signed-in user his data in the stored language", async () => {
      const request = await call(
        async (args: Parameters<typeof dashboardLoader>[0]) => {
          const result = await dashboardLoader(args);
          return Response.json((result as { data: unknown }).data);
        },
        services,
        "/dashboard",
        { actor: { ...user, cookie: `${user.cookie}; lang=pl` } },
      );
      const loaded = await body<{ viewer: { name: string; role: string }; t: { title: string } }>(request);
      expect(loaded.viewer).toMatchObject({ name: "Alice", role: "user" });
      expect(loaded.t.title).toBe(plAccount.dashboard.title);
    });
  });

  describe("templates", () => {
    it("refuses the anonymous visitor everything", async () => {
      const before = await database.db.$count(templates);
      expect((await call(templatesLoader, services, "/api/dashboard/templates")).status).toBe(401);
      expect(
        (await call(templatesAction, services, "/api/dashboard/templates", { body: template("Anon") }))
          .status,
      ).toBe(401);
      const path = `/api/dashboard/templates/${publicTemplate.id}`;
      const params = { id: publicTemplate.id };
      expect(
        (await call(templateAction, services, path, { method: "PUT", body: template("X"), params })).status,
      ).toBe(401);
      expect((await call(templateAction, services, path, { method: "DELETE", params })).status).toBe(401);
      expect(await database.db.$count(templates)).toBe(before);
      expect(await templateRow(publicTemplate.id)).toEqual(publicTemplate);
    });

    it("lists a user's own templates and the public ones of others, never others' private ones", async () => {
      const mine = await body<{ templates: TemplateView[] }>(
        await call(templatesLoader, services, "/api/dashboard/templates", { actor: user }),
      );
      expect(mine.templates.map((item) => item.name).sort()).toEqual(["Alice private", "Alice public"]);
      expect(mine.templates.every((item) => item.isOwn && item.canEdit)).toBe(true);

      const theirs = await body<{ templates: TemplateView[] }>(
        await call(templatesLoader, services, "/api/dashboard/templates", { actor: other }),
      );
      expect(theirs.templates.map((item) => item.name)).toEqual(["Alice public"]);
      expect(theirs.templates[0]).toMatchObject({ isOwn: false, canEdit: false });

      const staffView = await body<{ templates: TemplateView[] }>(
        await call(templatesLoader, services, "/api/dashboard/templates", { actor: staff }),
      );
      expect(staffView.templates.find((item) => item.name === "Alice public")?.canEdit).toBe(true);
    });

    it("creates a template owned by the user, and checks what it stores", async () => {
      const created = await call(templatesAction, services, "/api/dashboard/templates", {
        actor: other,
        body: template("Bob's flow"),
      });
      expect(created.status).toBe(201);
      const { template: stored } = await body<{ template: TemplateView }>(created);
      expect(stored).toMatchObject({ name: "Bob's flow", isOwn: true, category: "automation" });
      expect(stored.workflowData.steps).toHaveLength(2);

      const before = await database.db.$count(templates);
      const invalid = [
        { body: { ...template("x"), name: "  " } },
        { body: { ...template("x"), category: "marketing" } },
        {
          body: {
            ...template("x"),
            workflowData: { steps: [{ id: "a", type: "loop", config: { action: "" } }] },
          },
        },
      ];
      for (const { body: payload } of invalid) {
        const answer = await call(templatesAction, services, "/api/dashboard/templates", {
          actor: other,
          body: payload,
        });
        expect(answer.status).toBe(400);
      }
      const asForm = await call(templatesAction, services, "/api/dashboard/templates", {
        actor: other,
        body: template("form"),
        contentType: "text/plain",
      });
      expect(asForm.status).toBe(415);
      const crossSite = await call(templatesAction, services, "/api/dashboard/templates", {
        actor: other,
        body: template("csrf"),
        origin: "https://evil.example",
      });
      expect(crossSite.status).toBe(403);
      expect(await database.db.$count(templates)).toBe(before);
    });

    it("lets only the owner or staff change or delete a template; others get 403 or 404 and nothing changes", async () => {
      const put = (actor: Actor, row: TemplateRow, name: string) =>
        call(templateAction, services, `/api/dashboard/templates/${row.id}`, {
          method: "PUT",
          actor,
          body: template(name, row.isPublic),
          params: { id: row.id },
        });
      const del = (actor: Actor, id: string) =>
        call(templateAction, services, `/api/dashboard/templates/${id}`, {
          method: "DELETE",
          actor,
          params: { id },
        });

      expect((await put(other, publicTemplate, "Hijacked")).status).toBe(403);
      expect((await put(other, privateTemplate, "Hijacked")).status).toBe(404);
      expect((await del(other, publicTemplate.id)).status).toBe(403);
      expect((await del(other, privateTemplate.id)).status).toBe(404);
      expect(await templateRow(publicTemplate.id)).toEqual(publicTemplate);
      expect(await templateRow(privateTemplate.id)).toEqual(privateTemplate);
      expect((await del(user, "00000000-0000-4000-8000-000000000000")).status).toBe(404);
      expect((await del(user, "not-a-uuid")).status).toBe(404);

      const updated = await put(user, privateTemplate, "Alice private v2");
      expect(updated.status).toBe(200);
      const after = await templateRow(privateTemplate.id);
      expect(after?.name).toBe("Alice private v2");
      expect(after?.userId).toBe(privateTemplate.userId);
      expect(after?.updatedAt.getTime()).toBeGreaterThan(privateTemplate.updatedAt.getTime());

      expect((await put(staff, publicTemplate, "Checked by staff")).status).toBe(200);
      expect((await templateRow(publicTemplate.id))?.userId).toBe(publicTemplate.userId);

      const [doomed] = await database.db
        .insert(templates)
        .values({ ...template("Doomed"), userId: privateTemplate.userId })
        .returning();
      expect((await del(user, doomed?.id ?? "")).status).toBe(200);
      expect(await templateRow(doomed?.id ?? "")).toBeUndefined();
      expect((await del(staff, privateTemplate.id)).status).toBe(200);
      expect(await templateRow(privateTemplate.id)).toBeUndefined();
    });
  });

  describe("inquiries", () => {
    it("refuses the anonymous visitor", async () => {
      expect((await call(inquiriesLoader, services, "/api/dashboard/inquiries")).status).toBe(401);
      expect((await call(csvLoader, services, "/api/dashboard/inquiries.csv")).status).toBe(401);
      expect(
        (
          await call(pdfLoader, services, `/api/dashboard/inquiries/${hiringInquiryId}/pdf`, {
            params: { id: hiringInquiryId },
          })
        ).status,
      ).toBe(401);
      const before = await inquiryRow(foreignInquiryId);
      const patch = await call(inquiryAction, services, `/api/dashboard/inquiries/${foreignInquiryId}`, {
        method: "PATCH",
        body: { status: "completed", notes: "x" },
        params: { id: foreignInquiryId },
      });
      expect(patch.status).toBe(401);
      expect(await inquiryRow(foreignInquiryId)).toEqual(before);
    });

    it("shows a plain user only the inquiries of his e-mail, without staff notes, read-only", async () => {
      const answer = await body<{ inquiries: InquiryView[]; canEdit: boolean }>(
        await call(inquiriesLoader, services, "/api/dashboard/inquiries", { actor: user }),
      );
      expect(answer.canEdit).toBe(false);
      expect(answer.inquiries.map((item) => item.id)).toEqual([ownInquiryId]);
      expect(answer.inquiries[0]?.notes).toBeNull();
      const none = await body<{ inquiries: InquiryView[] }>(
        await call(inquiriesLoader, services, "/api/dashboard/inquiries", { actor: other }),
      );
      expect(none.inquiries).toEqual([]);

      expect(none.inquiries).toHaveLength(0);
      for (const id of [ownInquiryId, foreignInquiryId]) {
        const before = await inquiryRow(id);
        const patch = await call(inquiryAction, services, `/api/dashboard/inquiries/${id}`, {
          method: "PATCH",
          actor: user,
          body: { status: "cancelled", notes: "mine now" },
          params: { id },
        });
        expect(patch.status).toBe(403);
        expect(await inquiryRow(id)).toEqual(before);
      }
      expect((await call(csvLoader, services, "/api/dashboard/inquiries.csv", { actor: user })).status).toBe(
        403,
      );
      expect(
        (
          await call(pdfLoader, services, `/api/dashboard/inquiries/${hiringInquiryId}/pdf`, {
            actor: user,
            params: { id: hiringInquiryId },
          })
        ).status,
      ).toBe(403);
    });

    it("shows staff every inquiry newest first, filtered by status", async () => {
      const all = await body<{ inquiries: InquiryView[]; canEdit: boolean }>(
        await call(inquiriesLoader, services, "/api/dashboard/inquiries", { actor: staff }),
      );
      expect(all.canEdit).toBe(true);
      expect(all.inquiries.map((item) => item.id)).toEqual([hiringInquiryId, foreignInquiryId, ownInquiryId]);
      expect(all.inquiries.find((item) => item.id === ownInquiryId)?.notes).toBe("Call on Monday");
      expect(all.inquiries.find((item) => item.id === hiringInquiryId)?.hasPdf).toBe(true);

      const inProgress = await body<{ inquiries: InquiryView[] }>(
        await call(inquiriesLoader, services, "/api/dashboard/inquiries?status=in_progress", {
          actor: staff,
        }),
      );
      expect(inProgress.inquiries.map((item) => item.id)).toEqual([foreignInquiryId]);
      expect(
        (await call(inquiriesLoader, services, "/api/dashboard/inquiries?status=lost", { actor: staff }))
          .status,
      ).toBe(400);
    });

    it("lets staff save status and notes with last_updated", async () => {
      const before = await inquiryRow(ownInquiryId);
      const patch = await call(inquiryAction, services, `/api/dashboard/inquiries/${ownInquiryId}`, {
        method: "PATCH",
        actor: staff,
        body: { status: "completed", notes: "Signed the contract" },
        params: { id: ownInquiryId },
      });
      expect(patch.status).toBe(200);
      const after = await inquiryRow(ownInquiryId);
      expect(after).toMatchObject({ status: "completed", notes: "Signed the contract" });
      expect(after?.lastUpdated.getTime()).toBeGreaterThan(before?.lastUpdated.getTime() ?? 0);

      const invalid = await call(inquiryAction, services, `/api/dashboard/inquiries/${ownInquiryId}`, {
        method: "PATCH",
        actor: staff,
        body: { status: "won", notes: "" },
        params: { id: ownInquiryId },
      });
      expect(invalid.status).toBe(400);
      const missing = "00000000-0000-4000-8000-000000000000";
      const unknown = await call(inquiryAction, services, `/api/dashboard/inquiries/${missing}`, {
        method: "PATCH",
        actor: staff,
        body: { status: "completed", notes: "" },
        params: { id: missing },
      });
      expect(unknown.status).toBe(404);
      expect(await inquiryRow(ownInquiryId)).toEqual(after);
    });

    it("lets staff download a hiring applicant's PDF as an attachment", async () => {
      const pdf = await call(pdfLoader, services, `/api/dashboard/inquiries/${hiringInquiryId}/pdf`, {
        actor: staff,
        params: { id: hiringInquiryId },
      });
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get("Content-Type")).toBe("application/pdf");
      expect(pdf.headers.get("Content-Disposition")).toMatch(
        /^attachment; filename="[\w.-]+"; filename\*=UTF-8''/,
      );
      expect(new TextDecoder().decode(await pdf.arrayBuffer())).toMatch(/^%PDF-/);
      const noPdf = await call(pdfLoader, services, `/api/dashboard/inquiries/${foreignInquiryId}/pdf`, {
        actor: staff,
        params: { id: foreignInquiryId },
      });
      expect(noPdf.status).toBe(404);
    });

    it("lets staff export the inquiries as CSV, formulas neutralised", async () => {
      const csv = await call(csvLoader, services, "/api/dashboard/inquiries.csv", { actor: staff });
      expect(csv.status).toBe(200);
      expect(csv.headers.get("Content-Type")).toContain("text/csv");
      expect(csv.headers.get("Content-Disposition")).toMatch(/^attachment; filename="inquiries-/);
      const text = await csv.text();
      const lines = text.trim().split("\r\n");
      expect(lines).toHaveLength(4);
      expect(lines[0]).toContain("id,created_at,last_updated,status");
      expect(text).toContain(`"'=HYPERLINK(""http://evil"")"`);
    });
  });

  it("shows a user the inquiries of his address only once he has confirmed it", async () => {
    const claimant = await signUp(services, { email: "someone@example.com", name: "Claimant" });
    const list = async () =>
      body<{ inquiries: InquiryView[]; emailVerified: boolean }>(
        await call(inquiriesLoader, services, "/api/dashboard/inquiries", { actor: claimant }),
      );
    const before = await list();
    expect(before.emailVerified).toBe(false);
    expect(before.inquiries).toEqual([]);
    const overview = await body<{ inquiriesByStatus: Record<string, number> }>(
      await call(overviewLoader, services, "/api/dashboard/overview", { actor: claimant }),
    );
    expect(Object.values(overview.inquiriesByStatus).every((count) => count === 0)).toBe(true);

    await database.db
      .update(users)
      .set({ emailVerified: true })
      .where(eq(users.email, "someone@example.com"));
    const after = await list();
    expect(after.emailVerified).toBe(true);
    expect(after.inquiries.map((item) => item.id).sort()).toEqual([foreignInquiryId, hiringInquiryId].sort());
  });

  describe("figures", () => {
    it("counts real leads: all for staff, his own for a user", async () => {
      const staffOverview = await body<{
        scope: string;
        leadsPerMonth: { month: string; count: number }[];
        inquiriesByStatus: Record<string, number>;
      }>(await call(overviewLoader, services, "/api/dashboard/overview", { actor: staff }));
      expect(staffOverview.scope).toBe("all");
      expect(staffOverview.leadsPerMonth).toHaveLength(6);
      expect(staffOverview.leadsPerMonth.at(-1)?.count).toBe(3);
      expect(staffOverview.inquiriesByStatus).toEqual({
        pending: 1,
        in_progress: 1,
        completed: 1,
        cancelled: 0,
      });

      const userOverview = await body<{
        scope: string;
        leadsPerMonth: { count: number }[];
        templates: { own: number; visible: number };
      }>(await call(overviewLoader, services, "/api/dashboard/overview", { actor: user }));
      expect(userOverview.scope).toBe("own");
      expect(userOverview.leadsPerMonth.reduce((sum, month) => sum + month.count, 0)).toBe(1);
      expect((await call(overviewLoader, services, "/api/dashboard/overview")).status).toBe(401);
    });

    it("gives analytics to staff only", async () => {
      expect((await call(analyticsLoader, services, "/api/dashboard/analytics")).status).toBe(401);
      expect(
        (await call(analyticsLoader, services, "/api/dashboard/analytics", { actor: user })).status,
      ).toBe(403);
      const answer = await body<{
        total: number;
        bySource: { key: string | null; count: number }[];
        byService: { key: string; count: number }[];
      }>(await call(analyticsLoader, services, "/api/dashboard/analytics", { actor: staff }));
      expect(answer.total).toBe(3);
      expect(answer.bySource).toEqual(
        expect.arrayContaining([
          { key: "google", count: 1 },
          { key: "newsletter", count: 1 },
          { key: null, count: 1 },
        ]),
      );
      expect(answer.byService.map((row) => row.key).sort()).toEqual(["assistant", "contact", "hiring"]);
      const past = await body<{ total: number }>(
        await call(analyticsLoader, services, "/api/dashboard/analytics?from=2020-01-01&to=2020-01-31", {
          actor: staff,
        }),
      );
      expect(past.total).toBe(0);
      expect(
        (
          await call(analyticsLoader, services, "/api/dashboard/analytics?from=2020-02-01&to=2020-01-01", {
            actor: staff,
          })
        ).status,
      ).toBe(400);
    });
  });

  describe("settings", () => {
    it("updates only the signed-in user's own profile, with the account rules", async () => {
      const patch = (actor: Actor, payload: unknown) =>
        call(accountAction, services, "/api/account", { method: "PATCH", actor, body: payload });
      expect((await patch(anonymous, { name: "Anon", lang: "en" })).status).toBe(401);
      const saved = await patch(other, { name: "Bob Builder", phone: "+48 601 234 567", lang: "pl" });
      expect(saved.status).toBe(200);
      const [bob] = await database.db.select().from(users).where(eq(users.email, other.email));
      expect(bob).toMatchObject({ name: "Bob Builder", phone: "+48601234567", lang: "pl" });

      const invalid = await patch(other, { name: "Bob", phone: "12", lang: "pl" });
      expect(invalid.status).toBe(400);
      expect((await body<{ message: string }>(invalid)).message).toBe(plAccount.validation.invalidPhone);
      const [unchanged] = await database.db.select().from(users).where(eq(users.email, other.email));
      expect(unchanged?.phone).toBe("+48601234567");
    });
  });
});
