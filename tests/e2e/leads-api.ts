import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

/** A contact lead sent as the enhanced form sends it; its name is unique to the test. */
export async function sendLead(
  page: Page,
  baseURL: string,
  fields: { name: string; email: string; message?: string; "bot-field"?: string },
) {
  const answer = await page.request.post("/api/leads/contact", {
    headers: { Origin: baseURL, Accept: "application/json" },
    multipart: {
      message: "Please automate our onboarding.",
      business_type: "saas",
      js: "1",
      lang: "en",
      ...fields,
    },
  });
  expect(answer.ok()).toBe(true);
}
