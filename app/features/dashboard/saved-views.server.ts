/**
 * A person's saved views of the inquiry list (docs/decisions/0055-desk-list-pages-and-saved-views.md):
 * anyone signed in keeps his own, at most VIEWS_PER_PERSON, and reads, renames and deletes only
 * his own; another person's view does not exist for him (404). What is saved is the list's
 * address as viewQuery writes it, so opening a view is following a link. He orders them himself
 * (up and down, docs/decisions/0061-desk-at-agency-scale.md): the side menu and the list show them so.
 */
import { and, asc, count, eq, max } from "drizzle-orm";
import { data } from "react-router";
import { readCookie } from "~/lib/request-input.server";
import { canonicalUuid } from "~/lib/uuid";
import type { Config } from "~/platform/config.server";
import type { Database } from "~/platform/db/client.server";
import { savedViews, users } from "~/platform/db/schema.server";
import type { Viewer } from "../auth/viewer";
import { parseViewName, VIEW_NAME_MAX, VIEWS_PER_PERSON, viewNameProblems, viewQuery } from "./list-views";

export interface SavedView {
  id: string;
  name: string;
  /** The list's query string ("?view=list&overdue=1"), or "" for the plain board. */
  query: string;
}

export const viewIntents = ["saveView", "renameView", "deleteView", "moveView"] as const;
export type ViewIntent = (typeof viewIntents)[number];

export const viewProblems = [...viewNameProblems, "taken", "limitReached"] as const;
export type ViewProblem = (typeof viewProblems)[number];

export type ViewResult =
  | { ok: true; intent: ViewIntent }
  | { ok: false; intent: ViewIntent; problem: ViewProblem };

/** The viewer's views in his order (served by saved_views_user_name_idx: a handful per person). */
export function viewsOf(db: Pick<Database, "select">, viewer: Viewer): Promise<SavedView[]> {
  return db
    .select({ id: savedViews.id, name: savedViews.name, query: savedViews.query })
    .from(savedViews)
    .where(eq(savedViews.userId, viewer.id))
    .orderBy(asc(savedViews.position), asc(savedViews.createdAt))
    .limit(VIEWS_PER_PERSON);
}

const refused = (intent: ViewIntent, problem: ViewProblem, status = 400) =>
  data<ViewResult>({ ok: false, intent, problem }, { status });

/** A name already used by the same person (unique per user), told apart from other failures. */
const isTaken = (error: unknown) =>
  // PostgreSQL's unique_violation, from node-postgres and PGlite alike (the cause when Drizzle wraps it).
  [error, (error as { cause?: unknown })?.cause].some(
    (found) => (found as { code?: unknown } | undefined)?.code === "23505",
  );

/** The viewer's own view of an id from a form, or the 404 any other id gets. */
async function ownView(db: Database, viewer: Viewer, value: unknown) {
  const id = canonicalUuid(value);
  const [row] = id
    ? await db
        .select({ id: savedViews.id })
        .from(savedViews)
        .where(and(eq(savedViews.id, id), eq(savedViews.userId, viewer.id)))
    : [];
  if (!row) throw data({ ok: false, error: "notFound" }, { status: 404 });
  return row.id;
}

/**
 * One of the viewer's views a place up or down in his order. His views are numbered again 1…n in
 * the new order, his row locked, so two moves at once apply one after the other; the first up or
 * the last down stays where it is.
 */
async function moveView(db: Database, viewer: Viewer, id: string, direction: "up" | "down") {
  await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, viewer.id)).for("update");
    const order = (await viewsOf(tx, viewer)).map((view) => view.id);
    const from = order.indexOf(id);
    const to = direction === "up" ? from - 1 : from + 1;
    if (from < 0 || to < 0 || to >= order.length) return;
    [order[from], order[to]] = [order[to] ?? id, id];
    for (const [index, viewId] of order.entries()) {
      await tx
        .update(savedViews)
        .set({ position: index + 1 })
        .where(and(eq(savedViews.id, viewId), eq(savedViews.userId, viewer.id)));
    }
  });
}

/**
 * A form post `{ intent: "saveView", name, query } | { intent: "renameView", id, name } |
 * { intent: "deleteView", id } | { intent: "moveView", id, direction: "up" | "down" }`.
 */
