import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { account as csAccount } from "~/i18n/messages/cs/account";
import { account as plAccount } from "~/i18n/messages/pl/account";
import { typesetText } from "~/i18n/typography";
import type { OpenDatabase } from "~/platform/db/client.server";
import { accounts, mailQueue, sessions, users, verifications } from "~/platform/db/schema.server";
import { action as authAction, loader as authLoader } from "~/routes/api.auth.$";
import { loader as sessionLoader } from "~/routes/api.session";
import {
  authPost,
  call,
  confirm,
  confirmationLink,
  cookieHeader,
  PASSWORD,
  signUp,
  signUpUnconfirmed,
  uniqueEmail,
} from "../../../tests/support/auth";
import { testDatabases } from "../../../tests/support/databases";
import { createTestServices, type TestServices } from "../../../tests/support/services";
import { CLIENT_IP_HEADER } from "./auth.server";
import { promoteToStaff } from "./roles.server";

// Sign-ups hash with the tests' cheaper scrypt cost (tests/support/services.ts), but for the
// first, which checks the production cost end to end.
describe.each(testDatabases)("accounts on $name", { timeout: 60_000 }, (testDatabase) => {
  let database: OpenDatabase;
  let services: TestServices;
  let ipCounter = 0;
  const nextIp = () => `198.51.100.${++ipCounter}`;

  const userByEmail = async (email: string) => {
    const [user] = await database.db.select().from(users).where(eq(users.email, email));
    return user;
  };
  const signIn = (email: string, password: string, rememberMe = true, target = services) =>
    authPost(target, "/sign-in/email", { email, password, rememberMe }, { ip: nextIp() });
  const sessionOf = async (cookie: string) => {
    const response = await call(sessionLoader, services, "/api/session", { actor: { email: "", cookie } });
    return ((await response.json()) as { user: { name: string; role: string } | null }).user;
  };

  beforeAll(async () => {
    database = await testDatabase.open();
    services = createTestServices(database.db, { STAFF_EMAILS: "Boss@Flowlane.test, second@flowlane.test" });
  }, 60_000);
  afterAll(() => database.close());

  describe("sign-up", () => {
    it("creates the account with phone and language and a strong hash, usable once the address is confirmed", async () => {
      // Hashing as production does.
      const services = Object.assign(
        createTestServices(database.db, { STAFF_EMAILS: "Boss@Flowlane.test, second@flowlane.test" }),
        { passwordHashing: undefined },
      );
      const email = uniqueEmail("jana");
      const response = await authPost(
        services,
        "/sign-up/email",
        {
          name: "  Jana Nováková ",
          email,
          password: PASSWORD,
          confirmPassword: PASSWORD,
          phone: "+420 777 123 456",
          lang: "pl",
        },
        { ip: nextIp() },
      );
      expect(response.status).toBe(200);
      expect(response.headers.getSetCookie().some((value) => value.includes("session_token"))).toBe(false);
      const user = await userByEmail(email);
      expect(user).toMatchObject({
        name: "Jana Nováková",
        phone: "+420777123456",
        lang: "pl",
        role: "user",
        emailVerified: false,
      });
      const [credentials] = await database.db
        .select()
        .from(accounts)
        .where(eq(accounts.userId, user?.id ?? ""));
      expect(credentials?.password).toMatch(/^scrypt\$131072\$8\$1\$/);
      expect(credentials?.password).not.toContain(PASSWORD);

      const confirmed = await confirm(services, email);
      expect(confirmed.status).toBe(302);
      expect(confirmed.headers.get("Location")).toBe("/pl/dashboard/inquiries?confirmed=1");
      const cookie = confirmed.headers
        .getSetCookie()
        .find((value) => value.startsWith("flowlane.session_token="));
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Lax/i);
      expect(await sessionOf(cookieHeader(confirmed))).toEqual({ name: "Jana Nováková", role: "user" });
      expect((await userByEmail(email))?.emailVerified).toBe(true);
    });

    it("enforces the account rules on the server, first message only, in the sender's language", async () => {
      const cases = [
        { lang: "en", body: { name: "J" }, message: "Full name is required" },
        { lang: "en", body: { email: "not-an-email" }, message: "Invalid email address" },
        {
          lang: "cs",
          body: { password: "Ab1!", confirmPassword: "Ab1!" },
          message: csAccount.validation.passwordTooShort,
        },
        {
          lang: "pl",
          body: { password: "Abcdefgh!", confirmPassword: "Abcdefgh!" },
          message: plAccount.validation.passwordNeedsNumber,
        },
        {
          lang: "en",
          body: { password: "Abcdefgh1", confirmPassword: "Abcdefgh1" },
          message: "Password must contain at least one special character",
        },
        {
          lang: "en",
          body: { confirmPassword: "Different-42" },
          message: "Passwords don't match",
          field: "confirmPassword",
        },
        { lang: "cs", body: { phone: "+420 12" }, message: csAccount.validation.invalidPhone },
      ];
      for (const { lang, body, message, field } of cases) {
        const email = uniqueEmail("rules");
        const response = await authPost(
          services,
          "/sign-up/email",
          { name: "Valid Name", email, password: PASSWORD, confirmPassword: PASSWORD, lang, ...body },
          { ip: nextIp() },
        );
        expect(response.status, message).toBe(400);
        const answer = (await response.json()) as { message: string; code: string; field: string };
        expect(answer.message).toBe(message);
        expect(answer.code).toBe("VALIDATION_ERROR");
        if (field) expect(answer.field).toBe(field);
        expect(await database.db.$count(users, eq(users.email, email))).toBe(0);
      }
    });

    it("answers a repeated sign-up exactly like a new one, and tells only the address's owner", async () => {
      const actor = await signUp(services, { lang: "cs" });
      const fresh = uniqueEmail("fresh");
      const answers = await Promise.all(
        [actor.email, fresh].map((email) =>
          authPost(
            services,
            "/sign-up/email",
            { name: "Other Person", email, password: PASSWORD, confirmPassword: PASSWORD, lang: "en" },
            { ip: nextIp() },
          ),
        ),
      );
      const [repeated, created] = answers as [Response, Response];
      expect(repeated.status).toBe(created.status);
      const shape = async (response: Response) => {
        const { token, user } = (await response.json()) as { token: unknown; user: Record<string, unknown> };
        return { token, keys: Object.keys(user).sort(), name: user.name, emailVerified: user.emailVerified };
      };
      expect(await shape(repeated)).toEqual(await shape(created));
      expect(repeated.headers.getSetCookie()).toEqual(created.headers.getSetCookie());
      expect(await database.db.$count(users, eq(users.email, actor.email))).toBe(1);
      // The owner learns of it, in his own language; the account stays as it was.
      const mails = await database.db.select().from(mailQueue).where(eq(mailQueue.to, actor.email));
      expect(mails.map((mail) => mail.subject)).toContain(typesetText("cs", "Váš účet u Flowlane"));
      expect((await signIn(actor.email, PASSWORD)).status).toBe(200);
    });

    it("ignores a client that tries to make itself staff", async () => {
      const email = uniqueEmail("sneaky");
      const sneaky = await authPost(
        services,
        "/sign-up/email",
        { name: "Sneaky", email, password: PASSWORD, confirmPassword: PASSWORD, lang: "en", role: "staff" },
        { ip: nextIp() },
      );
      // better-auth ignores fields a client may not set (role has input: false).
      expect(sneaky.status).toBe(200);
      await confirm(services, email);
      expect((await userByEmail(email))?.role).toBe("user");
    });

    it("refuses a body that is not a JSON object, is not JSON, or is far too large", async () => {
      const post = (body: string, contentType = "application/json") =>
        call(authAction, services, "/api/auth/sign-up/email", {
          rawBody: body,
          contentType,
          ip: nextIp(),
        });
      expect((await post("null")).status).toBe(400);
      expect((await post("[1,2]")).status).toBe(400);
      expect((await post("{broken")).status).toBe(400);
      expect((await post("name=x", "text/plain")).status).toBe(415);
      expect((await post(JSON.stringify({ name: "x".repeat(200_000) }))).status).toBe(413);
      expect((await post(`${"[".repeat(20_000)}${"]".repeat(20_000)}`)).status).toBe(400);
    });
  });

  describe("sign-in", () => {
    it("refuses a wrong password, accepts the right one", async () => {
      const { email } = await signUp(services);
      const wrong = await signIn(email, "Wrong-password-1");
      expect(wrong.status).toBe(401);
      expect(((await wrong.json()) as { code: string }).code).toBe("INVALID_EMAIL_OR_PASSWORD");
      expect(wrong.headers.getSetCookie().some((value) => value.startsWith("flowlane.session_token="))).toBe(
        false,
      );
      const unknown = await signIn(uniqueEmail("nobody"), PASSWORD);
      expect(unknown.status).toBe(401);

      const right = await signIn(email, PASSWORD);
      expect(right.status).toBe(200);
      expect(await sessionOf(cookieHeader(right))).toMatchObject({ name: "Test User" });
    });

    it("refuses an unconfirmed account, and sends the confirmation link again", async () => {
      const email = await signUpUnconfirmed(services);
      const before = await database.db.$count(mailQueue, eq(mailQueue.to, email));
      const refused = await signIn(email, PASSWORD);
      expect(refused.status).toBe(403);
      expect(((await refused.json()) as { code: string }).code).toBe("EMAIL_NOT_VERIFIED");
      expect(refused.headers.getSetCookie().some((value) => value.includes("session_token"))).toBe(false);
      expect(await database.db.$count(mailQueue, eq(mailQueue.to, email))).toBe(before + 1);
    });

    it("keeps the cookie past the browser session only with remember me", async () => {
      const { email } = await signUp(services);
      const sessionCookie = (response: Response) =>
        response.headers.getSetCookie().find((value) => value.startsWith("flowlane.session_token=")) ?? "";
      const remembered = sessionCookie(await signIn(email, PASSWORD, true));
      expect(remembered).toMatch(/Max-Age=\d+/i);
      const forgotten = sessionCookie(await signIn(email, PASSWORD, false));
      expect(forgotten).not.toMatch(/Max-Age|Expires/i);
      expect(forgotten).toMatch(/HttpOnly/i);
    });

    it("signs out, and refuses a cookie-carrying post without Origin (CSRF)", async () => {
      const actor = await signUp(services);
      const withoutOrigin = await authPost(services, "/sign-out", {}, { actor, origin: null, ip: nextIp() });
      expect(withoutOrigin.status).toBe(403);
      const foreign = await authPost(
        services,
        "/sign-out",
        {},
        { actor, origin: "https://evil.example", ip: nextIp() },
      );
      expect(foreign.status).toBe(403);
      expect(await sessionOf(actor.cookie)).not.toBeNull();
      const signOut = await authPost(services, "/sign-out", {}, { actor, ip: nextIp() });
      expect(signOut.status).toBe(200);
      expect(await sessionOf(actor.cookie)).toBeNull();
    });

    it("limits attempts per client address and path", async () => {
      const strict = createTestServices(database.db, { AUTH_RATE_LIMIT: "2" });
      const { email } = await signUp(strict);
      const ip = nextIp();
      for (let i = 0; i < 2; i++) {
        const answer = await authPost(
          strict,
          "/sign-in/email",
          { email, password: "Wrong-password-1" },
          { ip },
        );
        expect(answer.status).toBe(401);
      }
      const limited = await authPost(strict, "/sign-in/email", { email, password: PASSWORD }, { ip });
      expect(limited.status).toBe(429);
      // The header a visitor sends cannot pose as another address: the server's clientIp wins.
      const forged = await authPost(
        strict,
        "/sign-in/email",
        { email, password: PASSWORD },
        { ip, headers: { [CLIENT_IP_HEADER]: nextIp() } },
      );
      expect(forged.status).toBe(429);
      const elsewhere = await authPost(
        strict,
        "/sign-in/email",
        { email, password: PASSWORD },
        { ip: nextIp() },
      );
      expect(elsewhere.status).toBe(200);
    });
  });

  describe("roles", () => {
    it("makes a STAFF_EMAILS account staff only once its address is confirmed, whatever the letter case", async () => {
      const email = await signUpUnconfirmed(services, { email: "Boss@flowlane.test" });
      expect((await userByEmail("boss@flowlane.test"))?.role).toBe("user");
      expect((await signIn(email, PASSWORD)).status).toBe(403);
      expect((await userByEmail("boss@flowlane.test"))?.role).toBe("user");
      const confirmed = await confirm(services, email);
      expect((await userByEmail("boss@flowlane.test"))?.role).toBe("staff");
      expect(await sessionOf(cookieHeader(confirmed))).toMatchObject({ role: "staff" });
    });

    it("promotes an existing account at its next sign-in once its e-mail is listed", async () => {
      const { email } = await signUp(services);
      expect((await userByEmail(email))?.role).toBe("user");
      const listed = createTestServices(database.db, { STAFF_EMAILS: email.toUpperCase() });
      expect((await signIn(email, PASSWORD, true, listed)).status).toBe(200);
      expect((await userByEmail(email))?.role).toBe("staff");
    });

    it("staff:add promotes an existing account and reports a missing one", async () => {
      const { email } = await signUp(services);
      expect(await promoteToStaff(database.db, ` ${email.toUpperCase()} `)).toBe(true);
      expect((await userByEmail(email))?.role).toBe("staff");
      expect(await promoteToStaff(database.db, uniqueEmail("missing"))).toBe(false);
    });
  });

  describe("password reset", () => {
    const requestReset = (email: string) =>
      authPost(
        services,
        "/request-password-reset",
        { email, redirectTo: "/reset-password" },
        { ip: nextIp() },
      );
    /** The reset mails to an address (sign-up also sent it a confirmation). */
    const queuedTo = async (email: string) =>
      (await database.db.select().from(mailQueue).where(eq(mailQueue.to, email))).filter((mail) =>
        mail.text.includes("/reset-password?token="),
      );
    const tokenOf = (text: string) => /\/reset-password\?token=([\w-]+)/.exec(text)?.[1] ?? "";

    it("answers the same whether or not the address has an account, and mails only a real one", async () => {
      const { email } = await signUp(services, { lang: "cs", name: "Petr" });
      const known = await requestReset(email);
      const unknownEmail = uniqueEmail("ghost");
      const unknown = await requestReset(unknownEmail);
      expect(known.status).toBe(unknown.status);
      expect(await known.json()).toEqual(await unknown.json());
      expect(await queuedTo(unknownEmail)).toHaveLength(0);

      const [mail] = await queuedTo(email);
      expect(mail?.subject).toBe(typesetText("cs", "Obnovení hesla k účtu Flowlane"));
      // No name in the greeting: "Dobrý den, Petr," would be the nominative (docs/decisions/0010).
      expect(mail?.text).toMatch(/^Dobrý den,$/m);
      expect(mail?.text).not.toContain("Petr");
      const link = new RegExp(`${services.config.PUBLIC_URL}/reset-password\\?token=[\\w-]+&lang=cs`);
      expect(mail?.text).toMatch(link);
      // The HTML part: Czech, the same link behind its button (escaped as HTML), no name either.
      expect(mail?.html).toContain(`<html dir="ltr" lang="cs">`);
      expect(mail?.html).toContain("Zvolit nové heslo");
      expect(mail?.html?.replaceAll("&amp;", "&")).toMatch(link);
      expect(mail?.html).not.toContain("Petr");

      await services.deliverNow();
      const files = readdirSync(services.outboxDir).map((file) =>
        readFileSync(join(services.outboxDir, file), "utf8"),
      );
      expect(files.some((file) => file.includes(`To: ${email}`))).toBe(true);
    });

    it("sets a new password once per token, with the sign-up rules, and ends other sessions", async () => {
      const actor = await signUp(services, { lang: "pl" });
      await requestReset(actor.email);
      const [mail] = await queuedTo(actor.email);
      const token = tokenOf(mail?.text ?? "");
      expect(token).not.toBe("");

      const weak = await authPost(
        services,
        "/reset-password",
        { token, newPassword: "weakpass", confirmPassword: "weakpass", lang: "pl" },
        { ip: nextIp() },
      );
      expect(weak.status).toBe(400);
      expect(((await weak.json()) as { message: string }).message).toBe(
        plAccount.validation.passwordNeedsNumber,
      );

      const newPassword = "Nowe-haslo-2024";
      const reset = await authPost(
        services,
        "/reset-password",
        { token, newPassword, confirmPassword: newPassword, lang: "pl" },
        { ip: nextIp() },
      );
      expect(reset.status).toBe(200);
      expect(await sessionOf(actor.cookie)).toBeNull();
      expect((await signIn(actor.email, PASSWORD)).status).toBe(401);
      expect((await signIn(actor.email, newPassword)).status).toBe(200);

      const reused = await authPost(
        services,
        "/reset-password",
        { token, newPassword: "Another-pass-9", confirmPassword: "Another-pass-9", lang: "pl" },
        { ip: nextIp() },
      );
      expect(reused.status).toBe(400);
      expect((await signIn(actor.email, newPassword)).status).toBe(200);
    });

    it("stores reset tokens hashed, and a reset withdraws every other reset link", async () => {
      const { email } = await signUp(services);
      await requestReset(email);
      await requestReset(email);
      const [older, newer] = (await queuedTo(email)).map((mail) => tokenOf(mail.text));
      expect(older && newer && older !== newer).toBe(true);
      const stored = await database.db
        .select()
        .from(verifications)
        .where(like(verifications.identifier, "reset-password:%"));
      for (const row of stored) {
        expect(row.identifier).not.toContain(older);
        expect(row.identifier).not.toContain(newer);
      }
      const newPassword = "Newer-pass-77";
      const reset = await authPost(
        services,
        "/reset-password",
        { token: newer, newPassword, confirmPassword: newPassword, lang: "en" },
        { ip: nextIp() },
      );
      expect(reset.status).toBe(200);
      const stale = await authPost(
        services,
        "/reset-password",
        { token: older, newPassword: "Older-pass-77", confirmPassword: "Older-pass-77", lang: "en" },
        { ip: nextIp() },
      );
      expect(stale.status).toBe(400);
      expect((await signIn(email, newPassword)).status).toBe(200);
    });

    it("refuses an expired token", async () => {
      const { email } = await signUp(services);
      await requestReset(email);
      const [mail] = await queuedTo(email);
      const token = tokenOf(mail?.text ?? "");
      const user = await userByEmail(email);
      await database.db
        .update(verifications)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(
          and(like(verifications.identifier, "reset-password:%"), eq(verifications.value, user?.id ?? "")),
        );
      const expired = await authPost(
        services,
        "/reset-password",
        { token, newPassword: "Late-password-1", confirmPassword: "Late-password-1", lang: "en" },
        { ip: nextIp() },
      );
      expect(expired.status).toBe(400);
      expect((await signIn(email, PASSWORD)).status).toBe(200);
    });
  });

  it("mails a confirmation link at sign-up that confirms the address and signs in; a forged one does neither", async () => {
    const email = await signUpUnconfirmed(services, { lang: "en", name: "Vera" });
    const [mail] = await database.db.select().from(mailQueue).where(eq(mailQueue.to, email));
    expect(mail?.subject).toBe("Confirm your email for Flowlane");
    const path = await confirmationLink(services, email);
    expect(path).toContain("callbackURL=%2Feng%2Fdashboard%2Finquiries");

    const forged = await call(authLoader, services, path.replace(/token=[^&]+/, "token=forged"), {
      origin: null,
    });
    expect(forged.status).toBe(302);
    expect(forged.headers.get("Location")).toContain("error=INVALID_TOKEN");
    expect(forged.headers.getSetCookie().some((value) => value.includes("session_token"))).toBe(false);
    expect((await userByEmail(email))?.emailVerified).toBe(false);

    const verified = await call(authLoader, services, path, { origin: null });
    expect(verified.status).toBe(302);
    expect(verified.headers.get("Location")).toBe("/eng/dashboard/inquiries?confirmed=1");
    expect((await userByEmail(email))?.emailVerified).toBe(true);
  });

  it("changes the password of a signed-in user with the current one and the sign-up rules", async () => {
    const actor = await signUp(services);
    const change = (body: Record<string, unknown>) =>
      authPost(
        services,
        "/change-password",
        { lang: "en", revokeOtherSessions: true, ...body },
        { actor, ip: nextIp() },
      );
    const newPassword = "Changed-pass-5";
    const wrong = await change({ currentPassword: "Not-it-123", newPassword, confirmPassword: newPassword });
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { code: string }).code).toBe("INVALID_PASSWORD");
    const weak = await change({
      currentPassword: PASSWORD,
      newPassword: "changed-pass",
      confirmPassword: "changed-pass",
    });
    expect(((await weak.json()) as { message: string }).message).toBe(
      "Password must contain at least one number",
    );
    const anonymous = await authPost(
      services,
      "/change-password",
      { currentPassword: PASSWORD, newPassword, confirmPassword: newPassword },
      { ip: nextIp() },
    );
    expect(anonymous.status).toBe(401);
    expect((await signIn(actor.email, PASSWORD)).status).toBe(200);

    const otherDevice = cookieHeader(await signIn(actor.email, PASSWORD));
    const changed = await change({
      currentPassword: PASSWORD,
      newPassword,
      confirmPassword: newPassword,
      // Asked for, and not granted: a changed password ends every other session.
      revokeOtherSessions: false,
    });
    expect(changed.status).toBe(200);
    expect(await sessionOf(otherDevice)).toBeNull();
    expect(await sessionOf(actor.cookie)).toBeNull();
    expect(await sessionOf(cookieHeader(changed))).not.toBeNull();
    expect((await signIn(actor.email, PASSWORD)).status).toBe(401);
    expect((await signIn(actor.email, newPassword)).status).toBe(200);
  });

  it("keeps sessions in the database", async () => {
    const actor = await signUp(services);
    const user = await userByEmail(actor.email);
    expect(await database.db.$count(sessions, eq(sessions.userId, user?.id ?? ""))).toBe(1);
  });
});
