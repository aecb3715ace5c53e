/**
 * The board at volume (docs/decisions/0037-desk-at-ten-thousand.md): every column counts all its
 * inquiries under the filters, shows its newest COLUMN_SIZE, and "show more" (`more=status:n`)
 * reaches the rest in order; a nonsense count is clamped, never an error
 * (docs/decisions/0060-desk-board-at-speed.md: every column read in one query).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inquiries } from "~/platform/db/schema.server";
import { loader as inquiriesLoader } from "~/routes/dashboard.inquiries";
import { openTestDesk, runRoute, type TestDesk } from "../../../tests/support/dashboard";
import { testDatabases } from "../../../tests/support/databases";
import type { InquiryCard } from "./inquiry-cards.server";
import { COLUMN_MAX, COLUMN_SIZE } from "./paging";

interface BoardData {
  inquiries: InquiryCard[];
  columns: { status: string; total: number; shown: number }[] | null;
}

const PENDING = COLUMN_SIZE + 7;

describe.each(testDatabases)("the board at volume on $name", { timeout: 60_000 }, (testDatabase) => {
  let desk: TestDesk;

  beforeAll(async () => {
    desk = await openTestDesk(testDatabase);
    const row = (n: number, status: "pending" | "completed", lang: string) => ({
      title: `Lead ${n}`,
      serviceType: "contact",
      sourceForm: "contact" as const,
      leadEmail: `volume-${n}@example.com`,
      leadName: `Volume ${n}`,
      lang,
      status,
      createdAt: new Date(Date.UTC(2026, 0, 1) + n * 60_000),
    });
    await desk.database.db
      .insert(inquiries)
      .values([
        ...Array.from({ length: PENDING }, (_, n) => row(n, "pending", n % 2 ? "cs" : "en")),
        ...Array.from({ length: 3 }, (_, n) => row(100 + n, "completed", "pl")),
      ]);
  }, 120_000);
  afterAll(() => desk.close());

  const board = (search = "") =>
    runRoute<BoardData>(inquiriesLoader, desk.services, `/dashboard/inquiries${search}`, {
      actor: desk.staff,
    });
  const column = (data: BoardData, status: string) => data.columns?.find((found) => found.status === status);

  it("counts every inquiry of a column and shows the newest of them", async () => {
    const answer = await board();
    expect(answer.status).toBe(200);
    expect(column(answer.data, "pending")).toEqual({ status: "pending", total: PENDING, shown: COLUMN_SIZE });
    expect(column(answer.data, "completed")).toEqual({ status: "completed", total: 3, shown: 3 });
    expect(column(answer.data, "cancelled")).toEqual({ status: "cancelled", total: 0, shown: 0 });
    const pending = answer.data.inquiries.filter((card) => card.status === "pending");
    expect(pending[0]?.name).toBe(`Volume ${PENDING - 1}`);
  });

  it("counts under the filters", async () => {
    const answer = await board("?lang=cs");
    expect(column(answer.data, "pending")?.total).toBe(Math.floor(PENDING / 2));
    expect(column(answer.data, "completed")?.total).toBe(0);
  });

  it("shows more of one column when asked, and clamps nonsense instead of failing", async () => {
    const more = await board(`?more=pending:${COLUMN_SIZE * 2}`);
    expect(column(more.data, "pending")?.shown).toBe(PENDING);
    for (const value of ["pending:0", "pending:-5", `pending:${COLUMN_MAX * 100}`, "nonsense:9", "x"]) {
      const answer = await board(`?more=${encodeURIComponent(value)}`);
      expect(answer.status, value).toBe(200);
      expect(column(answer.data, "completed")?.shown, value).toBe(3);
    }
  });

  it("shows the next cards of one column in order, the other columns and every count as they were", async () => {
    const first = await board();
    const more = await board(`?more=pending:${COLUMN_SIZE * 2}`);
    const names = (data: BoardData, status: string) =>
      data.inquiries.filter((card) => card.status === status).map((card) => card.name);
    // Newest first, each once, the first page's cards first: the next ones follow on.
    const everyPending = Array.from({ length: PENDING }, (_, n) => `Volume ${PENDING - 1 - n}`);
    expect(names(more.data, "pending")).toEqual(everyPending);
    expect(names(first.data, "pending")).toEqual(everyPending.slice(0, COLUMN_SIZE));
    expect(names(more.data, "completed")).toEqual(["Volume 102", "Volume 101", "Volume 100"]);
    expect(more.data.columns?.map((found) => found.total)).toEqual(
      first.data.columns?.map((found) => found.total),
    );
  });

  it("leaves the list as it was: no columns", async () => {
    const answer = await board("?view=list");
    expect(answer.data.columns).toBeNull();
    expect(answer.data.inquiries).toHaveLength(PENDING + 3);
  });
});