export async function changeViews(db: Database, viewer: Viewer, form: FormData) {
  const intent = viewIntents.find((known) => known === form.get("intent"));
  if (!intent) throw data({ ok: false, error: "invalid" }, { status: 400 });
  if (intent === "moveView") {
    const direction = form.get("direction");
    if (direction !== "up" && direction !== "down")
      throw data({ ok: false, error: "invalid" }, { status: 400 });
    await moveView(db, viewer, await ownView(db, viewer, form.get("id")), direction);
    return data<ViewResult>({ ok: true, intent });
  }
  if (intent === "deleteView") {
    const id = await ownView(db, viewer, form.get("id"));
    await db.delete(savedViews).where(eq(savedViews.id, id));
    return data<ViewResult>({ ok: true, intent });
  }
  const parsed = parseViewName(form.get("name"));
  if ("problem" in parsed) return refused(intent, parsed.problem);
  try {
    if (intent === "renameView") {
      const id = await ownView(db, viewer, form.get("id"));
      await db.update(savedViews).set({ name: parsed.name }).where(eq(savedViews.id, id));
      return data<ViewResult>({ ok: true, intent });
    }
    const query = viewQuery(new URLSearchParams(String(form.get("query") ?? "")));
    const saved = await db.transaction(async (tx) => {
      // The person's row locked: two saves at once are counted and placed one after the other.
      await tx.select({ id: users.id }).from(users).where(eq(users.id, viewer.id)).for("update");
      const [kept] = await tx
        .select({ views: count(), last: max(savedViews.position) })
        .from(savedViews)
        .where(eq(savedViews.userId, viewer.id));
      if ((kept?.views ?? 0) >= VIEWS_PER_PERSON) return false;
      await tx
        .insert(savedViews)
        .values({ userId: viewer.id, name: parsed.name, query, position: (kept?.last ?? 0) + 1 });
      return true;
    });
    return saved ? data<ViewResult>({ ok: true, intent }) : refused(intent, "limitReached", 409);
  } catch (error) {
    if (isTaken(error)) return refused(intent, "taken", 409);
    throw error;
  }
}

/**
 * Why a form sent without JavaScript was refused, for the list the browser is sent back to: what
 * it asked (and of which view), the reason, and the name as typed, so the form shows both.
 */
export interface ViewRefusal {
  intent: "saveView" | "renameView";
  id?: string;
  problem: ViewProblem;
  name: string;
}

/**
 * The refusal rides to the list in a cookie of a minute, read once (`readRefusal`): the address
 * stays the list's own, and the name typed stays out of it and of the server's logs.
 */
const REFUSAL_COOKIE = "desk-view-refused";
/** Of a name typed far too long, what is kept to show again (a cookie holds 4 KB). */
const kept = (name: string) => [...name].slice(0, VIEW_NAME_MAX * 4).join("");

type Site = Pick<Config, "PUBLIC_URL">;

const refusalCookie = (value: string, maxAge: number, site: Site) =>
  `${REFUSAL_COOKIE}=${value}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${site.PUBLIC_URL.startsWith("https:") ? "; Secure" : ""}`;

/** The Set-Cookie that carries a refused form's answer, or null when it was not refused. */
export function refusalToCarry(result: ViewResult, form: FormData, site: Site): string | null {
  if (result.ok || (result.intent !== "saveView" && result.intent !== "renameView")) return null;
  const name = form.get("name");
  const id = result.intent === "renameView" ? canonicalUuid(form.get("id")) : null;
  const refusal: ViewRefusal = {
    intent: result.intent,
    ...(id && { id }),
    problem: result.problem,
    name: kept(typeof name === "string" ? name : ""),
  };
  return refusalCookie(encodeURIComponent(JSON.stringify(refusal)), 60, site);
}

/**
 * The refusal a request to the list carries, checked (null when none, or not one), and the
 * Set-Cookie that forgets it, so it is told once.
 */
export function readRefusal(request: Request, site: Site) {
  const value = readCookie(request, REFUSAL_COOKIE);
  if (value === null) return { refused: null, forget: null };
  return { refused: parseRefusal(value), forget: refusalCookie("", 0, site) };
}

function parseRefusal(value: string): ViewRefusal | null {
  let read: unknown;
  try {
    read = JSON.parse(decodeURIComponent(value));
  } catch {
    return null;
  }
  const { intent, id, problem, name } = (read ?? {}) as Record<string, unknown>;
  if (intent !== "saveView" && intent !== "renameView") return null;
  const known = viewProblems.find((one) => one === problem);
  if (!known || typeof name !== "string") return null;
  const view = intent === "renameView" ? canonicalUuid(id) : null;
  if (intent === "renameView" && !view) return null;
  return { intent, ...(view && { id: view }), problem: known, name: kept(name) };
}
