/**
 * The site's HTTP server, the same in development and production: security headers, /healthz,
 * campaign cookies, one URL per page, and React Router. Production adds the build's files
 * (prerendered pages from memory, hashed assets precompressed); development puts Vite's
 * middleware (on-demand transforms, hot reload) in their place.
 */
import { join } from "node:path";
import compression from "compression";
import { sql } from "drizzle-orm";
import express, { type RequestHandler } from "express";
import type { ServerBuild } from "react-router";
import {
  bodyLimitFor,
  canonicalPath,
  fillFreshFields,
  utmCookie,
  utmFromSearchParams,
} from "../app/host-hooks.server";
import type { Config } from "../app/platform/config.server";
import type { AppServices } from "../app/platform/services.server";
import { oneDrainListener } from "./drain-listeners";
import { refuseOtherMethods } from "./methods";
import { precompressed } from "./precompressed";
import type { loadPrerendered } from "./prerendered";
import { reactRouterHandler } from "./react-router-handler";
import { baseSecurityHeaders, contentSecurityPolicy, newNonce, renderedPageHeaders } from "./security";

type Prerendered = Awaited<ReturnType<typeof loadPrerendered>>;

export type ServerAppOptions = {
  settings: Config;
  services: AppServices;
  databaseKind: string;
} & (
  | { mode: "production"; build: ServerBuild; clientDir: string; prerendered: Prerendered }
  /** Vite's middleware, and the app loaded through it on each request. */
  | { mode: "development"; build: () => Promise<ServerBuild>; vite: RequestHandler }
);

/** A page filled in for one visitor: kept by no shared cache, asked for again on each visit. */
const FILLED_IN_CACHE = "private, no-cache";

/**
 * Prerendered pages from memory (compressed once), with their own script hashes in the CSP. A page
 * with per-visitor values gets them filled in and is compressed by the compression middleware;
 * when it cannot be filled in now, React Router renders it.
 */
function prerenderedPages(settings: Config, secret: string, prerendered: Prerendered): RequestHandler {
  const freshSettings = { secret, bookingUrl: settings.BOOKING_URL };
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const page = prerendered.pages.get(req.path);
    if (page?.fresh) {
      const html = fillFreshFields(page.html, freshSettings);
      if (html === null) return next();
      res.set({
        "Content-Security-Policy": contentSecurityPolicy(settings, page.scriptHashes),
        "Cache-Control": FILLED_IN_CACHE,
      });
      res.type("html").send(html);
      return;
    }
    if (page) {
      res.set({
        "Content-Security-Policy": contentSecurityPolicy(settings, page.scriptHashes),
        "Cache-Control": "public, max-age=0, must-revalidate",
        ETag: page.etag,
      });
      res.vary("Accept-Encoding");
      if (req.fresh) {
        res.status(304).end();
        return;
      }
      const encoding = req.acceptsEncodings("br", "gzip");
      res.type("html");
      if (encoding === "br") res.set("Content-Encoding", "br").send(page.brotli);
      else if (encoding === "gzip") res.set("Content-Encoding", "gzip").send(page.gzip);
      else res.send(page.html);
      return;
    }
    const data = prerendered.data.get(req.path);
    if (data) {
      const body = data.fresh ? fillFreshFields(data.body, freshSettings) : data.body;
      if (body === null) return next();
      res
        .set("Cache-Control", data.fresh ? FILLED_IN_CACHE : "public, max-age=0, must-revalidate")
        .type("text/x-script")
        .send(body);
      return;
    }
    next();
  };
}

export function createServerApp(options: ServerAppOptions) {
  const { settings, services, databaseKind } = options;
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", settings.TRUST_PROXY);
  // The JSON answer to a form's post is a few bytes: a gzip stream per answer cost about a
  // millisecond of CPU per lead and saved nothing.
  app.use(
    compression({
      filter: (req, res) =>
        !(req.method === "POST" && req.path.startsWith("/api/")) && compression.filter(req, res),
    }),
  );
  app.use(oneDrainListener);

  const baseHeaders = baseSecurityHeaders(settings);
  app.use((_req, res, next) => {
    res.set(baseHeaders);
    next();
  });
  app.use(refuseOtherMethods);

  app.get("/healthz", async (_req, res) => {
    res.set("Cache-Control", "no-store");
    try {
      await services.db.execute(sql`select 1`);
      res.json({ status: "ok", database: databaseKind });
    } catch (error) {
      res.status(503).json({ status: "error", database: databaseKind, error: String(error) });
    }
  });

  // A landing URL with campaign parameters: keep them for the visit (stored with any lead).
  const secureCookies = settings.PUBLIC_URL.startsWith("https:");
  app.use((req, res, next) => {
    const utm = req.method === "GET" ? utmFromSearchParams(new URL(req.url, "http://x").searchParams) : null;
    if (utm) res.append("Set-Cookie", utmCookie(utm, secureCookies));
    next();
  });

  // One URL per page: no trailing slash (/team/success/{lang}/ included), no doubled
  // slash or backslash, which a browser would read as another host (//evil.example).
  app.use((req, res, next) => {
    const path = canonicalPath(req.path);
    if (path !== req.path) {
      const query = req.url.indexOf("?");
      res.redirect(301, query === -1 ? path : `${path}${req.url.slice(query)}`);
      return;
    }
    next();
  });

  if (options.mode === "production") {
    const assetsDir = join(options.clientDir, "assets");
    app.use("/assets", precompressed(assetsDir));
    app.use(
      "/assets",
      express.static(assetsDir, { immutable: true, maxAge: "1y", index: false, redirect: false }),
    );
    app.use(prerenderedPages(settings, services.secret, options.prerendered));
    app.use(express.static(options.clientDir, { maxAge: "1h", index: false, redirect: false }));
  } else {
    app.use(options.vite);
  }

  // Rendered pages keep their window to themselves and carry a nonce for their inline scripts.
  // Vite's development scripts carry none, so development goes without the policy.
  app.use((_req, res, next) => {
    const nonce = newNonce();
    res.locals.cspNonce = nonce;
    res.set(renderedPageHeaders);
    if (options.mode === "production") {
      res.set("Content-Security-Policy", contentSecurityPolicy(settings, [`'nonce-${nonce}'`]));
    }
    next();
  });
  const extraOrigins = settings.ALLOWED_ACTION_ORIGINS?.split(",").map((origin) => origin.trim()) ?? [];
  app.all(
    "/{*path}",
    reactRouterHandler({
      build: options.build,
      mode: options.mode,
      bodyLimit: bodyLimitFor,
      allowedOrigins: extraOrigins,
      getLoadContext: (req, res) => ({
        cspNonce: res.locals.cspNonce as string,
        clientIp: req.ip ?? "unknown",
        services,
      }),
    }),
  );
  return app;
}
