/**
 * better-auth, set up for this site (docs/decisions/0004-accounts.md): e-mail and password,
 * sessions in the database behind httpOnly SameSite cookies, password reset through the mail
 * queue, roles from STAFF_EMAILS, the account rules of rules.ts enforced on every path that takes
 * a password, and its per-address rate limits counted in the shared `rate_limits` table.
 */
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { and, eq, ne, sql } from "drizzle-orm";
import { site } from "~/content/site";
import { requestLang } from "~/i18n/lang.server";
import { isLang, type Lang } from "~/i18n/languages";
import { accountMessages } from "~/i18n/messages.server";
import { accounts, sessions, users, verifications } from "../../../server/db/schema";
import { queueMail } from "../../../server/mail";
import type { AppServices } from "../../../server/services";
import { fill } from "./fill";
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
/** Where a confirmation link lands: the inquiries it unlocks. */
export const VERIFIED_LANDING = "/dashboard?tab=inquiries";
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

/** An account e-mail (reset, confirmation) in the account's language, queued for delivery. */
async function queueAccountMail(
  services: AppServices,
  user: { email: string; name: string },
  lang: Lang,
  kind: "reset" | "verify",
  link: string,
) {
  const { mail } = accountMessages(lang);
  const values = { name: user.name, link, brand: site.brand };
  const text = [
    fill(mail.greeting, values),
    "",
    fill(kind === "reset" ? mail.resetBody : mail.verifyBody, values),
    "",
    fill(mail.signature, values),
    `${site.email} · ${site.phone.display}`,
  ].join("\n");
  const subject = fill(kind === "reset" ? mail.resetSubject : mail.verifySubject, values);
  await queueMail(services.db, [{ to: user.email, subject, text }]);
  services.deliverQueued();
}

function staffEmails(services: AppServices) {
  return new Set(services.config.STAFF_EMAILS);
}

function createAuth(services: AppServices) {
  const { config, db } = services;
  const staff = staffEmails(services);

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
      },
    },
    session: {
      expiresIn: SESSION_DAYS * 24 * 60 * 60,
      updateAge: 24 * 60 * 60,
    },
    emailAndPassword: {
      enabled: true,
      autoSignIn: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      password: { hash: hashPassword, verify: verifyPassword },
      resetPasswordTokenExpiresIn: RESET_TOKEN_TTL_SECONDS,
      revokeSessionsOnPasswordReset: true,
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
      autoSignInAfterVerification: false,
      expiresIn: VERIFY_TOKEN_TTL_SECONDS,
      async sendVerificationEmail({ user, token }) {
        const link = `${config.PUBLIC_URL}${AUTH_BASE_PATH}/verify-email?token=${encodeURIComponent(token)}&callbackURL=${encodeURIComponent(VERIFIED_LANDING)}`;
        await queueAccountMail(services, user, storedLang(user), "verify", link);
      },
    },
    databaseHooks: {
      user: {
        create: {
          async before(user) {
            return { data: { ...user, role: staff.has(user.email.toLowerCase()) ? "staff" : "user" } };
          },
        },
      },
      session: {
        create: {
          // STAFF_EMAILS may grow after an account exists: the next sign-in makes it staff.
          async after(session) {
            if (staff.size === 0) return;
            await db
              .update(users)
              .set({ role: "staff", updatedAt: new Date() })
              .where(
                and(
                  eq(users.id, session.userId),
                  ne(users.role, "staff"),
                  sql`lower(${users.email}) in ${[...staff]}`,
                ),
              );
          },
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
      }),
    },
    rateLimit: {
      enabled: true,
      // Sign-in, sign-up and reset requests per client address and path, counted in the database
      // so that every server process shares them (server/rate-limit.ts).
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
 * visitor sent in that header is replaced, never trusted.
 */
export function handleAuthRequest(request: Request, services: AppServices, clientIp: string) {
  const headers = new Headers(request.headers);
  headers.set(CLIENT_IP_HEADER, clientIp);
  const init: RequestInit & { duplex?: "half" } = {
    method: request.method,
    headers,
    body: request.body,
    signal: request.signal,
  };
  if (request.body) init.duplex = "half"; // required by Node's fetch for a streamed body
  return getAuth(services).handler(new Request(request.url, init));
}
