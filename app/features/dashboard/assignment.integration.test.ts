/**
 * Assignment tells the assignee: when a staff member gives an inquiry to another, that one gets
 * an e-mail in his own language with the lead and the way to the inquiry; assigning to oneself,
 * again to the same person or to nobody sends nothing.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailQueue, users } from "~/platform/db/schema.server";
import { action as inquiryAction } from "~/routes/dashboard.inquiry";
import { openTestDesk, runRoute, type TestDesk } from "../../../tests/support/dashboard";
import { testDatabases } from "../../../tests/support/databases";

describe.each(testDatabases)("assigning an inquiry on $name", { timeout: 120_000 }, (testDatabase) => {
  let desk: TestDesk;
  let bobId = "";

  beforeAll(async () => {
    desk = await openTestDesk(testDatabase);
    // Bob joins the staff, reading the desk in Polish.
    const [bob] = await desk.database.db
      .update(users)
      .set({ role: "staff", lang: "pl" })
      .where(eq(users.email, desk.bob.email))
      .returning({ id: users.id });
    bobId = bob?.id ?? "";
  }, 120_000);
  afterAll(() => desk.close());

  const assign = (id: string, assignee: string) =>
    runRoute<{ ok: boolean }>(inquiryAction, desk.services, `/dashboard/inquiries/${id}`, {
      actor: desk.staff,
      form: { intent: "assign", assignee },
      params: { id },
    });
  /** E-mails to the address about assignments (its account's own e-mails left out). */
  const mailTo = async (address: string) =>
    (await desk.database.db.select().from(mailQueue).where(eq(mailQueue.to, address))).filter(
      (mail) => mail.inquiryIds.length > 0,
    );

  it("e-mails the colleague an inquiry is given to, in his language, with the way to it", async () => {
    const id = await desk.addInquiry({ leadEmail: "lead-a@example.com", leadName: "Marta Nováková" });
    expect((await assign(id, bobId)).data).toMatchObject({ ok: true });
    const [mail, ...more] = await mailTo(desk.bob.email);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe("Przypisano do ciebie: Marta Nováková");
    expect(mail?.text).toContain("Carol");
    expect(mail?.text).toContain(`/pl/dashboard/inquiries/${id}`);
    // The same assignment again sends nothing more.
    await assign(id, bobId);
    expect(await mailTo(desk.bob.email)).toHaveLength(1);
  });

  it("sends nothing to whoever assigns an inquiry to himself, nor when it is unassigned", async () => {
    const id = await desk.addInquiry({ leadEmail: "lead-b@example.com" });
    await assign(id, desk.staffId);
    expect(await mailTo(desk.staff.email)).toEqual([]);
    await assign(id, "");
    expect(await mailTo(desk.staff.email)).toEqual([]);
  });
});
