import { expect, test } from "./fixtures";

/** Intl and the copy write no-break spaces; compare with plain ones. */
const plain = (text: string | null) => (text ?? "").replace(/[\u00a0\u202f]/g, " ");

test.describe("a Polish visitor", () => {
  test("sees a Polish number and office on the contact page and in the footer", async ({ page }) => {
    await page.goto("/pl/contact");
    const main = page.locator("main");
    await expect(main.getByRole("link", { name: "+48 22 355 41 20" })).toHaveAttribute(
      "href",
      "tel:+48223554120",
    );
    await expect(main.getByText("Biuro w Polsce")).toBeVisible();
    await expect(main).toContainText("00-131 Warszawa");
    await expect(page.locator("footer").getByRole("link", { name: "+48 22 355 41 20" })).toBeVisible();
    await expect(page.locator("body")).not.toContainText("+420");
  });

  test("reads the footer's company number beside the registered office in Prague, the Warsaw office under its own label", async ({
    page,
  }) => {
    await page.goto("/pl");
    const footer = page.getByRole("contentinfo");
    const company = footer.getByRole("listitem").filter({ hasText: "Numer rejestrowy (IČO)" });
    await expect(company).toContainText("Numer rejestrowy (IČO): 21734581");
    const registered = footer.getByText("Karlínské náměstí 59/10, 186 00 Praha 8");
    await expect(registered).toBeVisible();
    await expect(footer.getByText("Biuro w Polsce: Grzybowska 4/12, 00-131 Warszawa")).toBeVisible();
    // The company's lines list the registered office only; the Warsaw one stands with the contact.
    const companyList = footer.locator("ul").filter({ hasText: "Numer rejestrowy (IČO)" });
    await expect(companyList).toContainText("Praha 8");
    await expect(companyList).not.toContainText("Warszawa");
  });

  test("sees the packages, the calculator and the demo form's budgets in złoty", async ({ page }) => {
    await page.goto("/pl/sluzby");
    const packages = page.locator("#packages");
    for (const price of ["990 zł", "1890 zł", "4790 zł"]) await expect(packages).toContainText(price);
    expect(plain(await packages.textContent())).not.toMatch(/Kč|CZK/);

    await page.goto("/pl");
    await expect(page.locator("#roi")).toContainText("Rozwój");
    await expect(page.locator("#roi").getByLabel(/Nasza miesięczna opłata/)).toHaveValue("1890");

    await page.goto("/pl/demo");
    const budget = page.locator("select[name=budget] option");
    const labels = (await budget.allTextContents()).map(plain);
    expect(labels).toContain("Rozwój – od 1890 zł / mies.");
  });
});

test("Czech and English pages price the packages in crowns, the demo form naming the same packages", async ({
  page,
}) => {
  await page.goto("/cs/sluzby");
  expect(plain(await page.locator("#packages").textContent())).toContain("9 900 Kč");
  await page.goto("/eng/demo");
  const labels = (await page.locator("select[name=budget] option").allTextContents()).map(plain);
  expect(labels).toEqual(
    expect.arrayContaining(["Basic – from CZK 4,900 / month", "Pro – from CZK 9,900 / month"]),
  );
});

test("the proof block shows measured figures with their sources, and no invented ones", async ({ page }) => {
  for (const [path, source] of [
    ["/cs", "Test výpadků: server vypnutý uprostřed odesílání"],
    ["/eng", "Crash test: the server stopped mid-send"],
    ["/pl", "Test awarii: serwer wyłączany w trakcie wysyłania"],
  ] as const) {
    await page.goto(path);
    const proof = page.locator("section", { has: page.locator("#proof-title") });
    await expect(proof).toContainText(source);
    const figures = plain(await proof.textContent());
    // The crash test's leads (0024) and the rush's wait of 99 in 100 senders (0049).
    expect(figures).toMatch(/6[ ,]?262/);
    expect(figures).toMatch(/0[.,]4 s/);
    expect(plain(await page.locator("main").textContent())).not.toMatch(/95 ?%|67 ?%|15\+/);
  }
});
