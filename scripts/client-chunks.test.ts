import { describe, expect, it } from "vitest";
import { type ChunkingContext, clientChunks } from "./client-chunks";

const app = "/site/app";
const react = "/site/node_modules/react/index.js";
const reactDom = "/site/node_modules/react-dom/client.js";
const scheduler = "/site/node_modules/scheduler/index.js";
const reactRouter = "/site/node_modules/react-router/dist/production/index.mjs";
const calculatorIcon = "/site/node_modules/lucide-react/dist/esm/icons/calculator.mjs";
const phoneLib = "/site/node_modules/libphonenumber-js/index.js";
const icons = "/site/node_modules/lucide-react/dist/esm/icons/x.mjs";
const schemaLib = "/site/node_modules/zod/index.js";
const quoteIcon = "/site/node_modules/lucide-react/dist/esm/icons/quote.mjs";

/** A small app: what each module imports statically. */
const graph: Record<string, string[]> = {
  [`${app}/root.tsx`]: [
    react,
    reactRouter,
    `${app}/content/site.ts`,
    `${app}/lib/numbers.ts`,
    `${app}/ui/island-rendering.tsx`,
  ],
  [reactRouter]: [react, reactDom],
  [reactDom]: [react, scheduler],
  [scheduler]: [],
  [`${app}/islands.client.tsx`]: [react, reactDom, `${app}/islands.ts`],
  [`${app}/islands.ts`]: [`${app}/features/roi/roi-calculator.tsx`],
  [`${app}/ui/island.tsx`]: [react, `${app}/islands.ts`, `${app}/ui/island-rendering.tsx`],
  [`${app}/ui/island-rendering.tsx`]: [react],
  [`${app}/features/roi/roi-calculator.tsx`]: [
    react,
    `${app}/lib/numbers.ts`,
    `${app}/content/prices.ts`,
    calculatorIcon,
  ],
  [`${app}/content/prices.ts`]: [],
  [`${app}/features/demos/demo.tsx`]: [react, `${app}/ui/toast.tsx`],
  [`${app}/features/booking/dialog.tsx`]: [
    react,
    `${app}/ui/toast.tsx`,
    `${app}/features/booking/request-form.tsx`,
    `${app}/features/booking/slots.tsx`,
  ],
  [`${app}/features/booking/request-form.tsx`]: [schemaLib],
  [`${app}/features/booking/slots.tsx`]: [react],
  [`${app}/lib/numbers.ts`]: [],
  [calculatorIcon]: [react],
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
  [`${app}/routes/home.tsx`]: [
    quoteIcon,
    `${app}/ui/section.tsx`,
    `${app}/lib/format.ts`,
    `${app}/ui/timeline.tsx`,
    `${app}/ui/island.tsx`,
  ],
  [`${app}/routes/contact.tsx`]: [
    `${app}/ui/island.tsx`,
    `${app}/content/prices.ts`,
    `${app}/ui/section.tsx`,
    `${app}/lib/format.ts`,
    `${app}/ui/form.tsx`,
    `${app}/ui/used-once.ts`,
    `${app}/features/leads/use-lead-form.ts`,
    `${app}/features/leads/sent-page.tsx`,
    `${app}/features/booking/request-form.tsx`,
    `${app}/features/booking/slots.tsx`,
  ],
  [`${app}/routes/team.tsx`]: [
    `${app}/ui/form.tsx`,
    `${app}/ui/timeline.tsx`,
    `${app}/ui/illustration.tsx`,
    `${app}/features/leads/use-lead-form.ts`,
    `${app}/features/leads/sent-page.tsx`,
    `${app}/features/booking/request-form.tsx`,
    `${app}/features/booking/slots.tsx`,
  ],
  [`${app}/routes/sent.tsx`]: [`${app}/features/leads/sent-page.tsx`],
  [`${app}/features/leads/use-lead-form.ts`]: [
    `${app}/ui/form.tsx`,
    `${app}/ui/section.tsx`,
    `${app}/features/booking/slots.tsx`,
  ],
  [`${app}/features/leads/sent-page.tsx`]: [`${app}/ui/section.tsx`],
  [`${app}/ui/section.tsx`]: [`${app}/ui/button.ts`],
  [`${app}/ui/timeline.tsx`]: [`${app}/lib/format.ts`, `${app}/lib/dates.ts`],
  [`${app}/lib/dates.ts`]: [`${app}/ui/toast.tsx`],
  [`${app}/ui/used-once.ts`]: [],
  [`${app}/lib/format.ts`]: [],
  [`${app}/ui/form.tsx`]: [],
  [quoteIcon]: [react],
  [`${app}/routes/showcase.tsx`]: [
    quoteIcon,
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
/** What a module imports at its point of use. */
const lazyGraph: Record<string, string[]> = {
  [`${app}/features/roi/roi-calculator.tsx`]: [
    `${app}/features/demos/demo.tsx`,
    `${app}/features/booking/dialog.tsx`,
  ],
};
const context: ChunkingContext = {
  getModuleInfo: (id) =>
    id in graph ? { importedIds: graph[id] ?? [], dynamicallyImportedIds: lazyGraph[id] ?? [] } : null,
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

/** The modules the islands entry loads statically, itself left out (what its first touch fetches). */
function islandsClosure(): Set<string> {
  const found = new Set<string>();
  const pending = [...(graph[`${app}/islands.client.tsx`] ?? [])];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (found.has(id)) continue;
    found.add(id);
    pending.push(...(graph[id] ?? []));
  }
  return found;
}

describe("clientChunks", () => {
  it("puts React, React DOM, the scheduler and the bundler's helpers in a group of their own", () => {
    for (const id of [react, reactDom, scheduler, "\0vite/preload-helper.js", "\0rolldown/runtime.js"])
      expect(groupOf(id)).toBe("react");
  });

  it("puts React Router, the root's imports and what the example sites share with the site in the runtime", () => {
    // button.ts is in the shell too, format.ts in two pages.
    expect(groupOf(reactRouter)).toBe("runtime");
    expect(groupOf(`${app}/root.tsx`)).toBe("runtime");
    expect(groupOf(`${app}/content/site.ts`)).toBe("runtime");
    expect(groupOf(`${app}/ui/button.ts`)).toBe("runtime");
    expect(groupOf(`${app}/lib/format.ts`)).toBe("runtime");
    // An icon the example sites share with one page: a file of its own was one more at the first
    // touch of both, for 0.2 KB.
    expect(groupOf(quoteIcon)).toBe("runtime");
  });

  it("puts what the islands entry imports statically with React, what it shares with the root too", () => {
    // One file with React: a page React Router hydrates fetches it anyway (the shell draws the
    // islands), and one file more is a round of HTTP/1.1's connections at a touch during the download.
    for (const id of [`${app}/islands.ts`, `${app}/features/roi/roi-calculator.tsx`, calculatorIcon])
      expect(groupOf(id)).toBe("react");
    // Shared with the rest of the app (the root, a page): every page fetches these, one of islands too.
    expect(groupOf(`${app}/lib/numbers.ts`)).toBe("react");
    expect(groupOf(`${app}/ui/island-rendering.tsx`)).toBe("react");
    expect(groupOf(`${app}/content/prices.ts`)).toBe("react");
    // What an island loads at its point of use and the shell imports too: in the shell's group,
    // loading it would bring the shell and React Router's runtime to a page of islands.
    expect(groupOf(`${app}/ui/toast.tsx`)).toBe("react");
    expect(groupOf(`${app}/features/demos/demo.tsx`)).toBeNull();
    // What an island loads at its point of use and only pages import besides (a dialog's form):
    // out of the pages' groups, which import React Router's runtime, and not with React, which
    // every page would fetch at its first touch; in a group of its own when two pages import it.
    expect(groupOf(`${app}/features/booking/dialog.tsx`)).toBeNull();
    expect(groupOf(`${app}/features/booking/request-form.tsx`)).toBeNull();
    expect(groupOf(`${app}/features/booking/slots.tsx`)).toBe("deferred");
    // The wrapper imports them all: in the pages' group it would bring them to every page.
    expect(groupOf(`${app}/ui/island.tsx`)).toBe("react");
    // The entry itself is the browser's entry, never grouped.
    expect(groupOf(`${app}/islands.client.tsx`)).toBeNull();
  });

  it("gives the islands entry's first touch React's group only: no React Router", () => {
    const closure = islandsClosure();
    expect(closure.has(reactRouter)).toBe(false);
    expect(new Set([...closure].map(groupOf))).toEqual(new Set(["react"]));
  });

  it("puts the rest of the site layout's imports in the runtime, small packages included", () => {
    // Every public page React Router hydrates fetches them with the runtime (the desk too): a file
    // of their own was one more at the first touch.
    expect(groupOf(`${app}/routes/site-layout.tsx`)).toBe("runtime");
    expect(groupOf(`${app}/layout/shell.tsx`)).toBe("runtime");
    expect(groupOf(icons)).toBe("runtime");
  });

  it("leaves other packages and the route modules' browser entries to the bundler", () => {
    expect(groupOf(phoneLib)).toBeNull();
    expect(groupOf(`${app}/routes/home.tsx?__react-router-build-client-route`)).toBeNull();
  });

  it("groups what two public pages share: with the desk as common, else with the runtime", () => {
    expect(groupOf(`${app}/ui/section.tsx`)).toBe("runtime");
    expect(groupOf(`${app}/ui/form.tsx`)).toBe("common");
  });

  it("keeps what only the pages with a form (or after one) share apart from the other pages'", () => {
    // The thank-you page marks them: contact, team and the sent page import it, home does not.
    expect(groupOf(`${app}/features/leads/use-lead-form.ts`)).toBe("forms");
    expect(groupOf(`${app}/features/leads/sent-page.tsx`)).toBe("forms");
    // Home shares section.tsx with the form pages: with the runtime, which the forms' imports.
    expect(groupOf(`${app}/ui/section.tsx`)).toBe("runtime");
    // use-lead-form.ts imports a module of the deferred group, which the form pages fetch anyway:
    // left to the bundler it was a file of its own at their first touch.
    expect(groupOf(`${app}/features/booking/slots.tsx`)).toBe("deferred");
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
