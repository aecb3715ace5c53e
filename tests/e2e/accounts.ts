import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

export const PASSWORD = "Tajne-heslo-42";
/** Listed in STAFF_EMAILS of the e2e server (playwright.config.ts). */
export const STAFF_EMAIL = "staff-e2e@flowlane.test";

export const uniqueEmail = (name: string) =>
  `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;

/**
 * Signs up (or, for an account an earlier test made, signs in) through better-auth's endpoint
 * with the page's cookies, so the page is signed in afterwards. better-auth wants the Origin a
 * browser would send.
 */
export async function signUpByApi(page: Page, baseURL: string, email: string, name = "E2E User") {
  const headers = { Origin: baseURL };
  const signUp = await page.request.post("/api/auth/sign-up/email", {
    headers,
    data: { name, email, password: PASSWORD, confirmPassword: PASSWORD, lang: "en" },
  });
  if (signUp.ok()) return;
  const signIn = await page.request.post("/api/auth/sign-in/email", {
    headers,
    data: { email, password: PASSWORD, rememberMe: true },
  });
  expect(signIn.ok()).toBe(true);
}
