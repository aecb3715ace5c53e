/**
 * Who is asking: the signed-in user behind a request's session cookie, and the guards every
 * dashboard loader and action starts with (401 without a session, 403 without the role).
 */
import { redirect } from "react-router";
import { isLang } from "~/domain/languages";
import { isTimeZone } from "~/domain/time-zones";
import type { AppServices } from "~/platform/services.server";
import { getAuth } from "./auth.server";
import type { Viewer } from "./viewer";

export type { Viewer };

/**
 * The session reads of GETs under way, by their Cookie header. React Router hands each loader its
 * own copy of the request, so the desk's layout and its page, which ask together, cannot find
 * each other by the request: the second joins the first's read while it is under way, and the
 * entry goes when the read ends, so nothing outlives it.
 */
const readsUnderWay = new Map<string, Promise<Viewer | null>>();

/**
 * Who sent the request. A GET joins a read of the same session already under way (the layout's
 * and the page's loaders of one page); a change (POST…) reads afresh, as it may alter the viewer.
 */
export function getViewer(request: Request, services: AppServices): Promise<Viewer | null> {
  if (request.method !== "GET" && request.method !== "HEAD") return readViewer(request, services);
  const key = request.headers.get("Cookie") ?? "";
  let viewer = readsUnderWay.get(key);
  if (!viewer) {
    viewer = readViewer(request, services).finally(() => readsUnderWay.delete(key));
    readsUnderWay.set(key, viewer);
  }
  return viewer;
}

async function readViewer(request: Request, services: AppServices): Promise<Viewer | null> {
  const session = await getAuth(services).api.getSession({ headers: request.headers });
  if (!session) return null;
  const { user } = session;
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    emailVerified: user.emailVerified,
    role: user.role === "staff" ? "staff" : "user",
    phone: user.phone ?? null,
    lang: isLang(user.lang) ? user.lang : "cs",
    timeZone: isTimeZone(user.timeZone) ? user.timeZone : services.config.AGENCY_TIME_ZONE,
  };
}

const noStore = { "Cache-Control": "private, no-store" };

/** A JSON answer that no cache keeps (every dashboard answer depends on the session). */
export function json(body: unknown, status = 200, headers: HeadersInit = {}) {
  return Response.json(body, { status, headers: { ...noStore, ...headers } });
}

export const refusals = {
  unauthorized: () => json({ error: "unauthorized" }, 401),
  forbidden: () => json({ error: "forbidden" }, 403),
  notFound: () => json({ error: "notFound" }, 404),
};

/** The viewer of an API request, or the 401 answer to throw. */
export async function requireViewer(request: Request, services: AppServices): Promise<Viewer> {
  const viewer = await getViewer(request, services);
  if (!viewer) throw refusals.unauthorized();
  return viewer;
}

export async function requireStaff(request: Request, services: AppServices): Promise<Viewer> {
  const viewer = await requireViewer(request, services);
  if (viewer.role !== "staff") throw refusals.forbidden();
  return viewer;
}

/** A page for the signed-in only: without a session the server redirects home before any HTML. */
export async function requirePageViewer(request: Request, services: AppServices): Promise<Viewer> {
  const viewer = await getViewer(request, services);
  if (!viewer) throw redirect("/", { headers: noStore });
  return viewer;
}

/** A change asked for by another site's page is refused (SameSite cookies are the first wall). */
export function assertSameSite(request: Request, services: AppServices) {
  const origin = request.headers.get("Origin");
  const allowed = [
    services.config.PUBLIC_URL,
    new URL(request.url).origin,
    ...(services.config.ALLOWED_ACTION_ORIGINS?.split(",").map((value) => value.trim()) ?? []),
  ];
  if (origin && !allowed.includes(origin)) throw refusals.forbidden();
}
