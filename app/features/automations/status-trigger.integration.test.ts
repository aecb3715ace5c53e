import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { automationRuns } from "~/platform/db/schema.server";
import { action as inquiryAction } from "~/routes/dashboard.inquiry";
import { seedAutomation } from "../../../tests/support/automations";
import { openTestDesk, runRoute, type TestDesk } from "../../../tests/support/dashboard";
import { testDatabases } from "../../../tests/support/databases";

describe.each(testDatabases)(
  "an automation started by a status change on $name",
  { timeout: 120_000 },
  (testDatabase) => {
    let desk: TestDesk;
    beforeAll(async () => {
      desk = await openTestDesk(testDatabase);
    });
    afterAll(() => desk.close());

    it("starts one run per change to its status, none for another status", async () => {
      const { automationId } = await seedAutomation(desk.database.db, {
        steps: [{ id: "note", settings: { type: "input", fields: ["name"] } }],
        trigger: { kind: "status_changed", to: "completed" },
      });
      const id = await desk.addInquiry();
      const change = (status: string) =>
        runRoute(inquiryAction, desk.services, `/dashboard/inquiries/${id}`, {
          actor: desk.staff,
          form: { intent: "status", status },
          params: { id },
        });
      const runs = () =>
        desk.database.db.select().from(automationRuns).where(eq(automationRuns.automationId, automationId));
      await change("in_progress");
      expect(await runs()).toEqual([]);
      await change("completed");
      await change("completed");
      expect((await runs()).map((run) => run.inquiryId)).toEqual([id]);
      await change("in_progress");
      await change("completed");
      expect(await runs()).toHaveLength(2);
    });
  },
);
