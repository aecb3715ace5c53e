import { describe, expect, it } from "vitest";
import { routeModulesFirst } from "./route-modules-first.server";

const manifest = {
  routes: {
    root: { module: "/assets/root-a.js" },
    "dashboard-layout-en": { module: "/assets/dashboard-b.js" },
    "dashboard-inquiries-en": { module: "/assets/dashboard.inquiries-c.js" },
  },
};
const matches = (...ids: string[]) => ids.map((id) => ({ route: { id } }));

describe("routeModulesFirst", () => {
  it("names the page's route modules, the page's own first, as module preloads", () => {
    expect(
      routeModulesFirst(manifest, matches("root", "dashboard-layout-en", "dashboard-inquiries-en")),
    ).toBe(
      "</assets/dashboard.inquiries-c.js>; rel=modulepreload, </assets/dashboard-b.js>; rel=modulepreload, </assets/root-a.js>; rel=modulepreload",
    );
  });

  it("leaves out a route the manifest does not know", () => {
    expect(routeModulesFirst(manifest, matches("root", "gone"))).toBe(
      "</assets/root-a.js>; rel=modulepreload",
    );
  });
});
