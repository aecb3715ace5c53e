import { shell as csShell } from "../../app/i18n/messages/cs/shell";
import { expect, test } from "./fixtures";

test.describe("cookie consent", () => {
  test.use({ consent: null });

  test("accepting loads the tag manager with consent defaults denied, then granted; on every visit", async ({
    page,
  }) => {
    const gtmRequests: string[] = [];
    await page.route("**/e2e/gtm.js*", (route) => {
      gtmRequests.push(route.request().url());
      return route.fulfill({ contentType: "text/javascript", body: "window.__gtmLoaded = true;" });
    });
    await page.goto("/eng");
    const banner = page.getByRole("region", { name: "We use cookies" });
    await expect(banner).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(gtmRequests).toHaveLength(0);

    await banner.getByRole("button", { name: "Accept" }).click();
    await expect(banner).toBeHidden();
    await expect.poll(() => gtmRequests.length).toBe(1);
    expect(gtmRequests[0]).toContain("id=GTM-TEST123");
    expect(await page.evaluate(() => localStorage.getItem("cookie-consent"))).toBe("accepted");
    const consent = await page.evaluate(() =>
      (window.dataLayer ?? [])
        .filter((entry) => (entry as ArrayLike<unknown>)[0] === "consent")
        .map((entry) => {
          const args = entry as ArrayLike<unknown>;
          return [args[1], (args[2] as Record<string, string>).analytics_storage];
        }),
    );
    expect(consent).toEqual([
      ["default", "denied"],
      ["update", "granted"],
    ]);

    await page.reload();
    await expect.poll(() => gtmRequests.length).toBe(2);
    await expect(page.getByRole("region", { name: "We use cookies" })).toHaveCount(0);
  });

  test("on a phone the banner is reached right after the skip link and covers at most a quarter of the screen", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/cs");
    const banner = page.getByRole("region", { name: csShell.consent.title });
    await expect(banner).toBeVisible();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: csShell.common.skipToContent })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(banner.getByRole("button").first()).toBeFocused();
    const box = await banner.boundingBox();
    expect(box?.height ?? 844).toBeLessThanOrEqual(844 / 4);
  });

  test("rejecting loads nothing; the footer link reopens the choice", async ({ page }) => {
    let gtmRequested = false;
    await page.route("**/e2e/gtm.js*", (route) => {
      gtmRequested = true;
      return route.fulfill({ contentType: "text/javascript", body: "" });
    });
    await page.goto("/cs");
    await page.getByRole("button", { name: "Odmítnout" }).click();
    expect(await page.evaluate(() => localStorage.getItem("cookie-consent"))).toBe("rejected");
    await page.reload();
    await page.waitForLoadState("networkidle");
    expect(gtmRequested).toBe(false);
    await expect(page.getByRole("button", { name: "Odmítnout" })).toHaveCount(0);

    await page
      .getByRole("contentinfo")
      .getByRole("button", { name: /cookies/i })
      .click();
    await expect(page.getByRole("button", { name: "Odmítnout" })).toBeVisible();
  });
});

test.describe("privacy policy", () => {
  test("opens the PDF of the page's language in a frame, with a download button", async ({
    page,
    request,
  }) => {
    await page.goto("/pl");
    await page.getByRole("contentinfo").getByRole("button", { name: "Polityka prywatności" }).click();
    const dialog = page.getByRole("dialog", { name: "Polityka prywatności" });
    await expect(dialog.locator("iframe")).toHaveAttribute("src", "/privacy/privacy-policy-pl.pdf");
    const download = dialog.getByRole("link", { name: "Pobierz PDF" });
    await expect(download).toHaveAttribute("href", "/privacy/privacy-policy-pl.pdf");
    const pdf = await request.get("/privacy/privacy-policy-pl.pdf");
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
  });

  test("shows the translated failure message and the download hint when the PDF cannot be loaded", async ({
    page,
  }) => {
    await page.route("**/privacy/*.pdf", (route) => route.abort());
    await page.goto("/cs");
    await page
      .getByRole("contentinfo")
      .getByRole("button", { name: "Zásady ochrany osobních údajů" })
      .click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("alert")).toContainText("Nepodařilo se načíst PDF");
    await expect(dialog.getByRole("alert")).toContainText("Stáhněte si dokument přímo");
    await expect(dialog.getByRole("link", { name: "Stáhnout PDF" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });
});
