/**
 * Test helpers (imported by *.test.ts only): requests to the route modules as the Node server
 * would make them, and accounts signed up through better-auth's real endpoints.
 */
import { and, desc, eq, like } from "drizzle-orm";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import { mailQueue } from "~/platform/db/schema.server";
import type { AppServices } from "~/platform/services.server";
import { action as authAction, loader as authLoader } from "~/routes/api.auth.$";
import { testContext } from "./services";

export const PASSWORD = "Tajne-heslo-42";

export interface Actor {
  email: string;
  /** The Cookie header of his session ("" for the anonymous visitor). */
  cookie: string;
}

export const anonymous: Actor = { email: "", cookie: "" };

/** "name=value; name2=value2" from a response's Set-Cookie headers (expired ones dropped). */
export function cookieHeader(response: Response): string {
  return response.headers
    .getSetCookie()
    .filter((cookie) => !/max-age=0\b/i.test(cookie))
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

interface RequestOptions {
  method?: string;
  body?: unknown;
  /** Sent as it is, instead of `body` as JSON. */
  rawBody?: string;
  actor?: Actor;
  /** Defaults to the site's own origin; null sends none. */
  origin?: string | null;
  contentType?: string | null;
  ip?: string;
  headers?: Record<string, string>;
}

export function makeRequest(services: AppServices, path: string, options: RequestOptions = {}) {
  const origin = options.origin === undefined ? services.config.PUBLIC_URL : options.origin;
  const headers = new Headers(options.headers);
  if (origin) headers.set("Origin", origin);
  if (options.actor?.cookie) headers.set("Cookie", options.actor.cookie);
  const hasBody = options.body !== undefined || options.rawBody !== undefined;
  const contentType = options.contentType === undefined ? "application/json" : options.contentType;
  if (hasBody && contentType) headers.set("Content-Type", contentType);
  return new Request(`${services.config.PUBLIC_URL}${path}`, {
    method: options.method ?? (hasBody ? "POST" : "GET"),
    headers,
    body: options.rawBody ?? (hasBody ? JSON.stringify(options.body) : undefined),
  });
}

/**
 * Calls a route module's loader or action and returns its Response: a thrown Response (the
 * guards' 401/403/404, a redirect) is the answer too.
 */
export async function call<Args>(
  handler: (args: Args) => unknown,
  services: AppServices,
  path: string,
  options: RequestOptions & { params?: Record<string, string> } = {},
): Promise<Response> {
  const request = makeRequest(services, path, options);
  try {
    const result = await handler({
      request,
      context: testContext(services, options.ip),
      params: options.params ?? {},
      url: new URL(request.url),
      pattern: path,
      // Each route's generated argument type differs (its params); at run time all get this object.
    } satisfies Partial<LoaderFunctionArgs & ActionFunctionArgs> as unknown as Args);
    if (result instanceof Response) return result;
    throw new Error(`Expected a Response from ${path}, got ${JSON.stringify(result)}`);
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
}

/** POST /api/auth/{path} with a JSON body. */
export function authPost(services: AppServices, path: string, body: unknown, options: RequestOptions = {}) {
  return call(authAction, services, `/api/auth${path}`, { ...options, body });
}

let accountCounter = 0;

export function uniqueEmail(name: string) {
  return `${name}-${Date.now().toString(36)}-${++accountCounter}@example.com`;
}

/** Signs up through better-auth's endpoint: the account exists, unconfirmed and without a session. */
export async function signUpUnconfirmed(
  services: AppServices,
  fields: { email?: string; name?: string; lang?: string; phone?: string } = {},
  ip = `192.0.2.${(++accountCounter % 250) + 1}`,
): Promise<string> {
  const email = fields.email ?? uniqueEmail("user");
  const response = await authPost(
    services,
    "/sign-up/email",
    {
      name: fields.name ?? "Test User",
      email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      lang: fields.lang ?? "en",
      phone: fields.phone,
    },
    { ip },
  );
  if (response.status !== 200) throw new Error(`Sign-up failed: ${response.status} ${await response.text()}`);
  return email;
}

/** The path and query of the newest confirmation link mailed to an address. */
export async function confirmationLink(services: AppServices, email: string) {
  const [mail] = await services.db
    .select()
    .from(mailQueue)
    .where(and(eq(mailQueue.to, email.toLowerCase()), like(mailQueue.text, "%/api/auth/verify-email?%")))
    .orderBy(desc(mailQueue.createdAt))
    .limit(1);
  const link = /(https?:\/\/\S+\/api\/auth\/verify-email\?\S+)/.exec(mail?.text ?? "")?.[1];
  if (!link) throw new Error(`No confirmation link was mailed to ${email}`);
  const url = new URL(link);
  return url.pathname + url.search;
}

/** Opens the confirmation link as the mail's reader would: the address is confirmed and signed in. */
export async function confirm(services: AppServices, email: string): Promise<Response> {
  return call(authLoader, services, await confirmationLink(services, email), { origin: null });
}

/** Signs up and confirms the address through the mailed link, and returns the signed-in actor. */
export async function signUp(
  services: AppServices,
  fields: { email?: string; name?: string; lang?: string; phone?: string } = {},
  ip?: string,
): Promise<Actor> {
  const email = await signUpUnconfirmed(services, fields, ip);
  const confirmed = await confirm(services, email);
  const cookie = cookieHeader(confirmed);
  if (!cookie.includes("session_token")) throw new Error(`Confirming ${email} signed nobody in`);
  return { email, cookie };
}
