/**
 * A signed-in staff member for a benchmark of desk pages, made the way a person becomes one: an
 * account signed up through the app's own auth endpoint, its address confirmed through the link
 * the server mails (read from DATA_DIR/outbox, where the server writes mail without a provider),
 * staff because the server was started with it in STAFF_EMAILS, then signed in. What comes back is
 * the session's Cookie header, for Lighthouse or any HTTP client.
 */
import { randomBytes } from "node:crypto";
import { join } from "node:path";
import { readOutbox } from "../tests/support/eml";
import type { BenchServer } from "./bench-server";

/** The address a desk benchmark signs in with: the server must list it in STAFF_EMAILS. */
export const BENCH_STAFF_EMAIL = "bench-staff@flowlane.test";

/** The cookies a response sets, as the Cookie header a browser would send back. */
const cookiesOf = (answer: Response) =>
  answer.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");

async function confirmationLink(dataDir: string, email: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    for (const mail of readOutbox(join(dataDir, "outbox"))) {
      const link = /(https?:\/\/\S+\/api\/auth\/verify-email\?\S+)/.exec(mail.text)?.[1];
      if (mail.to === email && link) return link;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No confirmation e-mail to ${email} in ${dataDir}/outbox`);
}

export async function staffSession(server: BenchServer, email = BENCH_STAFF_EMAIL): Promise<string> {
  // Random, with the letter, digit and special character the password rules ask for.
  const password = `${randomBytes(18).toString("base64url")}!Aa1`;
  // better-auth refuses a post without the Origin a browser sends.
  const headers = { Origin: server.url, "Content-Type": "application/json" };
  const signUp = await fetch(`${server.url}/api/auth/sign-up/email`, {
    method: "POST",
    headers,
    body: JSON.stringify({ name: "Bench Staff", email, password, confirmPassword: password, lang: "en" }),
  });
  if (!signUp.ok) throw new Error(`Sign-up answered ${signUp.status}: ${await signUp.text()}`);
  const confirmed = await fetch(await confirmationLink(server.dataDir, email), { redirect: "manual" });
  if (confirmed.status >= 400) throw new Error(`The confirmation link answered ${confirmed.status}`);
  const signIn = await fetch(`${server.url}/api/auth/sign-in/email`, {
    method: "POST",
    headers,
    body: JSON.stringify({ email, password, rememberMe: true }),
  });
  if (!signIn.ok) throw new Error(`Sign-in answered ${signIn.status}: ${await signIn.text()}`);
  const cookie = cookiesOf(signIn);
  // The session reaches the desk as staff: the staff-only analytics answer instead of sending home.
  const desk = await fetch(`${server.url}/eng/dashboard/analytics`, {
    headers: { Cookie: cookie },
    redirect: "manual",
  });
  if (desk.status !== 200) throw new Error(`The desk answered ${desk.status} to the bench's session`);
  return cookie;
}
