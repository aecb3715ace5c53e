/**
 * better-auth, set up for this site (docs/decisions/0004-accounts.md): e-mail and password,
 * accounts usable once their address is confirmed, sessions in the database behind httpOnly
 * SameSite cookies, password reset through the mail queue with tokens stored hashed, the staff
 * role for confirmed addresses of STAFF_EMAILS only, the account rules of rules.ts enforced on
 * every path that takes a password, and its per-address rate limits counted in the shared
 * `rate_limits` table.
 */
import { createHash } from "node:crypto";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { and, eq, like, ne, sql } from "drizzle-orm";
import { site } from "~/content/site";
import { isLang, type Lang } from "~/domain/languages";
import { requestLang } from "~/i18n/lang.server";
import { accountMessages } from "~/i18n/messages.server";
import { buildPath } from "~/i18n/paths";
import { readJsonObject } from "~/lib/request-body.server";
import { readQuery } from "~/lib/request-input.server";
import { accounts, sessions, users, verifications } from "~/platform/db/schema.server";
import { queueMail } from "~/platform/mail.server";
import type { AppServices } from "~/platform/services.server";
import { composeMail, mailSite } from "../mail/layout.server";
import { type AccountMailKind, accountMail } from "../mail/templates.server";
import { verifiedLanding } from "./confirmed-landing";
import { hashPassword, verifyPassword } from "./password.server";
import { firstError, newPasswordSchema, signUpSchema } from "./rules";

/** The header our server sets to the client address it trusts (server/main.ts: TRUST_PROXY). */
export const CLIENT_IP_HEADER = "x-flowlane-client-ip";
export const AUTH_BASE_PATH = "/api/auth";
export const RESET_PASSWORD_PATH = "/reset-password";
/** Reset links work for an hour, once. */
export const RESET_TOKEN_TTL_SECONDS = 60 * 60;
/** E-mail confirmation links work for three days. */
export const VERIFY_TOKEN_TTL_SECONDS = 3 * 24 * 60 * 60;
const SESSION_DAYS = 30;

/** Endpoints we do not offer: their writes would skip our rules (profile changes go through api/account). */
const DISABLED_PATHS = ["/update-user", "/change-email", "/delete-user", "/set-password"];

function bodyLang(body: unknown, request: Request | undefined): Lang {
  const lang = (body as { lang?: unknown } | undefined)?.lang;
  if (isLang(lang)) return lang;
  return request ? requestLang(request) : "cs";
}

/** A rule broken: better-auth answers 400 with our translated message and the field's name. */
function ruleError(schema: Parameters<typeof firstError>[0], values: unknown, lang: Lang) {
  const error = firstError(schema, values);
  if (!error) return null;
  return new APIError("BAD_REQUEST", {
    code: "VALIDATION_ERROR",
    message: accountMessages(lang).validation[error.key],
    field: error.field,
  });
}

function storedLang(user: object): Lang {
  const lang = (user as Record<string, unknown>).lang;
  return isLang(lang) ? lang : "cs";
}

/** An account e-mail (reset, confirmation, a repeated sign-up) in the account's language, queued for delivery. */
async function queueAccountMail(
  services: AppServices,
  user: { email: string; name?: string | null },
  lang: Lang,
  kind: AccountMailKind,
  link: string,
) {
  await queueMail(services.db, [
    await composeMail(
      accountMail(kind, lang, link, user.name),
      { to: user.email },
      mailSite(services.config),
    ),
  ]);
}

/**
 * Single-use tokens (password resets) are stored as a SHA-256 of the token, so the table never
 * holds a usable link; the kind stays readable ("reset-password:…") so that a reset can withdraw
 * every other reset token of its account.
 */
async function hashedIdentifier(identifier: string) {
  const separator = identifier.indexOf(":");
  const kind = separator > 0 ? identifier.slice(0, separator) : "token";
  return `${kind}:sha256:${createHash("sha256").update(identifier).digest("base64url")}`;
}

