import { STAFF_EMAIL, signUpByApi, uniqueEmail } from "./accounts";
import { collectErrors, expect, test } from "./fixtures";

// A browser an hour or more away from the server's UTC: every time the desk shows is written in
// the viewer's zone on the server and in the browser alike, so the page hydrates without a mismatch.
test.use({ timezoneId: "Europe/Prague" });

test("the desk shows its times in the viewer's zone and hydrates without an error", async ({
  page,
  baseURL,
}) => {
  const name = `Zone ${Date.now()}`;
  const answer = await page.request.post("/api/leads/contact", {
    headers: { Origin: baseURL as string, Accept: "application/json" },
    multipart: {
      name,
      email: uniqueEmail("zone"),
      message: "Please automate our invoicing.",
      business_type: "saas",
      js: "1",
      lang: "en",
    },
  });
  expect(answer.ok()).toBe(true);
  await signUpByApi(page, baseURL as string, STAFF_EMAIL, "Staff Sam");
  const errors = collectErrors(page);

  await page.goto(`/eng/dashboard/inquiries?view=list&q=${encodeURIComponent(name)}`);
  await expect(page.getByRole("link", { name })).toBeVisible();
  await page.getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
  expect(errors).toEqual([]);
});
