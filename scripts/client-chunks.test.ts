import { describe, expect, it } from "vitest";
import { type ChunkingContext, clientChunks } from "./client-chunks";

const app = "/site/app";
const react = "/site/node_modules/react/index.js";
const phoneLib = "/site/node_modules/libphonenumber-js/index.js";
const icons = "/site/node_modules/lucide-react/dist/esm/icons/x.mjs";
const schemaLib = "/site/node_modules/zod/index.js";

/** A small app: what each module imports statically. */
const graph: Record<string, string[]> = {
  [`${app}/root.tsx`]: [react, `${app}/content/site.ts`],
  [`${app}/content/site.ts`]: [],
  [`${app}/routes/site-layout.tsx`]: [react, `${app}/layout/shell.tsx`],
  [`${app}/layout/shell.tsx`]: [
    `${app}/ui/button.ts`,
    `${app}/domain/company.ts`,
    `${app}/ui/toast.tsx`,
    icons,
  ],
  [`${app}/ui/toast.tsx`]: [],
  [`${app}/ui/button.ts`]: [],
  [`${app}/domain/company.ts`]: [phoneLib],
  [phoneLib]: [],
  [icons]: [react],
  [`${app}/routes/home.tsx`]: [`${app}/ui/section.tsx`, `${app}/lib/format.ts`, `${app}/ui/timeline.tsx`],
  [`${app}/routes/contact.tsx`]: [
    `${app}/ui/section.tsx`,
    `${app}/lib/format.ts`,
    `${app}/ui/form.tsx`,
    `${app}/ui/used-once.ts`,
    `${app}/features/leads/use-lead-form.ts`,
    `${app}/features/leads/sent-page.tsx`,
  ],
  [`${app}/routes/team.tsx`]: [
    `${app}/ui/form.tsx`,
    `${app}/ui/timeline.tsx`,
    `${app}/ui/illustration.tsx`,
    `${app}/features/leads/use-lead-form.ts`,
    `${app}/features/leads/sent-page.tsx`,
  ],
  [`${app}/routes/sent.tsx`]: [`${app}/features/leads/sent-page.tsx`],
  [`${app}/features/leads/use-lead-form.ts`]: [`${app}/ui/form.tsx`, `${app}/ui/section.tsx`],
  [`${app}/features/leads/sent-page.tsx`]: [`${app}/ui/section.tsx`],
  [`${app}/ui/section.tsx`]: [`${app}/ui/button.ts`],
  [`${app}/ui/timeline.tsx`]: [`${app}/lib/format.ts`, `${app}/lib/dates.ts`],
  [`${app}/lib/dates.ts`]: [`${app}/ui/toast.tsx`],
  [`${app}/ui/used-once.ts`]: [],
  [`${app}/lib/format.ts`]: [],
  [`${app}/ui/form.tsx`]: [],
  [`${app}/routes/showcase.tsx`]: [
    `${app}/ui/button.ts`,
    `${app}/lib/format.ts`,
    `${app}/ui/illustration.tsx`,
  ],
  [`${app}/ui/illustration.tsx`]: [],
  [`${app}/routes/dashboard.tsx`]: [`${app}/layout/shell.tsx`, `${app}/ui/form.tsx`, `${app}/lib/dates.ts`],
  [`${app}/routes/api.leads.ts`]: [`${app}/ui/used-once.ts`],
  [`${app}/routes/dashboard.inquiries.tsx`]: [
    `${app}/desk/panel.tsx`,
    `${app}/desk/board.tsx`,
    `${app}/ui/form.tsx`,
  ],
  [`${app}/routes/dashboard.inquiry.tsx`]: [
    `${app}/desk/panel.tsx`,
    `${app}/desk/toasts.tsx`,
    `${app}/desk/automation-switch.tsx`,
  ],
  [`${app}/routes/dashboard.settings.tsx`]: [`${app}/desk/toasts.tsx`, `${app}/desk/automation-switch.tsx`],
  [`${app}/desk/automation-switch.tsx`]: [`${app}/desk/panel.tsx`, `${app}/desk/automation-settings.ts`],
  [`${app}/desk/automation-settings.ts`]: [schemaLib],
  [schemaLib]: [],
  [`${app}/desk/panel.tsx`]: [react, `${app}/ui/form.tsx`],
  [`${app}/desk/board.tsx`]: [],
  [`${app}/desk/toasts.tsx`]: [`${app}/ui/toast.tsx`],
};
const context: ChunkingContext = {
  getModuleInfo: (id) => (id in graph ? { importedIds: graph[id] ?? [] } : null),
};
const routeFiles = [
  "site-layout.tsx",
  "home.tsx",
  "contact.tsx",
  "team.tsx",
  "sent.tsx",
  "showcase.tsx",
  "dashboard.tsx",
  "dashboard.inquiries.tsx",
  "dashboard.inquiry.tsx",
  "dashboard.settings.tsx",
  "api.leads.ts",
];

