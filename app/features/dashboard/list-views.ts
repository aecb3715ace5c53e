/**
 * Views of the inquiry list (docs/decisions/0055-desk-list-pages-and-saved-views.md): a view is
 * nothing but the list's address, so it can be bookmarked and shared. The address written here
 * carries only the filters that filter, always in the same order; the built-in views and a
 * person's saved ones are such addresses. Pure: no React, no I/O.
 */
import type { UserRole } from "~/domain/roles";
import { filtersToSearch, type InquiryFilters, parseInquiryFilters } from "./inquiry-filters";

/** The address's parameters without those sent empty (a GET form sends every field, filled or not). */
export function withoutEmpty(params: URLSearchParams): URLSearchParams {
  return new URLSearchParams([...params].filter(([, value]) => value.trim() !== ""));
}

/** The query string a view keeps: its filters as the list reads them, the page left out. */
export function viewQuery(params: URLSearchParams): string {
  return filtersToSearch(parseInquiryFilters(params));
}

/** Views everyone of a role has without saving them: one click to the lists asked for most. */
export const builtInViews = [
  {
    key: "myOverdue",
    filters: { view: "list", assignee: "me", overdue: true },
    staffOnly: true,
  },
  { key: "newThisWeek", filters: { view: "list", week: true }, staffOnly: false },
] as const satisfies readonly {
  key: string;
  filters: Partial<InquiryFilters>;
  staffOnly: boolean;
}[];

export type BuiltInViewKey = (typeof builtInViews)[number]["key"];

export function builtInViewsFor(role: UserRole) {
  return builtInViews
    .filter((view) => !view.staffOnly || role === "staff")
    .map((view) => ({ key: view.key, query: filtersToSearch(view.filters) }));
}

/** The "Overdue" view everyone of the staff reaches in one click: every open overdue inquiry. */
export const overdueQuery = filtersToSearch({ view: "list", overdue: true });

/** The longest name of a saved view, and how many views a person keeps. */
export const VIEW_NAME_MAX = 60;
export const VIEWS_PER_PERSON = 30;

export const viewNameProblems = ["empty", "tooLong", "control"] as const;
export type ViewNameProblem = (typeof viewNameProblems)[number];

/** A view's name as typed: trimmed, within VIEW_NAME_MAX, without control characters (NUL, newlines…). */
export function parseViewName(value: unknown): { name: string } | { problem: ViewNameProblem } {
  const name = typeof value === "string" ? value.trim() : "";
  if (!name) return { problem: "empty" };
  if ([...name].length > VIEW_NAME_MAX) return { problem: "tooLong" };
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds.
  if (/[\u0000-\u001f\u007f-\u009f]/.test(name)) return { problem: "control" };
  return { name };
}

/** The Monday (YYYY-MM-DD) of the week of a calendar day: the desk's weeks start on Monday. */
export function weekStart(day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  const sinceMonday = (date.getUTCDay() + 6) % 7;
  date.setUTCDate(date.getUTCDate() - sinceMonday);
  return date.toISOString().slice(0, 10);
}
