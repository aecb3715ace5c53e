import type { Page } from "@playwright/test";
import { expect } from "./fixtures";
import { expectMailIn } from "./outbox";

export const PASSWORD = "Tajne-heslo-42";
/** Listed in STAFF_EMAILS of the e2e server (playwright.config.ts). */
export const STAFF_EMAIL = "staff-e2e@flowlane.test";

export const uniqueEmail = (name: string) =>
  `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;

/** The confirmation link the server mailed to an address (a test's own server: its data directory). */
export async function confirmationLink(email: string, dataDir = process.env.E2E_DATA_DIR ?? "") {
  const mail = await expectMailIn(dataDir, email, "/api/auth/verify-email?token=");
  const link = /(https?:\/\/\S+\/api\/auth\/verify-email\?\S+)/.exec(mail.text)?.[1];
  if (!link) throw new Error(`No confirmation link in the mail to ${email}`);
  return link;
}

/**
 * Signs up through better-auth's endpoint and confirms the address through the mailed link (or,
 * for an account an earlier test made, signs in), with the page's cookies, so the page is signed
 * in afterwards. better-auth wants the Origin a browser would send.
 */
export async function signUpByApi(
  page: Page,
  baseURL: string,
  email: string,
  name = "E2E User",
  dataDir = process.env.E2E_DATA_DIR ?? "",
) {
  const headers = { Origin: baseURL };
  const signUp = await page.request.post(`${baseURL}/api/auth/sign-up/email`, {
    headers,
    data: { name, email, password: PASSWORD, confirmPassword: PASSWORD, lang: "en" },
  });
  // 422: another test signed the same account up at that very moment (the staff account).
  expect(signUp.ok() || signUp.status() === 422).toBe(true);
  const signIn = await page.request.post(`${baseURL}/api/auth/sign-in/email`, {
    headers,
    data: { email, password: PASSWORD, rememberMe: true },
  });
  if (signIn.ok()) return;
  // Not confirmed yet: the link confirms the address (and signs in, unless another test of the
  // same account used it first), then signing in works.
  expect(signIn.status()).toBe(403);
  const confirmed = await page.request.get(await confirmationLink(email, dataDir), { maxRedirects: 0 });
  expect(confirmed.status()).toBe(302);
  const again = await page.request.post(`${baseURL}/api/auth/sign-in/email`, {
    headers,
    data: { email, password: PASSWORD, rememberMe: true },
  });
  expect(again.ok()).toBe(true);
}
