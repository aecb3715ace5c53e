import { existsSync } from "node:fs";
import type { LaunchOptions } from "@playwright/test";

/**
 * Debian's Chromium headless shell when installed (scripts/test.sh installs it), else Debian's
 * Chromium. The shell renders with the same engine but runs none of the browser's own UI pages,
 * which on two cores made the suite a third slower (docs/decisions/0021-end-to-end-test-time.md).
 */
const executablePath =
  process.env.CHROMIUM_PATH ??
  ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"].find((path) => existsSync(path)) ??
  "/usr/bin/chromium";

/** The browser with the flags this sandbox needs (no downloads, no background traffic). */
export const chromiumLaunchOptions: LaunchOptions = {
  executablePath,
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};
