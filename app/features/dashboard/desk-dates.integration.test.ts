/**
 * Every date the desk takes from an address or a form, impossible ones included: a day that is
 * not in the calendar never reaches the database (which would refuse it with a 500).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loader as analyticsLoader } from "~/routes/dashboard.analytics";
import { loader as inquiriesLoader } from "~/routes/dashboard.inquiries";
import { loader as csvLoader } from "~/routes/dashboard.inquiries-csv";
import { action as inquiryAction } from "~/routes/dashboard.inquiry";
import { openTestDesk, runRoute, type TestDesk } from "../../../tests/support/dashboard";
import { testDatabases } from "../../../tests/support/databases";
import type { InquiryCard } from "./inquiry-cards.server";

describe.each(testDatabases)("dates on the desk on $name", { timeout: 60_000 }, (testDatabase) => {
  let desk: TestDesk;
  let inquiry: string;

  beforeAll(async () => {
    desk = await openTestDesk(testDatabase);
    inquiry = await desk.addInquiry({ leadName: "Dated lead" });
  }, 120_000);
  afterAll(() => desk.close());

  const list = (search: string) =>
    runRoute<{ inquiries: InquiryCard[]; ignoredDays: { field: string; value: string }[] }>(
      inquiriesLoader,
      desk.services,
      `/dashboard/inquiries${search}`,
      { actor: desk.staff },
    );

  it("lists the inquiries without a filter whose day does not exist, and says which it left out", async () => {
    for (const search of ["?from=2026-02-30", "?view=list&to=2026-02-29", "?from=0000-01-01&to=2026-13-01"]) {
      const answer = await list(search);
      expect(answer.status, search).toBe(200);
      expect(answer.data.inquiries.map((card) => card.id)).toEqual([inquiry]);
    }
    expect((await list("?from=2026-02-30&to=2026-12-31")).data.ignoredDays).toEqual([
      { field: "from", value: "2026-02-30" },
    ]);
    expect((await list("?from=0000-01-01&to=2026-13-01")).data.ignoredDays).toEqual([
      { field: "from", value: "0000-01-01" },
      { field: "to", value: "2026-13-01" },
    ]);
    // A real day still filters, and an empty field is no filter at all: the address drops it.
    expect((await list("?from=2000-01-01&to=2000-12-31")).data.inquiries).toEqual([]);
    expect((await list("?from=&to=")).location).toBe("/dashboard/inquiries");
  });

  it("refuses a spreadsheet of an impossible day (400) instead of exporting more than was asked", async () => {
    for (const search of ["?from=2026-02-30", "?to=0000-01-01", "?from=2026-1-1"]) {
      const answer = await runRoute(csvLoader, desk.services, `/dashboard/inquiries.csv${search}`, {
        actor: desk.staff,
      });
      expect(answer.status, search).toBe(400);
    }
    const fine = await runRoute<string>(
      csvLoader,
      desk.services,
      "/dashboard/inquiries.csv?from=2024-02-29",
      {
        actor: desk.staff,
      },
    );
    expect(fine.status).toBe(200);
    expect(fine.data).toContain(inquiry);
  });

  it("shows analytics' period form with a message for a day that does not exist", async () => {
    for (const search of [
      "?from=0000-01-01&to=0000-01-31",
      "?from=0000-01-01&to=2026-01-01",
      "?from=2026-02-30&to=2026-03-10",
      "?from=2026-01-01&to=9999-12-31",
    ]) {
      const answer = await runRoute<{ report: unknown; problem: string | null }>(
        analyticsLoader,
        desk.services,
        `/dashboard/analytics${search}`,
        { actor: desk.staff },
      );
      expect(answer.status, search).toBe(200);
      expect(answer.data, search).toMatchObject({ report: null, problem: "day" });
    }
    const backwards = await runRoute<{ report: unknown; problem: string | null }>(
      analyticsLoader,
      desk.services,
      "/dashboard/analytics?from=2026-05-01&to=2026-01-01",
      { actor: desk.staff },
    );
    expect(backwards.data).toMatchObject({ report: null, problem: "period" });
  });

  it("answers 400 to a follow-up on a day that does not exist, and keeps the one set", async () => {
    const followUp = (day: string) =>
      runRoute<{ ok: boolean; error?: string }>(
        inquiryAction,
        desk.services,
        `/dashboard/inquiries/${inquiry}`,
        {
          actor: desk.staff,
          form: { intent: "followUp", followUpOn: day },
          params: { id: inquiry },
        },
      );
    expect((await followUp("2028-02-29")).data.ok).toBe(true);
    for (const day of ["2026-02-30", "0000-01-01", "2026-04-31", "10000-01-01", "2026-02-3"]) {
      const answer = await followUp(day);
      expect(answer.status, day).toBe(400);
      expect(answer.data, day).toMatchObject({ ok: false, error: "invalid" });
    }
    expect((await desk.inquiryRow(inquiry))?.followUpOn).toBe("2028-02-29");
  });
});
