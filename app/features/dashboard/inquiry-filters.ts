/**
 * The filters of the inquiry board and list, read from and written to the page's address, so a
 * filtered view can be bookmarked, shared and reloaded. Anything not understood is ignored, never
 * an error. Pure: no React, no I/O.
 */
import { isLang, type Lang } from "~/domain/languages";
import { type LeadForm, leadFormNames } from "~/domain/lead-forms";
import { type InquiryStatus, inquiryStatuses } from "../../domain/inquiries";
import { parseCalendarDay } from "./calendar-day";

export const inquiryViews = ["board", "list"] as const;
export type InquiryView = (typeof inquiryViews)[number];

export interface InquiryFilters {
  view: InquiryView;
  /** The list's status; the board shows every status in its columns. */
  status: InquiryStatus | null;
  /** Posts kept as spam instead of real leads. */
  spam: boolean;
  form: LeadForm | null;
  /** A demo request's service slug. */
  service: string | null;
  /** "me", "none" (unassigned) or a staff member's id. */
  assignee: string | null;
  lang: Lang | null;
  /** Received on or after / on or before these days (YYYY-MM-DD, the agency's time zone). */
  from: string | null;
  to: string | null;
  /** Words in the name, e-mail or company. */
  q: string;
  /** Only inquiries whose follow-up is due today or overdue. */
  due: boolean;
  /** Only open inquiries whose follow-up day is before the viewer's today. */
  overdue: boolean;
  /** Only inquiries received this week: since Monday in the viewer's time zone. */
  week: boolean;
  /** Only inquiries whose lead answered by e-mail (app/features/replies). */
  replied: boolean;
}

export const QUERY_MAX = 100;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;

export function parseInquiryFilters(params: URLSearchParams): InquiryFilters {
  const assignee = params.get("assignee");
  const service = params.get("service");
  const lang = params.get("lang");
  return {
    view: oneOf(inquiryViews, params.get("view")) ?? "board",
    status: oneOf(inquiryStatuses, params.get("status")),
    spam: params.get("spam") === "1",
    form: oneOf(leadFormNames, params.get("form")),
    service: service && /^[a-z-]{1,40}$/.test(service) ? service : null,
    assignee: assignee && /^[\w-]{1,64}$/.test(assignee) ? assignee : null,
    lang: isLang(lang) ? lang : null,
    from: parseCalendarDay(params.get("from")),
    to: parseCalendarDay(params.get("to")),
    q: (params.get("q") ?? "").trim().slice(0, QUERY_MAX),
    due: params.get("due") === "1",
    overdue: params.get("overdue") === "1",
    week: params.get("week") === "1",
    replied: params.get("replied") === "1",
  };
}

export const dayFilters = ["from", "to"] as const;

/**
 * The day filters of the address that name no day of the calendar (30 February, year 0): the
 * list leaves them out and says so, the export refuses them.
 */
export function ignoredDays(
  params: URLSearchParams,
): { field: (typeof dayFilters)[number]; value: string }[] {
  return dayFilters.flatMap((field) => {
    const value = params.get(field);
    return value && !parseCalendarDay(value) ? [{ field, value }] : [];
  });
}

/** The address of a view: only what differs from the defaults. */
export function filtersToSearch(filters: Partial<InquiryFilters>): string {
  const params = new URLSearchParams();
  if (filters.view && filters.view !== "board") params.set("view", filters.view);
  if (filters.status) params.set("status", filters.status);
  if (filters.spam) params.set("spam", "1");
  if (filters.form) params.set("form", filters.form);
  if (filters.service) params.set("service", filters.service);
  if (filters.assignee) params.set("assignee", filters.assignee);
  if (filters.lang) params.set("lang", filters.lang);
  if (filters.from) params.set("from", filters.from);
  if (filters.to) params.set("to", filters.to);
  if (filters.q) params.set("q", filters.q);
  if (filters.due) params.set("due", "1");
  if (filters.overdue) params.set("overdue", "1");
  if (filters.week) params.set("week", "1");
  if (filters.replied) params.set("replied", "1");
  const search = params.toString();
  return search ? `?${search}` : "";
}

/** LIKE pattern of a search: its own % and _ taken literally. */
export function likePattern(query: string) {
  return `%${query.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** How a follow-up day stands against today: nothing set, overdue, due today, or later. */
export function followUpState(
  followUpOn: string | null,
  today: string,
): "none" | "overdue" | "today" | "later" {
  if (!followUpOn) return "none";
  if (followUpOn < today) return "overdue";
  return followUpOn === today ? "today" : "later";
}