const RESET_KIND = "reset-password:%";

function staffEmails(services: AppServices) {
  return new Set(services.config.STAFF_EMAILS);
}

/** Makes a confirmed account staff when its address is listed in STAFF_EMAILS. */
async function grantListedStaffRole(services: AppServices, userId: string) {
  const staff = staffEmails(services);
  if (staff.size === 0) return;
  await services.db
    .update(users)
    .set({ role: "staff", updatedAt: new Date() })
    .where(
      and(
        eq(users.id, userId),
        eq(users.emailVerified, true),
        ne(users.role, "staff"),
        sql`lower(${users.email}) in ${[...staff]}`,
      ),
    );
}

/** Withdraws every reset link of an account (after a reset or a password change). */
async function withdrawResetTokens(services: AppServices, userId: string) {
  await services.db
    .delete(verifications)
    .where(and(like(verifications.identifier, RESET_KIND), eq(verifications.value, userId)));
}

function createAuth(services: AppServices) {
  const { config, db } = services;

  return betterAuth({
    appName: site.brand,
    baseURL: config.PUBLIC_URL,
    basePath: AUTH_BASE_PATH,
    secret: services.secret,
    trustedOrigins: config.ALLOWED_ACTION_ORIGINS?.split(",").map((origin) => origin.trim()),
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
    }),
    telemetry: { enabled: false },
    disabledPaths: DISABLED_PATHS,
    user: {
      additionalFields: {
        role: { type: "string", required: false, defaultValue: "user", input: false },
        phone: { type: "string", required: false, input: true },
        lang: { type: "string", required: false, defaultValue: "cs", input: true },
        timeZone: { type: "string", required: false, input: false },
      },
    },
    session: {
      expiresIn: SESSION_DAYS * 24 * 60 * 60,
      updateAge: 24 * 60 * 60,
    },
    verification: { storeIdentifier: { hash: hashedIdentifier } },
    emailAndPassword: {
      enabled: true,
      // A new account is usable once its address is confirmed. Sign-up then answers the same
      // whether or not the address already had an account (the owner gets an e-mail instead).
      requireEmailVerification: true,
      async onExistingUserSignUp({ user }) {
        const lang = storedLang(user);
        await queueAccountMail(
          services,
          user,
          lang,
          "existing",
          `${config.PUBLIC_URL}${buildPath({ name: "home" }, lang)}`,
        );
      },
      minPasswordLength: 8,
      maxPasswordLength: 128,
      password: {
        hash: (password) => hashPassword(password, services.passwordHashing),
        verify: verifyPassword,
      },
      resetPasswordTokenExpiresIn: RESET_TOKEN_TTL_SECONDS,
      revokeSessionsOnPasswordReset: true,
      // The link used is gone; so are the others sent before it.
      onPasswordReset: ({ user }) => withdrawResetTokens(services, user.id),
      async sendResetPassword({ user, token }) {
        const lang = storedLang(user);
        // The screen opens in the language of the e-mail, whatever the browser has stored.
        const link = `${config.PUBLIC_URL}${RESET_PASSWORD_PATH}?token=${encodeURIComponent(token)}&lang=${lang}`;
        await queueAccountMail(services, user, lang, "reset", link);
      },
    },
    emailVerification: {
      // A plain user's inquiries are matched by e-mail: he sees them once the address is proven his.
      sendOnSignUp: true,
      // Signing in before confirming sends the link again.
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: VERIFY_TOKEN_TTL_SECONDS,
      // The staff role is given for a proven address only, never at sign-up.
      afterEmailVerification: (user) => grantListedStaffRole(services, user.id),
      async sendVerificationEmail({ user, token }) {
        const lang = storedLang(user);
        const link = `${config.PUBLIC_URL}${AUTH_BASE_PATH}/verify-email?token=${encodeURIComponent(token)}&callbackURL=${encodeURIComponent(verifiedLanding(lang))}`;
        await queueAccountMail(services, user, lang, "verify", link);
      },
    },
    databaseHooks: {
      session: {
        create: {
          // STAFF_EMAILS may grow after an account exists: the next sign-in makes it staff.
          after: (session) => grantListedStaffRole(services, session.userId),
        },
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const lang = bodyLang(ctx.body, ctx.request);
        if (ctx.path === "/sign-up/email") {
          const error = ruleError(signUpSchema, ctx.body, lang);
          if (error) throw error;
          // The account stores the normalised values: trimmed name, phone as +420…, the language.
          const { name, phone } = signUpSchema.parse(ctx.body);
          return { context: { body: { ...(ctx.body as object), name, phone, lang } } };
        }
        if (ctx.path === "/reset-password" || ctx.path === "/change-password") {
          const body = ctx.body as { newPassword?: unknown; confirmPassword?: unknown };
          const error = ruleError(
            newPasswordSchema,
            { password: body.newPassword, confirmPassword: body.confirmPassword },
            lang,
          );
          if (error) throw error;
        }
        if (ctx.path === "/change-password") {
          // A changed password ends every other session, whatever the client asked for.
          return { context: { body: { ...(ctx.body as object), revokeOtherSessions: true } } };
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        const session = ctx.context.newSession ?? ctx.context.session;
        if (ctx.path === "/change-password" && session) await withdrawResetTokens(services, session.user.id);
      }),
    },
    rateLimit: {
      enabled: true,
      // Sign-in, sign-up and reset requests per client address and path, counted in the database
      // so that every server process shares them (app/platform/rate-limit.server.ts).
      customRules: Object.fromEntries(
        ["/sign-in/email", "/sign-up/email", "/request-password-reset", "/reset-password"].map((path) => [
          path,
          { max: config.AUTH_RATE_LIMIT, window: config.AUTH_RATE_WINDOW_SECONDS },
        ]),
      ),
      customStorage: {
        async consume(key, rule) {
          const result = await services.rateLimits.consume("auth", key, rule.max, rule.window * 1000);
          return { allowed: result.allowed, retryAfter: result.allowed ? null : result.retryAfterSeconds };
        },
      },
    },
    advanced: {
      cookiePrefix: "flowlane",
      // `__Secure-` cookies only where the site is served over HTTPS.
      useSecureCookies: config.PUBLIC_URL.startsWith("https:"),
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      // Explicit, because better-auth turns both checks off by itself when NODE_ENV is "test".
      disableOriginCheck: false,
      disableCSRFCheck: false,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

const instances = new WeakMap<AppServices, Auth>();

/** One better-auth per set of services (the server has one; each test file has its own). */
export function getAuth(services: AppServices): Auth {
  let auth = instances.get(services);
  if (!auth) {
    auth = createAuth(services);
    instances.set(services, auth);
  }
  return auth;
}

/**
 * Hands a request to better-auth with the client address our server determined; a value the
 * visitor sent in that header is replaced, never trusted. A posted body is read here first,
 * within the size limit and cleaned, and must be a JSON object: better-auth then parses a body
 * known good.
 */
export async function handleAuthRequest(request: Request, services: AppServices, clientIp: string) {
  const headers = new Headers(request.headers);
  headers.set(CLIENT_IP_HEADER, clientIp);
  // Its query (a link's token, callbackURL) cleaned as every route reads one.
  const url = new URL(request.url);
  url.search = readQuery(request).toString();
  let body: string | undefined;
  if (request.method !== "GET" && request.method !== "HEAD") {
    try {
      body = JSON.stringify(await readJsonObject(request));
    } catch (refused) {
      if (refused instanceof Response) return refused;
      throw refused;
    }
    headers.delete("Content-Length");
  }
  return getAuth(services).handler(
    new Request(url, { method: request.method, headers, body, signal: request.signal }),
  );
}
