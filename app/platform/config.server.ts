/**
 * Deployment settings, read from the environment once and validated with zod.
 * A bad value stops the server at start-up with one line naming the variable.
 */
import { z } from "zod";
import { type CompanyFacts, defaultCompanyFacts, parsePhone, UNSAFE_FACT } from "../domain/company";
import { isTimeZone } from "../domain/time-zones";

const optionalUrl = z.url({ protocol: /^https?$/ }).optional();
const emptyToUndefined = (value: unknown) => (value === "" ? undefined : value);

/** A company fact shown on pages, in e-mails and in structured data (app/domain/company.ts). */
const fact = (fallback: string) =>
  z
    .string()
    .trim()
    .min(1)
    .max(200)
    .refine((value) => !UNSAFE_FACT.test(value), 'must not contain " \\ < > & { or }')
    .default(fallback);
const phone = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((value, ctx) => {
      const parsed = parsePhone(value);
      if (!parsed)
        ctx.addIssue({
          code: "custom",
          message: "must be a valid phone number with its country code, e.g. +420 777 123 456",
        });
      return parsed ?? { e164: "", display: "" };
    });
const { main, polishOffice } = defaultCompanyFacts;

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  /** Origin used in canonical links, sitemaps and e-mails. */
  PUBLIC_URL: optionalUrl,
  DATA_DIR: z.string().min(1).default("./data"),
  /** PostgreSQL; without it the embedded PGlite under DATA_DIR is used (one process only). */
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  /** Signs form tokens and sessions; generated once into DATA_DIR when absent. Set it when several servers run. */
  AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  /** e.g. smtp://user:pass@mail.example.com:587; without it e-mails are written to DATA_DIR/outbox. */
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().min(3).default("Flowlane <hello@flowlane.cz>"),
  /** Who is told about every new lead. */
  LEAD_NOTIFY_EMAIL: z.email().default("hello@flowlane.cz"),
  /** Each new lead is also posted as JSON to this address (a CRM, n8n, Make…). */
  LEAD_WEBHOOK_URL: optionalUrl,
  /** Shared secret that signs those posts (X-Webhook-Signature). */
  LEAD_WEBHOOK_SECRET: z.string().min(16, "must be at least 16 characters").optional(),
  /** The agency's time zone: automations' delays "until 09:00 on a working day" are its hours. */
  AGENCY_TIME_ZONE: z
    .string()
    .default("Europe/Prague")
    .refine(isTimeZone, "must be an IANA time zone, e.g. Europe/Prague"),
  /** Redis for the rate-limit counters (e.g. redis://cache:6379); without it they are kept in the database. */
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  /** Form posts allowed per client address and window. */
  FORM_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  FORM_RATE_WINDOW_SECONDS: z.coerce.number().int().min(1).default(600),
  /** Consultation calendar embedded in the booking dialog. */
  BOOKING_URL: optionalUrl,
  /** Google Tag Manager container, loaded only after cookie consent. */
  GTM_ID: z
    .string()
    .regex(/^GTM-[A-Z0-9]+$/, "must look like GTM-XXXXXXX")
    .optional(),
  /** Where the tag-manager script comes from; tests point it at a local file. */
  GTM_SCRIPT_URL: z.string().min(1).default("https://www.googletagmanager.com/gtm.js"),
  /** The hiring video on the team page (an MP4 or WebM the agency hosts). */
  HIRING_VIDEO_URL: z.string().min(1).optional(),
  /** WebVTT captions of that video. */
  HIRING_VIDEO_CAPTIONS_URL: z.string().min(1).optional(),
  /** How many reverse proxies in front of the server to trust for the client address. */
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  /** Extra origins allowed to post to form actions, comma-separated (e.g. behind a proxy). */
  ALLOWED_ACTION_ORIGINS: z.string().optional(),
  /** Third-party chat widget scripts, Czech and English variant; without one, the site's own assistant shows. */
  CHAT_WIDGET_SRC_CS: optionalUrl,
  CHAT_WIDGET_SRC_EN: optionalUrl,
  /** OpenAI-compatible chat-completions endpoint that phrases the own assistant's answers (optional). */
  ASSISTANT_LLM_URL: optionalUrl,
  /** Model name sent to that endpoint. */
  ASSISTANT_LLM_MODEL: z.string().min(1).optional(),
  /** Bearer token for that endpoint, if it needs one. */
  ASSISTANT_LLM_API_KEY: z.string().min(1).optional(),
  /** Comma-separated e-mails whose accounts are staff (checked at sign-up and every sign-in). */
  STAFF_EMAILS: z
    .string()
    .default("")
    .transform((value) =>
      value
        .split(",")
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.email("must be a comma-separated list of emails"))),
  /** S3-compatible bucket for uploaded files; without it they stay under DATA_DIR/uploads (one server only). */
  S3_BUCKET: z.string().min(3).optional(),
  /** The storage's address; AWS's regional endpoint when unset. */
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.string().min(1).default("us-east-1"),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** true for MinIO and most self-hosted storage: the bucket goes in the path, not the host name. */
  S3_FORCE_PATH_STYLE: z.stringbool().default(false),
  /**
   * Leads' answers come back to this address (e.g. reply@in.example.com), plus-addressed with each
   * inquiry's signed token; without it a staff reply's answer goes to the staff member's own inbox.
   */
  INBOUND_REPLY_ADDRESS: z
    .email()
    .refine((value) => !value.split("@")[0]?.includes("+"), "must not contain a + (the token goes there)")
    .optional(),
  /** Basic-auth credentials Postmark's inbound webhook sends (https://user:password@…/api/inbound/postmark). */
  POSTMARK_INBOUND_USER: z.string().min(1).optional(),
  POSTMARK_INBOUND_PASSWORD: z.string().min(16, "must be at least 16 characters").optional(),
  /** Mailgun's HTTP webhook signing key: it signs the posts of a route's forward() to /api/inbound/mailgun. */
  MAILGUN_SIGNING_KEY: z.string().min(16, "must be at least 16 characters").optional(),
  /** A plain mailbox polled for answers, e.g. imaps://user:password@imap.example.com:993. */
  IMAP_URL: z.url({ protocol: /^imaps?$/ }).optional(),
  /** Its folder to read; messages read are flagged as seen there. */
  IMAP_MAILBOX: z.string().min(1).default("INBOX"),
  IMAP_POLL_SECONDS: z.coerce.number().int().min(5).max(3600).default(60),
  /** Sign-in, sign-up and password-reset attempts allowed per client address, path and window. */
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  AUTH_RATE_WINDOW_SECONDS: z.coerce.number().int().min(1).default(300),
  /** The company's facts on every page, e-mail and in structured data; the defaults are Flowlane's. */
  COMPANY_ID: fact(defaultCompanyFacts.registrationNumber),
  COMPANY_EMAIL: z.email().default(defaultCompanyFacts.email),
  COMPANY_PHONE: phone(main.phone.e164),
  COMPANY_STREET: fact(main.address.street),
  COMPANY_CITY: fact(main.address.city),
  COMPANY_POSTAL_CODE: fact(main.address.postalCode),
  COMPANY_COUNTRY: z
    .string()
    .regex(/^[A-Z]{2}$/, "must be a two-letter country code, e.g. CZ")
    .default(main.address.country),
  /** The Polish office, shown on Polish pages and in Polish e-mails. */
  PL_OFFICE_PHONE: phone(polishOffice.phone.e164),
  PL_OFFICE_STREET: fact(polishOffice.address.street),
  PL_OFFICE_CITY: fact(polishOffice.address.city),
  PL_OFFICE_POSTAL_CODE: fact(polishOffice.address.postalCode),
});

