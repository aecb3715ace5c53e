/**
 * Full-page screenshots at phone (390 px) and desktop (1440 px) width, to look at what people
 * see.
 *
 * `npm run screenshots -- /cs /eng/sluzby` (server at BASE_URL), or every public page in every
 * language without arguments. Signed-in pages: COOKIE="flowlane.session_token=…" sends that
 * session.
 *
 * `npm run screenshots -- --desk` (after `npm run build`): the signed-in desk in Czech, English
 * and Polish, on a built server of its own (PORT, else a free port) over a new PGlite seeded with
 * DESK_COUNT (300) inquiries (seed:desk's data), as a staff member signed up through the app; an
 * automation is switched on and a lead sent, so the runs page has a run. Every section, the
 * inquiry page of an address that wrote more than once, and the states a review must see too:
 * the phone's menu open, ticked rows with the bulk bar, the views panel, the shortcuts dialog, the
 * template editor. Files: OUT_DIR/desk/<lang>-<state>-<width>.png.
 */
import { mkdirSync } from "node:fs";
import { type BrowserContext, chromium, type Page } from "@playwright/test";
import { indexedPaths } from "../app/content/pages";
import { type Lang, languages, locale } from "../app/domain/languages";
import { account as cs } from "../app/i18n/messages/cs/account";
import { account as en } from "../app/i18n/messages/en/account";
import { account as pl } from "../app/i18n/messages/pl/account";
import { buildPath } from "../app/i18n/paths";
import { chromiumLaunchOptions } from "../tests/e2e/chromium";
import { BENCH_STAFF_EMAIL, staffSession } from "./bench-desk-session";
import { startBuiltServer } from "./bench-server";
import { seededDataDir } from "./seed-desk-data";

const outDir = process.env.OUT_DIR ?? "screenshots";
const widths = [390, 1440];
const args = process.argv.slice(2);
const desk = args.includes("--desk");
const paths = args.filter((arg) => arg !== "--desk");
const deskCopy = { cs, en, pl };

/**
 * A context at `width` carrying the cookies of a Cookie header; given a language, the browser
 * speaks it too, as its people's browsers do (a date field's day-month order, for one).
 */
async function contextAt(
  browser: Awaited<ReturnType<typeof chromium.launch>>,
  width: number,
  cookie: string,
  baseUrl: string,
  lang?: Lang,
) {
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    ...(lang ? { locale: locale[lang] } : {}),
  });
  await context.addInitScript(() => localStorage.setItem("cookie-consent", "rejected"));
  const pairs = cookie.split(";").filter((pair) => pair.includes("="));
  await context.addCookies(
    pairs.map((pair) => {
      const [name = "", ...value] = pair.trim().split("=");
      return { name, value: value.join("="), url: baseUrl };
    }),
  );
  return context;
}

/** Loads a page and lets its scripts run: a first move hydrates it (app/ui/scripts-at-first-interaction.tsx). */
async function open(page: Page, url: string) {
  await page.goto(url, { waitUntil: "networkidle" });
  await page.mouse.move(1, 1);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.waitForLoadState("networkidle");
}

async function shoot(page: Page, file: string, fullPage = true) {
  // From the top: a page scrolled by a click would draw its sticky bar and menu mid-page.
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  // A capture of the whole page is one frame: the bands below the first screen, which the browser
  // draws only as a visitor scrolls near them (`content-visibility`), would come out blank.
  await page.addStyleTag({ content: "* { content-visibility: visible !important; }" });
  await page.screenshot({ path: file, fullPage });
  console.log(file);
}

async function publicPages(baseUrl: string) {
  const browser = await chromium.launch(chromiumLaunchOptions);
  for (const width of widths) {
    const context = await contextAt(browser, width, process.env.COOKIE ?? "", baseUrl);
    const page = await context.newPage();
    for (const path of paths.length > 0 ? paths : indexedPaths) {
      await open(page, `${baseUrl}${path}`);
      await shoot(page, `${outDir}/${path.replaceAll("/", "_") || "_"}-${width}.png`);
    }
    await context.close();
  }
  await browser.close();
}

/**
 * What a desk in use has beyond seeded inquiries: two saved views (one with a long Czech name,
 * for the side menu), and the ready instant reply switched on and a lead sent, so the runs page
 * has a run to show.
 */
