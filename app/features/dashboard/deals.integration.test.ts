/**
 * Deals on the desk: staff give an inquiry a value, a currency, an expected closing day and, once
 * it is won or lost, a reason; each change is on the timeline; customers cannot. The analytics
 * count the sales leads of a period (never job applications) by stage, with the won deals' value,
 * and by source and form with how many were won.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { inquiries } from "~/platform/db/schema.server";
import { loader as analyticsLoader } from "~/routes/dashboard.analytics";
import { action as inquiryAction, loader as inquiryLoader } from "~/routes/dashboard.inquiry";
import type { Actor } from "../../../tests/support/auth";
import { openTestDesk, runRoute, type TestDesk } from "../../../tests/support/dashboard";
import { testDatabases } from "../../../tests/support/databases";
import { today } from "./figures";
import type { Analytics } from "./figures.server";
import type { InquiryPageData } from "./inquiry.server";

type Answer = { ok: boolean; intent: string; error?: string };

describe.each(testDatabases)("deals on $name", { timeout: 120_000 }, (testDatabase) => {
  let desk: TestDesk;

  beforeAll(async () => {
    desk = await openTestDesk(testDatabase);
  }, 120_000);
  afterAll(() => desk.close());

  const change = (id: string, form: Record<string, string>, actor: Actor = desk.staff) =>
    runRoute<Answer>(inquiryAction, desk.services, `/dashboard/inquiries/${id}`, {
      actor,
      form,
      params: { id },
    });
  const open = (id: string, actor: Actor = desk.staff) =>
    runRoute<InquiryPageData>(inquiryLoader, desk.services, `/dashboard/inquiries/${id}`, {
      actor,
      params: { id },
    });
  const deal = (
    fields: Partial<Record<"value" | "currency" | "expectedCloseOn" | "closeReason", string>>,
  ) => ({
    intent: "deal",
    value: "",
    currency: "CZK",
    expectedCloseOn: "",
    closeReason: "",
    ...fields,
  });

  it("keeps a deal's value, currency and closing day, and records the change on the timeline", async () => {
    const id = await desk.addInquiry({ leadEmail: "deal-1@example.com" });
    const answer = await change(id, deal({ value: "48 000 Kč", expectedCloseOn: "2026-12-15" }));
    expect(answer.data).toEqual({ ok: true, intent: "deal" });
    const page = await open(id);
    expect(page.data.deal).toEqual({
      value: 48000,
      currency: "CZK",
      expectedCloseOn: "2026-12-15",
      closeReason: null,
    });
    expect(page.data.timeline.find((entry) => entry.kind === "deal")?.data).toMatchObject({
      value: 48000,
      currency: "CZK",
      expectedCloseOn: "2026-12-15",
    });
    // The same deal again changes nothing and records nothing.
    await change(id, deal({ value: "48000", expectedCloseOn: "2026-12-15" }));
    expect((await open(id)).data.timeline.filter((entry) => entry.kind === "deal")).toHaveLength(1);
  });

  it("keeps why a deal was won, on one line, and clears value and currency together", async () => {
    const id = await desk.addInquiry({ leadEmail: "deal-2@example.com" });
    await change(id, { intent: "status", status: "completed" });
    await change(id, deal({ value: "9 900", closeReason: "Chose the yearly plan\r\nBcc: x" }));
    expect(await desk.inquiryRow(id)).toMatchObject({
      dealValue: 9900,
      dealCurrency: "CZK",
      closeReason: "Chose the yearly plan Bcc: x",
    });
    await change(id, deal({ value: "", currency: "PLN", closeReason: "Chose the yearly plan" }));
    expect(await desk.inquiryRow(id)).toMatchObject({ dealValue: null, dealCurrency: null });
  });

  it("refuses what the form does not offer with 400 and keeps the deal as it was", async () => {
    const id = await desk.addInquiry({ leadEmail: "deal-3@example.com" });
    await change(id, deal({ value: "1000", currency: "EUR" }));
    for (const fields of [
      { value: "12,5" },
      { value: "-5" },
      { value: "1000000000" },
      { value: "100", currency: "USD" },
      { value: "100", currency: "eur" },
      { value: "100", expectedCloseOn: "2026-02-30" },
      { value: "100", expectedCloseOn: "0000-01-01" },
      { value: "100", closeReason: "x".repeat(501) },
    ]) {
      const answer = await change(id, deal(fields));
      expect(answer.status, JSON.stringify(fields)).toBe(400);
      expect(answer.data).toMatchObject({ ok: false, intent: "deal", error: "invalid" });
    }
    expect(await desk.inquiryRow(id)).toMatchObject({ dealValue: 1000, dealCurrency: "EUR" });
  });

  it("takes the inquiry's id in any letter case, and keeps deals from customers", async () => {
    const id = await desk.addInquiry({ leadEmail: desk.alice.email });
    expect((await change(id.toUpperCase(), deal({ value: "700" }))).data).toMatchObject({ ok: true });
    expect((await change(id, deal({ value: "1" }), desk.alice)).status).toBe(403);
    expect((await desk.inquiryRow(id))?.dealValue).toBe(700);
    // A customer sees his own inquiry, never its deal.
    expect((await open(id, desk.alice)).data.deal).toBeNull();
  });

  it("counts the period's sales leads by stage, the won value per currency, and by source and form", async () => {
    // A desk of its own: the figures count every lead of the day.
    const fresh = await openTestDesk(testDatabase);
    try {
      const add = (fields: Partial<typeof inquiries.$inferInsert>) =>
        fresh.addInquiry({ leadEmail: `figures-${Math.random()}@example.com`, ...fields });
      const move = (id: string, status: string) =>
        runRoute(inquiryAction, fresh.services, `/dashboard/inquiries/${id}`, {
          actor: fresh.staff,
          form: { intent: "status", status },
          params: { id },
        });
      const setDeal = (id: string, value: string, currency: string) =>
        runRoute(inquiryAction, fresh.services, `/dashboard/inquiries/${id}`, {
          actor: fresh.staff,
          form: deal({ value, currency }),
          params: { id },
        });
      const wonDemo = await add({ sourceForm: "demo", utmSource: "newsletter" });
      await setDeal(wonDemo, "48000", "CZK");
      await move(wonDemo, "completed");
      const worked = await add({ sourceForm: "contact", serviceType: "contact" });
      await move(worked, "in_progress");
      // Worked on, then lost: it still counts as worked on.
      const lost = await add({ sourceForm: "contact", serviceType: "contact" });
      await move(lost, "in_progress");
      await move(lost, "cancelled");
      const open = await add({ sourceForm: "demo" });
      await setDeal(open, "10000", "PLN");
      const wonInEuros = await add({ sourceForm: "demo" });
      await setDeal(wonInEuros, "2000", "EUR");
      await move(wonInEuros, "completed");
      const application = await add({ sourceForm: "hiring", serviceType: "hiring" });
      await move(application, "completed");
      await add({ sourceForm: "contact", spamReason: "honeypot" });

      const day = today(new Date());
      const answer = await runRoute<{ report: Analytics }>(
        analyticsLoader,
        fresh.services,
        `/dashboard/analytics?from=${day}&to=${day}`,
        { actor: fresh.staff },
      );
      const report = answer.data.report;
      expect(report.total).toBe(5);
      expect(report.funnel).toEqual({ leads: 5, workedOn: 4, won: 2 });
      expect(report.wonValue).toEqual([
        { currency: "CZK", value: 48000 },
        { currency: "EUR", value: 2000 },
      ]);
      expect(report.byForm).toEqual([
        { key: "demo", count: 3, won: 2 },
        { key: "contact", count: 2, won: 0 },
      ]);
      expect(report.bySource).toEqual([
        { key: null, count: 4, won: 1 },
        { key: "newsletter", count: 1, won: 1 },
      ]);
      expect(report.byService.some((row) => row.key === "hiring")).toBe(false);
      expect(report.byStatus.completed).toBe(2);
      expect(report.applications).toBe(1);
      // Closed as staff would close an application, and still not a sale.
      expect((await fresh.inquiryRow(application))?.status).toBe("completed");
    } finally {
      await fresh.close();
    }
  });
});
