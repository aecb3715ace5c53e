/**
 * Test helper (imported by *.test.ts only): a dashboard route's loader or action called as React
 * Router calls it, whatever it answers with (data, a Response, a thrown redirect or refusal).
 */
import type { AppServices } from "../../../server/services";
import { testContext } from "../../../server/testing";
import type { Actor } from "../auth/auth-testing";

export interface RouteAnswer<T> {
  status: number;
  data: T;
  location: string | null;
  headers: Headers;
}

interface RunOptions {
  actor?: Actor;
  method?: string;
  /** A form post (url-encoded), as a fetcher or a plain form sends it. */
  form?: Record<string, string>;
  /** A JSON post, as the template editor sends it. */
  json?: unknown;
  params?: Record<string, string>;
}

async function answerOf<T>(outcome: unknown): Promise<RouteAnswer<T>> {
  if (outcome instanceof Response) {
    const type = outcome.headers.get("Content-Type") ?? "";
    // Text as sent, a byte-order mark included.
    const data = type.includes("json")
      ? await outcome.json()
      : new TextDecoder("utf-8", { ignoreBOM: true }).decode(await outcome.arrayBuffer());
    return {
      status: outcome.status,
      data: data as T,
      location: outcome.headers.get("Location"),
      headers: outcome.headers,
    };
  }
  // What `data()` returns (React Router does not export its class).
  if (
    outcome &&
    typeof outcome === "object" &&
    (outcome as { type?: unknown }).type === "DataWithResponseInit"
  ) {
    const { data, init } = outcome as { data: unknown; init: ResponseInit | null };
    return {
      status: init?.status ?? 200,
      data: data as T,
      location: null,
      headers: new Headers(init?.headers),
    };
  }
  return { status: 200, data: outcome as T, location: null, headers: new Headers() };
}

export async function runRoute<T = unknown>(
  handler: (args: never) => unknown,
  services: AppServices,
  path: string,
  options: RunOptions = {},
): Promise<RouteAnswer<T>> {
  const headers = new Headers({ Origin: services.config.PUBLIC_URL });
  if (options.actor?.cookie) headers.set("Cookie", options.actor.cookie);
  let body: string | undefined;
  if (options.form) {
    headers.set("Content-Type", "application/x-www-form-urlencoded");
    body = new URLSearchParams(options.form).toString();
  } else if (options.json !== undefined) {
    headers.set("Content-Type", "application/json");
    body = JSON.stringify(options.json);
  }
  const request = new Request(`${services.config.PUBLIC_URL}${path}`, {
    method: options.method ?? (body === undefined ? "GET" : "POST"),
    headers,
    body,
  });
  const args = { request, context: testContext(services), params: options.params ?? {} };
  try {
    return await answerOf<T>(await (handler as (args: unknown) => unknown)(args));
  } catch (thrown) {
    return answerOf<T>(thrown);
  }
}
