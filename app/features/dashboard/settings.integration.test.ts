/**
 * The settings route's answers: each names the intent it answers and carries what its panel
 * shows, so the page renders after any of them, whether a fetcher or a plain form sent it.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "~/platform/db/schema.server";
import { action as settingsAction, loader as settingsLoader } from "~/routes/dashboard.settings";
import { type Actor, anonymous } from "../../../tests/support/auth";
import { openTestDesk, runRoute, type TestDesk } from "../../../tests/support/dashboard";
import { testDatabases } from "../../../tests/support/databases";

describe.each(testDatabases)("the settings' answers on $name", { timeout: 60_000 }, (testDatabase) => {
  let desk: TestDesk;

  beforeAll(async () => {
    desk = await openTestDesk(testDatabase);
  }, 120_000);
  afterAll(() => desk.close());

  const post = (actor: Actor, form: Record<string, string>) =>
    runRoute<Record<string, unknown>>(settingsAction, desk.services, "/eng/dashboard/settings", {
      actor,
      form,
    });

  it("answers the profile with its intent, the saved language or the field at fault", async () => {
    expect((await post(desk.alice, { intent: "profile", name: "Alice Aalto", lang: "cs" })).data).toEqual({
      ok: true,
      intent: "profile",
      lang: "cs",
    });
    expect((await post(desk.alice, { intent: "profile", name: "A", lang: "cs" })).data).toMatchObject({
      ok: false,
      intent: "profile",
      field: "name",
      message: expect.any(String),
    });
  });

  it("stores the viewer's time zone from the list and refuses one it does not know", async () => {
    const zoneOf = async () =>
      (await desk.database.db.select().from(users).where(eq(users.id, desk.aliceId)))[0]?.timeZone;
    expect(await zoneOf()).toBeNull();
    const profile = { intent: "profile", name: "Alice Aalto", lang: "en" };
    expect((await post(desk.alice, { ...profile, timeZone: "America/New_York" })).data).toEqual({
      ok: true,
      intent: "profile",
      lang: "en",
    });
    expect(await zoneOf()).toBe("America/New_York");
    for (const timeZone of ["Prague", "", "Europe/Nowhere"]) {
      expect((await post(desk.alice, { ...profile, timeZone })).data).toEqual({
        ok: false,
        intent: "profile",
        field: "timeZone",
        message: "Choose a time zone from the list.",
      });
    }
    expect(await zoneOf()).toBe("America/New_York");
    // Without the field (a page from before it), the stored zone stays.
    await post(desk.alice, profile);
    expect(await zoneOf()).toBe("America/New_York");
  });

  it("offers the time zones named in the page's language", async () => {
    const zones = async (path: string) =>
      (
        await runRoute<{ timeZones: { value: string; label: string }[] }>(
          settingsLoader,
          desk.services,
          path,
          {
            actor: desk.alice,
          },
        )
      ).data.timeZones;
    const prague = (list: { value: string; label: string }[]) =>
      list.find((zone) => zone.value === "Europe/Prague")?.label;
    expect(prague(await zones("/cs/dashboard/settings"))).toMatch(
      /^\(GMT\+[12]\) Europe\/Prague · středoevropský čas$/,
    );
    expect(prague(await zones("/pl/dashboard/settings"))).toMatch(
      /^\(GMT\+[12]\) Europe\/Prague · czas środkowoeuropejski$/,
    );
    expect(prague(await zones("/eng/dashboard/settings"))).toMatch(
      /^\(GMT\+[12]\) Europe\/Prague · Central European Time$/,
    );
  });

  it("answers staff's rotation with its intent and the switch as saved, and refuses it to a customer", async () => {
    for (const on of [true, false]) {
      const answer = await post(desk.staff, { intent: "rotation", ...(on ? { takesNewLeads: "on" } : {}) });
      expect(answer.data).toEqual({ ok: true, intent: "rotation", takesNewLeads: on });
      const [row] = await desk.database.db.select().from(users).where(eq(users.id, desk.staffId));
      expect(row?.takesNewLeads).toBe(on);
    }
    expect((await post(desk.alice, { intent: "rotation", takesNewLeads: "on" })).status).toBe(400);
  });

  it("switches staff's morning digest off and on, and refuses it to a customer", async () => {
    for (const on of [false, true]) {
      const answer = await post(desk.staff, { intent: "digest", ...(on ? { morningDigest: "on" } : {}) });
      expect(answer.data).toEqual({ ok: true, intent: "digest", morningDigest: on });
      const [row] = await desk.database.db.select().from(users).where(eq(users.id, desk.staffId));
      expect(row?.morningDigest).toBe(on);
    }
    expect((await post(desk.alice, { intent: "digest" })).status).toBe(400);
  });

  it("answers a privacy request with its intent, and refuses it to anyone but staff", async () => {
    expect(
      (await post(desk.staff, { intent: "anonymise", email: "nobody@example.com", confirm: "x@example.com" }))
        .data,
    ).toEqual({ ok: false, intent: "anonymise", error: "mismatch" });
    expect((await post(desk.staff, { intent: "erase", email: "not an address", confirm: "x" })).data).toEqual(
      {
        ok: false,
        intent: "erase",
        error: "invalid",
      },
    );
    const done = await post(desk.staff, {
      intent: "erase",
      email: "nobody@example.com",
      confirm: "Nobody@Example.com",
    });
    expect(done.data).toMatchObject({ ok: true, intent: "erase", done: { inquiries: 0 } });
    expect(
      (await post(desk.bob, { intent: "erase", email: "x@example.com", confirm: "x@example.com" })).status,
    ).toBe(403);
    expect((await post(anonymous, { intent: "profile", name: "Nobody" })).status).toBe(302);
  });

  it("refuses an intent it does not know (400)", async () => {
    for (const intent of ["", "bogus", "Profile"]) {
      expect((await post(desk.staff, { intent })).status, intent).toBe(400);
    }
  });
});
