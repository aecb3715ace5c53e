/**
 * The one database schema, for PGlite (embedded default) and PostgreSQL alike.
 * Every lead form has its own table and, in the same transaction, an `inquiries` row:
 * staff work through all leads in one pipeline.
 */
import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { userRoles } from "../../app/features/auth/roles";
import { templateCategories, type WorkflowData } from "../../app/features/dashboard/model";

export const inquiryStatuses = ["pending", "in_progress", "completed", "cancelled"] as const;
export type InquiryStatus = (typeof inquiryStatuses)[number];

export const leadForms = ["demo", "contact", "website_preview", "hiring"] as const;
export type LeadForm = (typeof leadForms)[number];

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/** Attribution of the visit a lead came from (spec section 7). */
const utm = {
  utmSource: text("utm_source"),
  utmMedium: text("utm_medium"),
  utmCampaign: text("utm_campaign"),
  utmTerm: text("utm_term"),
  utmContent: text("utm_content"),
};

export const inquiries = pgTable(
  "inquiries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    serviceType: text("service_type").notNull(),
    description: text("description").notNull().default(""),
    requirements: jsonb("requirements").$type<Record<string, unknown>>().notNull().default({}),
    status: text("status", { enum: inquiryStatuses }).notNull().default("pending"),
    notes: text("notes").notNull().default(""),
    sourceForm: text("source_form", { enum: leadForms }).notNull(),
    leadEmail: text("lead_email").notNull(),
    lang: text("lang").notNull(),
    ...utm,
    createdAt: createdAt(),
    lastUpdated: timestamp("last_updated", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("inquiries_last_updated_idx").on(table.lastUpdated),
    index("inquiries_lead_email_idx").on(sql`lower(${table.leadEmail})`),
  ],
);

const inquiryId = () =>
  uuid("inquiry_id")
    .notNull()
    .references(() => inquiries.id, { onDelete: "cascade" });

export const demoLeads = pgTable("demo_leads", {
  id: uuid("id").primaryKey().defaultRandom(),
  inquiryId: inquiryId(),
  email: text("email").notNull(),
  service: text("service").notNull(),
  goal: text("goal").notNull(),
  budget: text("budget", { enum: ["small", "medium", "large"] }).notNull(),
  url: text("url"),
  lang: text("lang").notNull(),
  ...utm,
  createdAt: createdAt(),
});

export const contactInquiries = pgTable("contact_inquiries", {
  id: uuid("id").primaryKey().defaultRandom(),
  inquiryId: inquiryId(),
  name: text("name").notNull(),
  email: text("email").notNull(),
  phone: text("phone"),
  businessType: text("business_type").notNull(),
  message: text("message").notNull(),
  lang: text("lang").notNull(),
  ...utm,
  createdAt: createdAt(),
});

export const websitePreviewRequests = pgTable("website_preview_requests", {
  id: uuid("id").primaryKey().defaultRandom(),
  inquiryId: inquiryId(),
  companyName: text("company_name").notNull(),
  businessType: text("business_type").notNull(),
  location: text("location"),
  website: text("website"),
  email: text("email").notNull(),
  phone: text("phone"),
  styles: jsonb("styles").$type<string[]>().notNull().default([]),
  priority: text("priority"),
  note: text("note"),
  gdprConsent: boolean("gdpr_consent").notNull(),
  lang: text("lang").notNull(),
  ...utm,
  createdAt: createdAt(),
});

export const jobApplications = pgTable("job_applications", {
  id: uuid("id").primaryKey().defaultRandom(),
  inquiryId: inquiryId(),
  email: text("email").notNull(),
  /** Key of the PDF in the file storage (never a path under the web root). */
  fileKey: text("file_key").notNull(),
  fileName: text("file_name").notNull(),
  fileSize: integer("file_size").notNull(),
  lang: text("lang").notNull(),
  ...utm,
  createdAt: createdAt(),
});

/** E-mails waiting to be sent; claimed with SKIP LOCKED so two servers never send one twice. */
/**
 * Columns of a delivery queue (e-mails, webhooks): rows are written in the transaction of what
 * they announce, then claimed with FOR UPDATE SKIP LOCKED and retried with growing delays
 * (server/delivery-queue.ts).
 */
const deliveryColumns = () => ({
  id: uuid("id").primaryKey().defaultRandom(),
  attempts: integer("attempts").notNull().default(0),
  nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp("sent_at", { withTimezone: true }),
  lastError: text("last_error"),
  createdAt: createdAt(),
});

export const mailQueue = pgTable(
  "mail_queue",
  {
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    replyTo: text("reply_to"),
    ...deliveryColumns(),
  },
  (table) => [index("mail_queue_due_idx").on(table.nextAttemptAt).where(sql`${table.sentAt} is null`)],
);

/** Each new lead posted as JSON to LEAD_WEBHOOK_URL (a CRM, n8n, Make…). */
export const webhookQueue = pgTable(
  "webhook_queue",
  {
    url: text("url").notNull(),
    /** The exact JSON sent (and signed), fixed when the lead is stored. */
    body: text("body").notNull(),
    ...deliveryColumns(),
  },
  (table) => [index("webhook_queue_due_idx").on(table.nextAttemptAt).where(sql`${table.sentAt} is null`)],
);

/** Fixed-window counters, shared by every server process. */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
});

/*
 * Accounts (better-auth's tables, written by hand: its schema CLI needs a polyfill on Node 20).
 * Column names follow better-auth's field names; `role`, `phone` and `lang` are our additions.
 */
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

export const users = pgTable("user", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  /** Staff handle every inquiry; set from STAFF_EMAILS or `npm run staff:add`. */
  role: text("role", { enum: userRoles }).notNull().default("user"),
  /** International form, e.g. +420777123456. */
  phone: text("phone"),
  /** Preferred language: e-mails and the dashboard use it. */
  lang: text("lang").notNull().default("cs"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

const userId = () =>
  text("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" });

export const sessions = pgTable(
  "session",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    token: text("token").notNull().unique(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: userId(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("session_user_id_idx").on(table.userId)],
);

export const accounts = pgTable(
  "account",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: userId(),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    /** scrypt hash (see app/features/auth/password.server.ts). */
    password: text("password"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("account_user_id_idx").on(table.userId)],
);

/** Single-use tokens, e.g. password resets (identifier `reset-password:<token>`). */
export const verifications = pgTable(
  "verification",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("verification_identifier_idx").on(table.identifier)],
);

/** Workflow templates of the dashboard: each has an owner; public ones are visible to everyone signed in. */
export const templates = pgTable(
  "templates",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    category: text("category", { enum: templateCategories }),
    isPublic: boolean("is_public").notNull().default(false),
    workflowData: jsonb("workflow_data").$type<WorkflowData>().notNull().default({ steps: [] }),
    userId: userId(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index("templates_user_id_idx").on(table.userId),
    index("templates_created_at_idx").on(table.createdAt),
  ],
);