/** The group each module lands in (`null`: left to the bundler). */
function groupOf(id: string): string | null {
  const { groups } = clientChunks(app, routeFiles);
  for (const group of groups) {
    const name = group.name(id, context);
    if (name) return name;
  }
  return null;
}

describe("clientChunks", () => {
  it("puts React, the root's imports and what the example sites share with the site in the runtime", () => {
    // button.ts is in the shell too, format.ts in two pages.
    expect(groupOf(react)).toBe("runtime");
    expect(groupOf(`${app}/root.tsx`)).toBe("runtime");
    expect(groupOf(`${app}/content/site.ts`)).toBe("runtime");
    expect(groupOf(`${app}/ui/button.ts`)).toBe("runtime");
    expect(groupOf(`${app}/lib/format.ts`)).toBe("runtime");
    expect(groupOf("\0vite/preload-helper.js")).toBe("runtime");
  });

  it("puts the rest of the site layout's imports in the shell, small packages included", () => {
    expect(groupOf(`${app}/routes/site-layout.tsx`)).toBe("shell");
    expect(groupOf(`${app}/layout/shell.tsx`)).toBe("shell");
    expect(groupOf(icons)).toBe("shell");
  });

  it("leaves other packages and the route modules' browser entries to the bundler", () => {
    expect(groupOf(phoneLib)).toBeNull();
    expect(groupOf(`${app}/routes/home.tsx?__react-router-build-client-route`)).toBeNull();
  });

  it("groups what two public pages share: with the desk as common, else as pages", () => {
    expect(groupOf(`${app}/ui/section.tsx`)).toBe("pages");
    expect(groupOf(`${app}/ui/form.tsx`)).toBe("common");
  });

  it("keeps what only the pages with a form (or after one) share apart from the other pages'", () => {
    // The thank-you page marks them: contact, team and the sent page import it, home does not.
    expect(groupOf(`${app}/features/leads/use-lead-form.ts`)).toBe("forms");
    expect(groupOf(`${app}/features/leads/sent-page.tsx`)).toBe("forms");
    // Home shares section.tsx with the form pages: in the pages' group, which the forms' imports.
    expect(groupOf(`${app}/ui/section.tsx`)).toBe("pages");
  });

  it("leaves a module one page imports, and a shared one whose imports no group would take", () => {
    expect(groupOf(`${app}/ui/used-once.ts`)).toBeNull();
    // One page's and the example sites': the other pages would fetch it in the runtime.
    expect(groupOf(`${app}/ui/illustration.tsx`)).toBeNull();
    // Shared with the desk, but it imports the shell's toast: the desk would fetch the shell.
    expect(groupOf(`${app}/lib/dates.ts`)).toBeNull();
    // Shared by two pages, but it imports dates.ts, which the pages' group would take in.
    expect(groupOf(`${app}/ui/timeline.tsx`)).toBeNull();
  });

  it("groups what two of the desk's pages share and no public page imports as desk", () => {
    expect(groupOf(`${app}/desk/panel.tsx`)).toBe("desk");
    // One desk page's own.
    expect(groupOf(`${app}/desk/board.tsx`)).toBeNull();
    // Shared by two desk pages, but it imports the shell's toast.
    expect(groupOf(`${app}/desk/toasts.tsx`)).toBeNull();
  });

  it("leaves out of the desk's group what brings a package of its own, and what imports that", () => {
    // Grouped, the schema package would come with every desk page, the board included, which
    // never imports it.
    expect(groupOf(`${app}/desk/automation-settings.ts`)).toBeNull();
    expect(groupOf(`${app}/desk/automation-switch.tsx`)).toBeNull();
    expect(groupOf(schemaLib)).toBeNull();
    expect(groupOf(`${app}/desk/panel.tsx`)).toBe("desk");
  });

  it("ignores the resource routes, which have no code in the browser", () => {
    // api.leads.ts imports used-once.ts; counted, it would be shared by two "pages".
    expect(groupOf(`${app}/ui/used-once.ts`)).toBeNull();
  });
});
