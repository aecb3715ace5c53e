/**
 * The Node entry: `npm start` runs the build (build/server.js), `npm run dev` runs this file
 * with `--dev`, serving the app through Vite's middleware with hot reload. Both use the same
 * server (server/app.ts), configuration, database and delivery of e-mails and webhooks.
 */
import { mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import {
  rekeyAuditLog,
  startAutomations,
  startFollowUpDigests,
  startMailboxPolling,
} from "../app/host-hooks.server";
import { type Config, ConfigError, config } from "../app/platform/config.server";
import { createAppServices } from "../app/platform/services.server";
import { createServerApp, type ServerAppOptions } from "./app";
import { refuseUnparsedMethods } from "./methods";
import { loadPrerendered } from "./prerendered";
import { describeStartup } from "./startup";

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
  const development = process.argv.includes("--dev");
  const settings = loadConfigOrExit();
  const here = dirname(fileURLToPath(import.meta.url));
  mkdirSync(settings.DATA_DIR, { recursive: true });

  // Built: next to build/server.js. In development: the sources.
  const migrations = development
    ? join(here, "..", "app", "platform", "db", "migrations")
    : join(here, "migrations");
  const { services, databaseKind, listen, close } = await createAppServices(settings, migrations);
  await rekeyAuditLog(services.db, services.secret);
  const digests = startFollowUpDigests(services.db, {
    publicUrl: settings.PUBLIC_URL,
    timeZone: settings.AGENCY_TIME_ZONE,
    company: settings.company,
  });
  const mailbox = startMailboxPolling(services);
  const automations = await startAutomations(services, { kind: databaseKind, listen });
  const common = { settings, services, databaseKind };
  let options: ServerAppOptions;
  let closeVite = async () => {};
  if (development) {
    const { createServer } = await import("vite");
    const vite = await createServer({ server: { middlewareMode: true }, appType: "custom" });
    closeVite = () => vite.close();
    options = {
      ...common,
      mode: "development",
      vite: vite.middlewares,
      build: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
    };
  } else {
    const clientDir = join(here, "client");
    options = {
      ...common,
      mode: "production",
      clientDir,
      build: await import(pathToFileURL(join(here, "server", "index.js")).href),
      prerendered: await loadPrerendered(clientDir, settings.PUBLIC_URL, settings.company),
    };
  }
  const app = createServerApp(options);

  const server = app.listen(settings.PORT, settings.HOST, () => {
    for (const line of describeStartup(settings, databaseKind, development)) console.log(line);
  });
  refuseUnparsedMethods(server);
  server.on("error", (error) => {
    console.error(`Cannot listen on ${settings.HOST}:${settings.PORT}: ${error.message}`);
    process.exit(1);
  });

  const shutdown = (signal: string) => {
    console.log(`${signal}: closing the server`);
    digests.stop();
    server.close(() => {
      // The mailbox's lease is given up and the runner's steps in flight are recorded while the
      // database is still open.
      Promise.all([Promise.all([mailbox.stop(), automations.stop()]).then(close), closeVite()]).then(
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
