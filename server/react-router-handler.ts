/**
 * Express to React Router: the request as a Fetch Request, the answer written back. Our own
 * rather than @react-router/express (docs/decisions/0009-request-safety.md) because the server
 * must refuse before React Router sees a request: a foreign origin on any change, a body larger
 * than its route allows (declared, or counted while it streams, chunked included), and it must
 * set the app's headers instead of appending them to the server's (no doubled headers).
 */
import { Transform } from "node:stream";
import { createReadableStreamFromReadable, writeReadableStreamToWritable } from "@react-router/node";
import type { Request as ExpressRequest, Response as ExpressResponse, NextFunction } from "express";
import { type AppLoadContext, createRequestHandler, type ServerBuild } from "react-router";
import { isAllowedActionOrigin } from "./action-origin";
import { ALLOW } from "./methods";
import { refusalResponse, type ServerRefusal } from "./refusal";

const MUTATIONS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export interface HandlerOptions {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: "production" | "development";
  /** Largest body a path takes (app/lib/body-limits.ts). */
  bodyLimit(pathname: string): number;
  /** Other origins whose pages may post here (ALLOWED_ACTION_ORIGINS). */
  allowedOrigins: readonly string[];
  getLoadContext(req: ExpressRequest, res: ExpressResponse): AppLoadContext;
}

class BodyTooLarge extends Error {}

/** Passes the body on until it crosses `limit` bytes, then fails instead. */
function byteLimit(limit: number) {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length;
      if (seen > limit) callback(new BodyTooLarge(`The body is larger than ${limit} bytes`));
      else callback(null, chunk);
    },
  });
}

/**
 * What becomes of a body not read to its end when the answer goes: `drain` reads the rest and drops
 * it, so the connection stays open (the rest is within the path's limit: a larger declared body
 * was refused before, a larger sent one is cut off by the count); `close` closes the connection.
 */
type UnreadBody = "drain" | "close";

async function send(req: ExpressRequest, res: ExpressResponse, response: Response, unread: UnreadBody) {
  if (res.headersSent || res.destroyed) {
    await response.body?.cancel();
    return;
  }
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [name, value] of response.headers) {
    if (name !== "set-cookie") res.setHeader(name, value);
  }
  for (const cookie of response.headers.getSetCookie()) res.append("Set-Cookie", cookie);
  // Answered before the body was read to its end (a refusal). Closed with bytes still coming, the
  // connection is reset under the client's write and the client can lose the answer (fetch fails
  // instead of showing the 429), so a body of declared length within the limit is read to its
  // end; one over the limit, or of unknown length (chunked), closes the connection instead.
  if (req.readable && !req.complete) {
    if (unread === "drain" && req.get("Content-Length") !== undefined) {
      req.unpipe();
      req.resume();
    } else res.setHeader("Connection", "close");
  }
  if (response.body) await writeReadableStreamToWritable(response.body, res);
  else res.end();
}

/**
 * The request's URL on this server's own origin. Resolved against the origin, a target such as
 * `//evil.example/cs/contact` would name another host, and the origin check would then take
 * that host's posts for our own; an absolute target (`http://other/path`) keeps only its path.
 */
function requestUrl(req: ExpressRequest) {
  const origin = `${req.protocol}://${req.host}`;
  if (req.originalUrl.startsWith("/")) return new URL(`${origin}${req.originalUrl}`);
  const { pathname, search } = new URL(req.originalUrl);
  return new URL(`${origin}${pathname}${search}`);
}

export function reactRouterHandler(options: HandlerOptions) {
  // React Router checks page actions once more itself; it compares hosts, not origins.
  const hosts = options.allowedOrigins.map((entry) => (entry.includes("://") ? new URL(entry).host : entry));
  const withOrigins = (build: ServerBuild): ServerBuild => ({ ...build, allowedActionOrigins: hosts });
  const { build } = options;
  const handle = createRequestHandler(
    typeof build === "function" ? async () => withOrigins(await build()) : withOrigins(build),
    options.mode,
  );

  return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    const controller = new AbortController();
    res.on("close", () => {
      if (!res.writableFinished) controller.abort();
    });
    let url: URL;
    try {
      url = requestUrl(req);
    } catch {
      res.status(400).json({ ok: false, error: "badRequest" });
      return;
    }
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      for (const item of Array.isArray(value) ? value : [value])
        if (item !== undefined) headers.append(name, item);
    }
    const head = new Request(url, { method: req.method, headers, signal: controller.signal });
    const refuse = (refusal: ServerRefusal) =>
      send(req, res, refusalResponse(head, refusal), refusal === "payloadTooLarge" ? "close" : "drain").catch(
        (error: unknown) => next(error),
      );

    try {
      // Nothing here answers cross-origin requests: a preflight learns only what is allowed.
      if (req.method === "OPTIONS") {
        res.status(204).set("Allow", ALLOW).end();
        return;
      }
      const mutation = MUTATIONS.has(req.method);
      if (mutation && !isAllowedActionOrigin(req.get("Origin"), url.origin, options.allowedOrigins)) {
        await refuse("forbidden");
        return;
      }
      let body: ReadableStream<Uint8Array> | undefined;
      if (req.method !== "GET" && req.method !== "HEAD") {
        const limit = options.bodyLimit(url.pathname);
        if (Number(req.get("Content-Length") ?? 0) > limit) {
          await refuse("payloadTooLarge");
          return;
        }
        const counted = byteLimit(limit);
        counted.on("error", (error) => {
          if (error instanceof BodyTooLarge) void refuse("payloadTooLarge");
        });
        req.on("error", (error) => counted.destroy(error));
        body = createReadableStreamFromReadable(req.pipe(counted));
      }
      const request = new Request(url, {
        method: req.method,
        headers,
        body,
        signal: controller.signal,
        ...(body ? { duplex: "half" } : {}),
      } as RequestInit);
      const response = await handle(request, options.getLoadContext(req, res));
      await send(req, res, response, "drain");
    } catch (error) {
      next(error);
    }
  };
}
