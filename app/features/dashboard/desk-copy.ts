/**
 * Which parts of the desk's dictionary (`dashboard` in app/i18n/messages/{lang}/account.ts) each
 * desk page draws: the one registry the layout's loader picks a page's strings by
 * (docs/decisions/0070-board-before-its-drag-code.md). The whole dictionary, 26 KB in English
 * with the e-mails' copy, went inline into every desk page; the board needs half of it.
 * `desk-copy.test.ts` reads each page's modules and fails when one uses a part its entry lacks.
 */
import type { DashboardMessages } from "~/i18n/messages/types";
import { type DeskSectionKey, deskSections } from "./desk-sections";

type Part = keyof DashboardMessages;

/** The desk's pages: its sections and the pages of one inquiry and one template. */
export type DeskPage = DeskSectionKey | "inquiry" | "template";

/** What the layout draws on every page (the side menu, the title), then each page's own. */
export const layoutCopy = [
  "title",
  "menuLabel",
  "toSite",
  "signedInAs",
  "roles",
  "tabs",
  "desk",
] as const satisfies Part[];

export const pageCopy = {
  overview: ["desk", "overview", "saveError", "statuses"],
  inquiries: ["desk", "pager", "saveError", "statuses"],
  inquiry: [
    "actionKinds",
    "applications",
    "back",
    "desk",
    "runs",
    "saveError",
    "statuses",
    "stepTypes",
    "tabs",
  ],
  applications: ["applications", "desk", "pager", "saveError", "statuses"],
  templates: [
    "actionKinds",
    "categories",
    "desk",
    "editor",
    "pager",
    "runs",
    "saveError",
    "statuses",
    "stepTypes",
    "templates",
  ],
  template: ["actionKinds", "categories", "desk", "editor", "statuses", "stepTypes", "templates"],
  runs: ["actionKinds", "desk", "pager", "runs", "saveError", "statuses", "stepTypes"],
  analytics: ["analytics", "desk", "statuses"],
  settings: ["desk", "saveError", "settings", "statuses"],
} as const satisfies Record<DeskPage, Part[]>;

/** The page an address under /dashboard shows (`section`: what follows /dashboard). */
export function deskPageOf(section: string): DeskPage {
  const [head = "", item] = section.split("/");
  if (head === "inquiries" && item && item !== "views") return "inquiry";
  if (head === "templates" && item) return "template";
  return deskSections.find((found) => found.path === head)?.key ?? "overview";
}

/**
 * The layout's and the page's parts of the dictionary. Typed as the whole: a component reads only
 * what its page's entry names, and the test above holds the entries to the code.
 */
export function deskCopy(dictionary: DashboardMessages, page: DeskPage): DashboardMessages {
  const parts = new Set<Part>([...layoutCopy, ...pageCopy[page]]);
  return Object.fromEntries(
    Object.entries(dictionary).filter(([part]) => parts.has(part as Part)),
  ) as DashboardMessages;
}
