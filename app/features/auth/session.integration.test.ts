/**
 * One session read per page (docs/decisions/0090-the-board-s-reads-and-its-hydration.md): the
 * desk's layout and its page both ask who is signed in, each with its own copy of the request, as
 * React Router hands every loader one.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { loader as layoutLoader } from "~/routes/dashboard";
import { loader as inquiriesLoader } from "~/routes/dashboard.inquiries";
import { openTestDesk, type TestDesk } from "../../../tests/support/dashboard";
import { testDatabases } from "../../../tests/support/databases";
import { testContext } from "../../../tests/support/services";
import { getAuth } from "./auth.server";

describe.each(testDatabases)("the viewer of a page on $name", { timeout: 60_000 }, (testDatabase) => {
  let desk: TestDesk;

  beforeAll(async () => {
    desk = await openTestDesk(testDatabase);
  }, 60_000);
  afterAll(() => desk.close());
  afterEach(() => vi.restoreAllMocks());

  it("is read once for the layout's and the page's loaders, each given a copy of the request", async () => {
    const sent = new Request(`${desk.services.config.PUBLIC_URL}/dashboard/inquiries`, {
      headers: { Cookie: desk.staff.cookie },
    });
    // React Router's copy for each loader (its stripIndexParam and stripRoutesParam).
    const copy = () => new Request(sent.url, { headers: sent.headers, signal: sent.signal });
    const reads = vi.spyOn(getAuth(desk.services).api, "getSession");
    const context = testContext(desk.services);
    const [layout] = await Promise.all([
      layoutLoader({ request: copy(), context, params: {} } as never),
      inquiriesLoader({ request: copy(), context, params: {} } as never),
    ]);
    expect(layout.data.viewer.email).toBe(desk.staff.email);
    expect(reads).toHaveBeenCalledTimes(1);
  });

  it("is read afresh for the next page", async () => {
    const reads = vi.spyOn(getAuth(desk.services).api, "getSession");
    const page = () =>
      layoutLoader({
        request: new Request(`${desk.services.config.PUBLIC_URL}/dashboard`, {
          headers: { Cookie: desk.staff.cookie },
        }),
        context: testContext(desk.services),
        params: {},
      } as never);
    await page();
    await page();
    expect(reads).toHaveBeenCalledTimes(2);
  });
});
