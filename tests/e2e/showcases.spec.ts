import { showcaseSlugs } from "../../app/features/web/showcase-slugs";
import { showcases as cs } from "../../app/features/web/showcases/cs";
import { showcases as en } from "../../app/features/web/showcases/en";
import { showcases as pl } from "../../app/features/web/showcases/pl";
import { expect, test } from "./fixtures";

test("an example site in each language, with a request form that sends nothing and a way back", async ({
  page,
}) => {
  for (const [path, lang, title] of [
    ["/web/cs/ukazka/restaurace", "cs", cs.sites.restaurace.hero.title],
    ["/web/eng/ukazka/kadernictvi", "en", en.sites.kadernictvi.hero.title],
    ["/web/pl/ukazka/penzion", "pl", pl.sites.penzion.hero.title],
  ] as const) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  }

  // The example site's own header, not the agency's.
  await expect(page.getByRole("banner")).toHaveCount(1);
  await expect(page.getByRole("banner")).toContainText("Pensjonat Leśny Zakątek");
  await page.getByLabel(pl.sites.penzion.inquiry.arrival).fill("2027-02-10");
  await page.getByLabel(pl.sites.penzion.inquiry.departure).fill("2027-02-14");
  await page.getByRole("button", { name: pl.sites.penzion.inquiry.submit }).click();
  // The new page first: until it arrives, the notice found is the old page's, hidden.
  await expect(page).toHaveURL(/\/web\/pl\/ukazka\/penzion\?arrival=2027-02-10.*#inquiry-sent$/);
  await expect(page.getByText(pl.frame.formNotice)).toBeVisible();

  await page.getByRole("link", { name: pl.frame.back }).click();
  await expect(page).toHaveURL(/\/web\/pl#showcases$/);
});

test("the web page previews the four example sites in frames the server allows", async ({
  page,
  request,
}) => {
  await page.goto("/web/cs");
  const frames = page.locator("#showcases iframe");
  // The frames replace their <noscript> once the page has hydrated and the section is near.
  await page.locator("#showcases").scrollIntoViewIfNeeded();
  await expect(frames).toHaveCount(showcaseSlugs.length);
  expect(await frames.evaluateAll((nodes) => nodes.map((node) => node.getAttribute("src")))).toEqual(
    showcaseSlugs.map((slug) => `/web/cs/ukazka/${slug}/nahled`),
  );
  for (const slug of showcaseSlugs) {
    const response = await request.get(`/web/cs/ukazka/${slug}/nahled`);
    expect(response.status()).toBe(200);
    expect(response.headers()["x-frame-options"]).toBe("SAMEORIGIN");
    expect(response.headers()["content-security-policy"]).toContain("frame-ancestors 'self'");
    // The example site as it is, less its scripts; search engines are pointed to the site itself.
    const html = await response.text();
    expect(html).not.toContain("<script");
    expect(html).toContain(
      `<link rel="canonical" href="${new URL(`/web/cs/ukazka/${slug}`, page.url()).href}"`,
    );
  }
  // The browser does show the framed page (lazy: once the section is near).
  await frames.first().scrollIntoViewIfNeeded();
  await expect(page.frameLocator("#showcases iframe").first().locator("h1")).toHaveText(
    cs.sites.restaurace.hero.title,
  );
  await page.getByRole("link", { name: "Otevřít ukázku (Kavárna Modrý hrnek)" }).click();
  await expect(page).toHaveURL(/\/web\/cs\/ukazka\/kavarna$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(cs.sites.kavarna.hero.title);
});

test("the example sites' frames hold no script for the browser to refuse", async ({ page }) => {
  // A frame may run no script. Given the sites themselves, the browser refused every script of
  // every site, each with an error in the console (four per site).
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/web/cs");
  const frames = page.locator("#showcases iframe");
  await page.locator("#showcases").scrollIntoViewIfNeeded();
  await expect(frames).toHaveCount(showcaseSlugs.length);
  for (const frame of await frames.all()) await frame.scrollIntoViewIfNeeded();
  const scriptsInShownSites = () =>
    frames.evaluateAll((nodes) =>
      nodes.map((node) => {
        const site = (node as HTMLIFrameElement).contentDocument;
        return site?.readyState === "complete" && site.querySelector("h1")
          ? site.querySelectorAll("script").length
          : "not shown yet";
      }),
    );
  await expect.poll(scriptsInShownSites).toEqual(showcaseSlugs.map(() => 0));
});

test("a frame goes into the page only once its card is near the view, not at the first touch", async ({
  page,
}) => {
  // Put in at hydration, the four frames cost the first touch about 0.1 s on a slow phone
  // (docs/decisions/0075-the-web-page-s-first-touch.md); on a phone the section is screens down.
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto("/web/eng");
  const frames = page.locator("#showcases iframe");
  // Two frames later, React has long committed what hydration put in.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await expect(frames).toHaveCount(0);
  const cards = page.locator("#showcases [inert]");
  for (const card of await cards.all()) await card.scrollIntoViewIfNeeded();
  await expect(frames).toHaveCount(showcaseSlugs.length);
  await expect(page.frameLocator("#showcases iframe").last().locator("h1")).toHaveText(
    en.sites.kadernictvi.hero.title,
  );
});