/** Settings that only make sense together. */
const checkedSchema = schema.superRefine((env, ctx) => {
  if (env.ASSISTANT_LLM_URL && !env.ASSISTANT_LLM_MODEL) {
    ctx.addIssue({
      code: "custom",
      path: ["ASSISTANT_LLM_MODEL"],
      message: "required when ASSISTANT_LLM_URL is set",
    });
  }
  if (env.POSTMARK_INBOUND_USER && !env.POSTMARK_INBOUND_PASSWORD) {
    ctx.addIssue({
      code: "custom",
      path: ["POSTMARK_INBOUND_PASSWORD"],
      message: "required when POSTMARK_INBOUND_USER is set",
    });
  }
  if (env.S3_BUCKET) {
    for (const key of ["S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const) {
      if (!env[key]) ctx.addIssue({ code: "custom", path: [key], message: "required when S3_BUCKET is set" });
    }
  }
});

export type Config = Omit<z.infer<typeof schema>, "PUBLIC_URL"> & {
  PUBLIC_URL: string;
  company: CompanyFacts;
};

export class ConfigError extends Error {}

export function parseConfig(env: NodeJS.ProcessEnv): Config {
  const input = Object.fromEntries(Object.entries(env).map(([key, value]) => [key, emptyToUndefined(value)]));
  const result = checkedSchema.safeParse(input);
  if (!result.success) {
    const issue = result.error.issues[0];
    // The variable itself, also when the issue is deeper (one e-mail of STAFF_EMAILS).
    const name = String(issue?.path[0] ?? "environment");
    throw new ConfigError(`Invalid ${name}=${JSON.stringify(env[name] ?? "")}: ${issue?.message}`);
  }
  const parsed = result.data;
  const publicUrl = new URL(parsed.PUBLIC_URL ?? `http://localhost:${parsed.PORT}`);
  const company: CompanyFacts = {
    registrationNumber: parsed.COMPANY_ID,
    email: parsed.COMPANY_EMAIL,
    main: {
      phone: parsed.COMPANY_PHONE,
      address: {
        street: parsed.COMPANY_STREET,
        city: parsed.COMPANY_CITY,
        postalCode: parsed.COMPANY_POSTAL_CODE,
        country: parsed.COMPANY_COUNTRY,
      },
    },
    polishOffice: {
      phone: parsed.PL_OFFICE_PHONE,
      address: {
        street: parsed.PL_OFFICE_STREET,
        city: parsed.PL_OFFICE_CITY,
        postalCode: parsed.PL_OFFICE_POSTAL_CODE,
        country: "PL",
      },
    },
  };
  return { ...parsed, PUBLIC_URL: publicUrl.origin, company };
}

let cached: Config | undefined;

/** The validated configuration of this process. */
export function config(): Config {
  cached ??= parseConfig(process.env);
  return cached;
}
