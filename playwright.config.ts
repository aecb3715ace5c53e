import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig } from "@playwright/test";
import { chromiumLaunchOptions } from "./tests/e2e/chromium";

const port = Number(process.env.E2E_PORT ?? 3210);
// One data directory for the server and every worker (workers inherit the runner's environment).
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), "agency-e2e-"));
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: "tests/e2e",
  // A migrated data directory the servers the tests start themselves copy (tests/e2e/servers.ts).
  globalSetup: "./tests/e2e/migrated-data-dir.ts",
  fullyParallel: true,
  // Two cores run the server, the browsers and axe together: allow for slow moments.
  timeout: 60_000,
  // A page that is loading on a busy machine may take more than the default 5 s to show a change.
  expect: { timeout: 15_000 },
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: "list",
  use: {
    baseURL,
    launchOptions: chromiumLaunchOptions,
    // Animations kept Chromium compositing frames through every test: with reduced motion the
    // suite needs a third less CPU. tests/e2e/demos.spec.ts runs the demos with motion.
    reducedMotion: "reduce",
    // A failed test keeps its trace (every action with the page's DOM) and a screenshot of where it
    // stopped. The trace's film strip, a screencast of every page encoded while every test runs,
    // is left out: on a machine short of CPU it cost a third of the tests' time (0077).
    trace: { mode: "retain-on-failure", screenshots: false },
    screenshot: "only-on-failure",
  },
  webServer: {
    command: "node build/server.js",
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    // A new PGlite directory takes seconds, far more while other work loads the machine (the
    // servers tests start themselves wait as long: tests/e2e/servers.ts).
    timeout: 150_000,
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: baseURL,
      DATA_DIR: process.env.E2E_DATA_DIR,
      // Every test posts from 127.0.0.1; the per-address limit is tested in leads.integration.test.ts.
      // The full board of desk-board.spec.ts sends 88 leads a run: ten repeats of it overran 1000.
      FORM_RATE_LIMIT: "10000",
      AUTH_RATE_LIMIT: "1000",
      // Accounts signed up with this address are staff (tests/e2e/dashboard.spec.ts).
      STAFF_EMAILS: "staff-e2e@flowlane.test",
      GTM_ID: "GTM-TEST123",
      // Both answered by the tests themselves (page.route), so nothing leaves this machine.
      GTM_SCRIPT_URL: `${baseURL}/e2e/gtm.js`,
      BOOKING_URL: `${baseURL}/e2e/booking-calendar`,
    },
  },
});
