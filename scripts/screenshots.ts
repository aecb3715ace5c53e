/**
 * Full-page screenshots of pages at phone (390 px) and desktop (1440 px) width, to look at
 * what visitors see: `npm run screenshots -- /cs /eng/sluzby` (server at BASE_URL), or every
 * public page in every language without arguments. Signed-in pages:
 * COOKIE="flowlane.session_token=…" sends that session.
 */
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";
import { indexedPaths } from "../app/content/pages";
import { chromiumLaunchOptions } from "../tests/e2e/chromium";

const baseUrl = process.env.BASE_URL ?? "http://localhost:3000";
const outDir = process.env.OUT_DIR ?? "screenshots";
const paths = process.argv.length > 2 ? process.argv.slice(2) : indexedPaths;
mkdirSync(outDir, { recursive: true });

const browser = await chromium.launch(chromiumLaunchOptions);
for (const width of [390, 1440]) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const cookies = (process.env.COOKIE ?? "").split(";").filter((pair) => pair.includes("="));
  await context.addCookies(
    cookies.map((pair) => {
      const [name = "", ...value] = pair.trim().split("=");
      return { name, value: value.join("="), url: baseUrl };
    }),
  );
  const page = await context.newPage();
  for (const path of paths) {
    await page.goto(`${baseUrl}${path}`, { waitUntil: "networkidle" });
    // A visitor's first move hydrates the page (app/ui/scripts-at-first-interaction.tsx); its demos then load.
    await page.mouse.move(1, 1);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await page.waitForLoadState("networkidle");
    // A capture of the whole page is one frame: the bands below the first screen, which the browser
    // draws only as a visitor scrolls near them (`content-visibility`), would come out blank.
    await page.addStyleTag({ content: "* { content-visibility: visible !important; }" });
    const file = `${outDir}/${path.replaceAll("/", "_") || "_"}-${width}.png`;
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
  }
  await context.close();
}
await browser.close();
