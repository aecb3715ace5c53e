import { expect, test } from "@playwright/test";
import { indexedPaths } from "../../app/content/pages";

const htmlLangOf = (path: string) =>
  /(^|\/)(eng)(\/|$)/.test(path) ? "en" : /(^|\/)pl(\/|$)/.test(path) ? "pl" : "cs";

test.describe("every public page in every language", () => {
  for (const path of indexedPaths) {
    test(`${path} answers 200 in its language with its own title and canonical URL`, async ({
      request,
      baseURL,
    }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      const lang = htmlLangOf(path);
      expect(html).toContain(`<html lang="${lang}"`);
      expect(html).toMatch(/<title>[^<]*Flowlane<\/title>/);
      // Prerendered pages pass through an HTML serializer at build time (scripts/page-html.ts):
      // compare the markup, not React's spelling of it.
      expect(html).toContain(`<link rel="canonical" href="${baseURL}${path}"`);
      for (const hreflang of ["cs", "en", "pl", "x-default"]) {
        expect(html.toLowerCase()).toContain(`hreflang="${hreflang}"`);
      }
      expect(html).toContain('"@type":"Organization"');
      expect(html).not.toContain("prerender.origin.invalid");
      expect(html).not.toContain("{{fresh:");
    });
  }
});

test("unprefixed paths use the stored language, Czech by default", async ({
  request,
  playwright,
  baseURL,
}) => {
  expect(await (await request.get("/sluzby")).text()).toContain('<html lang="cs"');
  const english = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { Cookie: "lang=en" },
  });
  const html = await (await english.get("/sluzby")).text();
  expect(html).toContain('<html lang="en"');
  expect(html).toContain(`<link rel="canonical" href="${baseURL}/eng/sluzby"/>`);
  await english.dispose();
});

test.describe("redirects", () => {
  for (const [from, to] of [
    ["/cs/web", "/web/cs"],
    ["/eng/web", "/web/eng"],
    ["/pl/web", "/web/pl"],
    ["/cs/team", "/team/cs"],
    ["/eng/team", "/team/eng"],
    ["/pl/team", "/team/pl"],
    ["/reference", "/sluzby"],
    ["/reference/cs", "/sluzby"],
    ["/reference/eng", "/sluzby"],
    ["/reference/pl", "/sluzby"],
    ["/kontakt", "/contact"],
    ["/eng/sluzby/", "/eng/sluzby"],
  ] as const) {
    test(`${from} -> ${to}`, async ({ request }) => {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(new URL(response.headers().location ?? "", "http://x").pathname).toBe(to);
    });
  }

  test("/reference/eng keeps English for the services page", async ({ page }) => {
    await page.goto("/reference/eng");
    await expect(page).toHaveURL(/\/sluzby$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });
});

test.describe("not found", () => {
  test("an unknown service shows 'Service not found' with a way back, answering 404", async ({ page }) => {
    const response = await page.goto("/eng/sluzby/unknown");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Service not found");
    await page.getByRole("main").getByRole("link", { name: "Back to services" }).click();
    await expect(page).toHaveURL(/\/eng\/sluzby$/);
  });

  test("any other unknown path is a translated 404 page", async ({ page }) => {
    for (const [path, lang] of [
      ["/cs/neexistuje", "cs"],
      ["/eng/missing", "en"],
      ["/pl/brak", "pl"],
      ["/web/cs/ukazka/neexistuje", "cs"],
    ] as const) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.locator("meta[name=robots]")).toHaveAttribute("content", "noindex");
    }
  });
});

test("sitemap lists every language URL with its alternates, robots.txt points to it", async ({
  request,
  baseURL,
}) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const path of indexedPaths) expect(sitemap).toContain(`<loc>${baseURL}${path}</loc>`);
  expect(sitemap).toContain('hreflang="x-default"');
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test("the server: health check, security headers, immutable assets, compression", async ({ request }) => {
  const health = await request.get("/healthz");
  expect(await health.json()).toEqual({ status: "ok", database: "pglite" });

  const page = await request.get("/eng", { headers: { "Accept-Encoding": "gzip" } });
  const headers = page.headers();
  expect(headers["content-security-policy"]).toContain("script-src 'self' 'sha256-");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["content-encoding"]).toBe("gzip");

  const rendered = await request.get("/sluzby");
  expect(rendered.headers()["content-security-policy"]).toMatch(/'nonce-[A-Za-z0-9+/=]+'/);
  // Pages rendered per request (the dashboard, the password reset among them) keep their window
  // to themselves; prerendered pages, the same for everyone, skip the process swap that costs
  // blocking time (docs/decisions/0044-opener-policy-on-rendered-pages-only.md).
  expect(rendered.headers()["cross-origin-opener-policy"]).toBe("same-origin");
  expect(headers["cross-origin-opener-policy"]).toBeUndefined();
  expect(headers["x-frame-options"]).toBe("SAMEORIGIN");

  const html = await page.text();
  const asset = html.match(/\/assets\/[^"]+\.js/)?.[0];
  expect(asset).toBeTruthy();
  const assetResponse = await request.get(asset ?? "");
  expect(assetResponse.headers()["cache-control"]).toContain("immutable");
});

test("the demo page is prerendered, with a form token signed for each answer", async ({ request }) => {
  const tokenOf = async (path: string) => {
    const answer = await request.get(path);
    expect(answer.headers()["cache-control"]).toBe("private, no-cache");
    return (await answer.text()).match(/\d{13}\.[\w-]{43}/)?.[0];
  };
  const html = await (await request.get("/pl/demo")).text();
  // The prerendered page: its critical CSS inline and its scripts waiting for the first interaction.
  expect(html).toContain('<template id="held-scripts">');
  expect(html).toMatch(/<style>@font-face/);
  expect(html).toMatch(/name="form_token" value="\d{13}\.[\w-]{43}"/);
  const first = await tokenOf("/pl/demo.data");
  expect(first).toBeTruthy();
  // Signed at the moment of each answer (tokens carry milliseconds).
  await expect.poll(() => tokenOf("/pl/demo.data"), { timeout: 60_000 }).not.toBe(first);
});

test("with a booking calendar set, the booking page is rendered for each request", async ({ request }) => {
  const answer = await request.get("/eng/booking");
  expect(answer.headers()["content-security-policy"]).toMatch(/'nonce-[A-Za-z0-9+/=]+'/);
  expect(await answer.text()).toContain("/e2e/booking-calendar");
});

test("hashed assets are sent precompressed, Brotli first", async ({ request }) => {
  const html = await (await request.get("/eng")).text();
  const asset = html.match(/\/assets\/[^"]+\.js/)?.[0] ?? "";
  const brotli = await request.get(asset, { headers: { "Accept-Encoding": "br, gzip" } });
  expect(brotli.headers()["content-encoding"]).toBe("br");
  expect(brotli.headers()["content-type"]).toContain("text/javascript");
  const gzip = await request.get(asset, { headers: { "Accept-Encoding": "gzip" } });
  expect(gzip.headers()["content-encoding"]).toBe("gzip");
});