async function inUse(context: BrowserContext, baseUrl: string) {
  const tt = en.dashboard.templates;
  const reply = tt.ready.templates.instant_reply;
  const page = await context.newPage();
  const views = en.dashboard.desk.views;
  for (const [name, query] of [
    ["Nepřiřazené poptávky s prošlým termínem sledování", "?view=list&status=pending"],
    ["Zgłoszenia z Polski", "?view=list&lang=pl"],
  ] as const) {
    await open(page, `${baseUrl}/eng/dashboard/inquiries${query}`);
    await page.locator("summary", { hasText: views.manage }).click();
    await page.getByLabel(views.name, { exact: true }).fill(name);
    await page.getByRole("button", { name: views.save }).click();
    await page.getByRole("status").filter({ hasText: views.savedToast }).first().waitFor();
  }
  await open(page, `${baseUrl}/eng/dashboard/templates`);
  await page.getByRole("button", { name: `${tt.ready.add}: ${reply.name}` }).click();
  const card = page
    .getByRole("list", { name: tt.title })
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: reply.name, exact: true }) });
  await card.getByText(tt.automation.open).click();
  await card.getByRole("button", { name: tt.automation.switchOn }).click();
  await page.getByText(tt.automation.switchedOn).waitFor();
  const answer = await page.request.post(`${baseUrl}/api/leads/contact`, {
    headers: { Origin: baseUrl, Accept: "application/json" },
    multipart: {
      name: "Zdzisława Przybyszewska-Wojciechowska",
      email: "zdzislawa@example.pl",
      message: "Potrzebujemy automatyzacji zamówień z naszego sklepu internetowego.",
      business_type: "ecommerce",
      lang: "pl",
      js: "1",
    },
  });
  if (!answer.ok()) throw new Error(`The lead for the runs page answered ${answer.status()}`);
  await page.close();
}

/** The desk's pages and states in one language at one width. */
async function deskStates(page: Page, baseUrl: string, lang: Lang, width: number) {
  const t = deskCopy[lang].dashboard;
  const at = (section = "") => `${baseUrl}${buildPath({ name: "dashboard", section }, lang)}`;
  const file = (state: string) => `${outDir}/desk/${lang}-${state}-${width}.png`;
  const sections: [string, string][] = [
    ["overview", ""],
    ["board", "inquiries"],
    ["list", "inquiries?view=list"],
    ["spam", "inquiries?view=list&spam=1"],
    ["empty-search", "inquiries?view=list&q=nikdo-takovy"],
    ["applications", "applications"],
    ["templates", "templates"],
    ["runs", "runs"],
    ["analytics", "analytics"],
    ["settings", "settings"],
  ];
  for (const [state, section] of sections) {
    await open(page, at(section));
    await shoot(page, file(state));
  }

  // The inquiry of an address that wrote more than once (seed-desk-data.ts): merge and timeline.
  await open(page, at("inquiries"));
  // The badge's words without its count: the longer side of "{count}".
  const more = t.desk.card.duplicates
    .split("{count}")
    .reduce((longest, part) => (part.trim().length > longest.length ? part.trim() : longest), "");
  // Columns and cards are both list items: the last one with the words is a card.
  await page.getByRole("listitem").filter({ hasText: more }).last().getByRole("link").first().click();
  await page.waitForLoadState("networkidle");
  await shoot(page, file("inquiry"));
  // The shortcuts button is shown from Tailwind's `md` (768 px) on: a phone has no keyboard to use them.
  if (width >= 768) {
    await page.getByRole("button", { name: t.desk.shortcuts.button }).click();
    await shoot(page, file("shortcuts-dialog"), false);
    await page.keyboard.press("Escape");
  }

  await open(page, at("inquiries?view=list"));
  const boxes = page.getByRole("main").getByRole("checkbox");
  // The first two are "all matching" and the page's box: two rows ticked.
  await boxes.nth(2).check();
  await boxes.nth(3).check();
  await shoot(page, file("bulk-bar"), false);
  await page.locator("summary", { hasText: t.desk.views.manage }).first().click();
  await shoot(page, file("views-panel"));

  await open(page, at("templates"));
  await page.getByRole("link", { name: t.templates.create }).click();
  await page.getByRole("button", { name: t.editor.addStep }).click();
  await shoot(page, file("template-editor"), false);
  await page.keyboard.press("Escape");

  if (width < 1024) {
    await open(page, at("inquiries"));
    await page.getByRole("banner").locator("summary").first().click();
    await shoot(page, file("phone-menu"), false);
  }
}

async function deskPages() {
  const dataDir = await seededDataDir(Number(process.env.DESK_COUNT ?? 300));
  const server = await startBuiltServer({
    DATA_DIR: dataDir,
    STAFF_EMAILS: BENCH_STAFF_EMAIL,
    ...(process.env.PORT ? { PORT: process.env.PORT } : {}),
  });
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    mkdirSync(`${outDir}/desk`, { recursive: true });
    const cookie = await staffSession(server);
    const setUp = await contextAt(browser, widths[0] ?? 390, cookie, server.url);
    await inUse(setUp, server.url);
    await setUp.close();
    for (const width of widths) {
      for (const lang of languages) {
        const context = await contextAt(browser, width, cookie, server.url, lang);
        await deskStates(await context.newPage(), server.url, lang, width);
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

mkdirSync(outDir, { recursive: true });
if (desk) await deskPages();
else await publicPages(process.env.BASE_URL ?? "http://localhost:3000");
