/**
 * The Node entry (built to build/server.js): serves prerendered pages from memory, hashed
 * assets with immutable caching, and everything else through React Router.
 */
import { mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import { sql } from "drizzle-orm";
import express from "express";
import type { ServerBuild } from "react-router";
import { utmCookie, utmFromSearchParams } from "../app/features/leads/utm";
import { type Config, ConfigError, config } from "./config";
import { precompressed } from "./precompressed";
import { loadPrerendered } from "./prerendered";
import { baseSecurityHeaders, contentSecurityPolicy, newNonce } from "./security";
import { createAppServices } from "./services";

const SHUTDOWN_GRACE_MS = 10_000;

function loadConfigOrExit(): Config {
  try {
    return config();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function main() {
  const settings = loadConfigOrExit();
  const buildDir = dirname(fileURLToPath(import.meta.url));
  const clientDir = join(buildDir, "client");
  mkdirSync(settings.DATA_DIR, { recursive: true });

  const { services, databaseKind, close } = await createAppServices(settings, join(buildDir, "migrations"));
  const build: ServerBuild = await import(pathToFileURL(join(buildDir, "server", "index.js")).href);
  const prerendered = await loadPrerendered(clientDir, settings.PUBLIC_URL);
  const extraOrigins = settings.ALLOWED_ACTION_ORIGINS?.split(",").map((origin) => origin.trim());

  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", settings.TRUST_PROXY);
  app.use(compression());

  const baseHeaders = baseSecurityHeaders(settings);
  app.use((_req, res, next) => {
    res.set(baseHeaders);
    next();
  });

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
  app.use((req, res, next) => {
    const utm = req.method === "GET" ? utmFromSearchParams(new URL(req.url, "http://x").searchParams) : null;
    if (utm) res.append("Set-Cookie", utmCookie(utm));
    next();
  });

  // One URL per page: no trailing slashes (the spec's /team/success/{lang}/ included).
  app.use((req, res, next) => {
    if (req.path.length > 1 && req.path.endsWith("/")) {
      const query = req.url.slice(req.path.length);
      res.redirect(301, `${req.path.replace(/\/+$/, "") || "/"}${query}`);
      return;
    }
    next();
  });

  const assetsDir = join(clientDir, "assets");
  app.use("/assets", precompressed(assetsDir));
  app.use(
    "/assets",
    express.static(assetsDir, {
      immutable: true,
      maxAge: "1y",
      index: false,
      redirect: false,
    }),
  );

  app.use((req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const page = prerendered.pages.get(req.path);
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
      res.set("Cache-Control", "public, max-age=0, must-revalidate").type("text/x-script").send(data.body);
      return;
    }
    next();
  });

  app.use(express.static(clientDir, { maxAge: "1h", index: false, redirect: false }));

  app.use((_req, res, next) => {
    const nonce = newNonce();
    res.locals.cspNonce = nonce;
    res.set("Content-Security-Policy", contentSecurityPolicy(settings, [`'nonce-${nonce}'`]));
    next();
  });
  app.all(
    "/{*path}",
    createRequestHandler({
      build: { ...build, allowedActionOrigins: extraOrigins ?? build.allowedActionOrigins },
      getLoadContext: (req, res) => ({
        cspNonce: res.locals.cspNonce as string,
        clientIp: req.ip ?? "unknown",
        services,
      }),
    }),
  );

  const server = app.listen(settings.PORT, settings.HOST, () => {
    console.log(`Listening on http://${settings.HOST}:${settings.PORT} (public URL ${settings.PUBLIC_URL})`);
  });
  server.on("error", (error) => {
    console.error(`Cannot listen on ${settings.HOST}:${settings.PORT}: ${error.message}`);
    process.exit(1);
  });

  const shutdown = (signal: string) => {
    console.log(`${signal}: closing the server`);
    server.close(() => {
      close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
    server.closeIdleConnections();
    setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
  };
  process.once("SIGTERM", () => shutdown("SIGTERM"));
  process.once("SIGINT", () => shutdown("SIGINT"));
}

await main();
