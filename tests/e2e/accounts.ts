import type { Cookie, Page } from "@playwright/test";
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

/** better-auth's cookies (app/features/auth/auth.server.ts names their prefix). */
const authCookie = /^flowlane\./;

/**
 * The session cookies this worker's tests signed in with, by server and address. Signing in again
 * costs two password hashes at the production cost (docs/decisions/0064), a second or more on two
 * busy cores, and the desk's tests sign the same staff account in some thirty times a run.
 */
const signedIn = new Map<string, Cookie[]>();

/** Signs the page in with the session an earlier test of this worker got, if it is still valid. */
async function resumeSession(page: Page, baseURL: string, email: string) {
  const cookies = signedIn.get(`${baseURL} ${email}`);
  if (!cookies) return false;
  const context = page.context();
  await context.clearCookies({ name: authCookie });
  await context.addCookies(cookies);
  const answer = await page.request.get(`${baseURL}/api/auth/get-session`);
  const session: { user?: { email?: string } } | null = answer.ok() ? await answer.json() : null;
  if (session?.user?.email === email) return true;
  // Ended meanwhile (signed out everywhere): sign in anew.
  signedIn.delete(`${baseURL} ${email}`);
  await context.clearCookies({ name: authCookie });
  return false;
}

/**
 * Signs up through better-auth's endpoint and confirms the address through the mailed link (or,
 * for an account an earlier test made, signs in), with the page's cookies, so the page is signed
 * in afterwards. better-auth wants the Origin a browser would send. An account this worker has
 * signed in before takes up its session again (`resumeSession`).
 */
export async function signUpByApi(
  page: Page,
  baseURL: string,
  email: string,
  name = "E2E User",
  dataDir = process.env.E2E_DATA_DIR ?? "",
) {
  if (await resumeSession(page, baseURL, email)) return;
  await signUpAndSignIn(page, baseURL, email, name, dataDir);
  const cookies = await page.context().cookies(baseURL);
  signedIn.set(
    `${baseURL} ${email}`,
    cookies.filter((cookie) => authCookie.test(cookie.name)),
  );
}

async function signUpAndSignIn(page: Page, baseURL: string, email: string, name: string, dataDir: string) {
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
