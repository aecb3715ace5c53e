/**
 * The one database schema, for PGlite (embedded default) and PostgreSQL alike.
 * Every lead form has its own table and, in the same transaction, an `inquiries` row:
 * staff work through all leads in one pipeline.
 */
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { applicationStages } from "../../domain/applications";
import {
  type AutomationStep,
  type AutomationTrigger,
  runStates,
  stepOutcomes,
  stopReasons,
  triggerKinds,
} from "../../domain/automations";
import { activityKinds, dealCurrencies, inquiryStatuses, spamReasons } from "../../domain/inquiries";
import { leadFormNames } from "../../domain/lead-forms";
import { userRoles } from "../../domain/roles";
import { templateCategories, templatePublications, type WorkflowData } from "../../domain/templates";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/** Attribution of the visit a lead came from (docs/PRODUCT.md, Attribution and analytics). */
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
    sourceForm: text("source_form", { enum: leadFormNames }).notNull(),
    leadEmail: text("lead_email").notNull(),
    /** Who the lead is, from the form's own fields, for the list, search and export. */
    leadName: text("lead_name"),
    company: text("company"),
    phone: text("phone"),
    lang: text("lang").notNull(),
    /** The staff member who looks after the inquiry. */
    assigneeId: text("assignee_id").references((): AnyPgColumn => users.id, { onDelete: "set null" }),
    /** The day the next step is due (Europe/Prague): overdue ones stand out, assignees get a morning digest. */
    followUpOn: date("follow_up_on", { mode: "string" }),
    /** Merged into another inquiry of the same address: shown there, no longer on its own. */
    mergedIntoId: uuid("merged_into_id").references((): AnyPgColumn => inquiries.id, {
      onDelete: "set null",
    }),
    ...utm,
    /** Set for a post kept as spam: out of the pipeline and of every notification until staff restore it. */
    spamReason: text("spam_reason", { enum: spamReasons }),
    /** The form's hidden submission id: a retried post is stored once. */
    submissionId: uuid("submission_id").unique(),
    /** When the lead's latest answer by e-mail arrived (app/features/replies): "replied" on the desk. */
    repliedAt: timestamp("replied_at", { withTimezone: true }),
    /** The deal (docs/decisions/0052-deals.md): an optional value in whole units of its currency. */
    dealValue: integer("deal_value"),
    dealCurrency: text("deal_currency", { enum: dealCurrencies }),
    expectedCloseOn: date("expected_close_on", { mode: "string" }),
    /** Why a completed (won) or cancelled (lost) inquiry ended so. */
    closeReason: text("close_reason"),
    createdAt: createdAt(),
    lastUpdated: timestamp("last_updated", { withTimezone: true }).notNull().defaultNow(),
    /**
     * Name, e-mail, company and what the lead wrote (message, goal, a preview's note, a question)
     * folded to lower case without diacritics: what search matches.
     */
    searchText: text("search_text").generatedAlwaysAs(
      sql`search_fold(coalesce("lead_name", '') || ' ' || "lead_email" || ' ' || coalesce("company", '') || ' ' || coalesce("requirements" ->> 'message', '') || ' ' || coalesce("requirements" ->> 'goal', '') || ' ' || coalesce("requirements" ->> 'note', '') || ' ' || coalesce("requirements" ->> 'question', ''))`,
    ),
    /**
     * Staff's notes on the inquiry, folded as `searchText`: kept by a trigger on the timeline
     * (migration 0022) whenever a note is written, changed or deleted; staff's search reads it too.
     */
    notesSearch: text("notes_search"),
  },
  (table) => [
    index("inquiries_last_updated_idx").on(table.lastUpdated),
    index("inquiries_search_text_idx").using("gin", sql`${table.searchText} gin_trgm_ops`),
    index("inquiries_notes_search_idx").using("gin", sql`${table.notesSearch} gin_trgm_ops`),
    index("inquiries_lead_email_idx").on(sql`lower(${table.leadEmail})`),
    index("inquiries_status_idx").on(table.status, table.createdAt),
    index("inquiries_newest_idx").on(table.createdAt).where(sql`${table.mergedIntoId} is null`),
    index("inquiries_assignee_idx").on(table.assigneeId),
    index("inquiries_follow_up_idx").on(table.followUpOn).where(sql`${table.followUpOn} is not null`),
    index("inquiries_merged_into_idx").on(table.mergedIntoId).where(sql`${table.mergedIntoId} is not null`),
    index("inquiries_replied_idx").on(table.repliedAt).where(sql`${table.repliedAt} is not null`),
    // The list's pages and their COUNT (docs/decisions/0055-desk-list-pages-and-saved-views.md); the
    // migration also carries source_form in it (INCLUDE), which Drizzle's builder cannot say.
    index("inquiries_desk_list_idx")
      .on(table.createdAt.desc(), table.id.desc())
      .where(sql`${table.spamReason} is null and ${table.mergedIntoId} is null`),
    // The board's columns and their counts, a status at a time (docs/decisions/0060-desk-board-at-speed.md;
    // the migration also carries source_form in it, INCLUDE).
    index("inquiries_desk_board_idx")
      .on(table.status, table.createdAt.desc(), table.id.desc())
      .where(sql`${table.spamReason} is null and ${table.mergedIntoId} is null`),
    // Merged into itself, an inquiry would be shown nowhere.
    check("inquiries_not_merged_into_itself", sql`${table.mergedIntoId} <> ${table.id}`),
    check(
      "inquiries_deal_value_with_currency",
      sql`${table.dealValue} is null or ${table.dealCurrency} is not null`,
    ),
  ],
);

/**
 * What happened to an inquiry, never overwritten: its arrival, status changes, assignment,
 * follow-up dates, notes, e-mails sent and received, merges, spam decisions. Each with who did
 * it (null: the site itself) and when.
 */
export const inquiryActivities = pgTable(
  "inquiry_activities",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    inquiryId: uuid("inquiry_id")
      .notNull()
      .references(() => inquiries.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: activityKinds }).notNull(),
    actorId: text("actor_id").references((): AnyPgColumn => users.id, { onDelete: "set null" }),
    /** A note's text, an e-mail's subject and text. */
    body: text("body"),
    /** The change: { from, to } of a status, the assignee, the day, the merged inquiry… */
    data: jsonb("data").$type<Record<string, unknown>>().notNull().default({}),
    /** An e-mail sent from the inquiry: its row in the queue, which tells whether it went out. */
    mailId: uuid("mail_id").references((): AnyPgColumn => mailQueue.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (table) => [
    index("inquiry_activities_inquiry_idx").on(table.inquiryId, table.createdAt),
    index("inquiry_activities_mail_idx").on(table.mailId).where(sql`${table.mailId} is not null`),
    // A lead's answer is stored once, however often its provider posts it (app/features/replies).
    uniqueIndex("inquiry_activities_received_message_idx")
      .on(sql`(${table.data} ->> 'messageId')`)
      .where(sql`${table.kind} = 'email_received'`),
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
  /** Optional on the form (docs/PRODUCT.md, Contact). */
  businessType: text("business_type"),
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

export const jobApplications = pgTable(
  "job_applications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    inquiryId: inquiryId(),
    email: text("email").notNull(),
    /** Key of the PDF in the file storage (never a path under the web root). */
    fileKey: text("file_key").notNull(),
    fileName: text("file_name").notNull(),
    fileSize: integer("file_size").notNull(),
    lang: text("lang").notNull(),
    /** Where the application stands in its own pipeline (app/domain/applications.ts). */
    stage: text("stage", { enum: applicationStages }).notNull().default("new"),
    ...utm,
    createdAt: createdAt(),
  },
  (table) => [index("job_applications_stage_idx").on(table.stage, table.createdAt)],
);

/**
 * Columns of a delivery queue (e-mails, webhooks): rows are written in the transaction of what
 * they announce, then claimed with FOR UPDATE SKIP LOCKED and retried with growing delays
 * (app/platform/delivery-queue.server.ts).
 */
const deliveryColumns = () => ({
  id: uuid("id").primaryKey().defaultRandom(),
  attempts: integer("attempts").notNull().default(0),
  /** When the row is due; while an attempt runs, when its lease ends. */
  nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
  /** Start of the attempt in flight; still set after a crash, which makes the next attempt a recovery. */
  claimedAt: timestamp("claimed_at", { withTimezone: true }),
  /** Attempts that began after a crash mid-delivery (the receiver may already have the message). */
  recoveries: integer("recoveries").notNull().default(0),
  sentAt: timestamp("sent_at", { withTimezone: true }),
  /** Given up: every try failed, or delivery is in doubt; staff see it and may retry. */
  failedAt: timestamp("failed_at", { withTimezone: true }),
  lastError: text("last_error"),
  createdAt: createdAt(),
});

const deliveryIndexes = (
  name: string,
  table: { nextAttemptAt: AnyPgColumn; sentAt: AnyPgColumn; failedAt: AnyPgColumn },
) => [
  index(`${name}_due_idx`)
    .on(table.nextAttemptAt)
    .where(sql`${table.sentAt} is null and ${table.failedAt} is null`),
  index(`${name}_failed_idx`).on(table.failedAt).where(sql`${table.failedAt} is not null`),
];

export const mailQueue = pgTable(
  "mail_queue",
  {
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    /** The designed part beside the plain text; null for messages queued before it existed. */
    html: text("html"),
    replyTo: text("reply_to"),
    /** An iCalendar invitation (RFC 5545, METHOD:REQUEST) sent with the message; null for most. */
    calendar: text("calendar"),
    /**
     * The inquiries the message names (a lead's notice and confirmation, a digest of follow-ups):
     * a privacy erasure finds by them the messages that name a person to someone else.
     */
    inquiryIds: uuid("inquiry_ids").array().notNull().default(sql`'{}'::uuid[]`),
    ...deliveryColumns(),
  },
  (table) => [
    ...deliveryIndexes("mail_queue", table),
    index("mail_queue_to_idx").on(sql`lower(${table.to})`),
    index("mail_queue_reply_to_idx")
      .on(sql`lower(${table.replyTo})`)
      .where(sql`${table.replyTo} is not null`),
    index("mail_queue_inquiry_ids_idx").using("gin", table.inquiryIds),
  ],
);

/** Each new lead posted as JSON to LEAD_WEBHOOK_URL (a CRM, n8n, Make…). */
export const webhookQueue = pgTable(
  "webhook_queue",
  {
    url: text("url").notNull(),
    /** The exact JSON sent (and signed), fixed when the lead is stored. */
    body: text("body").notNull(),
    /** The inquiry it announces: a privacy erasure finds the event by it (its body holds the answers). */
    inquiryId: uuid("inquiry_id"),
    ...deliveryColumns(),
  },
  (table) => [
    ...deliveryIndexes("webhook_queue", table),
    index("webhook_queue_inquiry_idx").on(table.inquiryId),
  ],
);

/**
 * Fixed-window counters, shared by every server process. The key is the bucket and a keyed hash
 * of the client (app/platform/rate-limit.server.ts), never an address as typed.
 */
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
  /** IANA zone the desk writes times in for him; null: the agency's (AGENCY_TIME_ZONE). */
  timeZone: text("time_zone"),
  /** Staff: new leads are assigned in turn to everyone who takes them. */
  takesNewLeads: boolean("takes_new_leads").notNull().default(false),
  /** Staff: the morning e-mail of due follow-ups, in his own morning; switched off in settings. */
  morningDigest: boolean("morning_digest").notNull().default(true),
  lastLeadAssignedAt: timestamp("last_lead_assigned_at", { withTimezone: true }),
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

/**
 * Workflow templates of the dashboard: each has an owner; public ones are visible to everyone
 * signed in. Staff publish; a customer asks for it (`publication`) and staff approve or decline.
 */
export const templates = pgTable(
  "templates",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    category: text("category", { enum: templateCategories }),
    isPublic: boolean("is_public").notNull().default(false),
    publication: text("publication", { enum: templatePublications }),
    workflowData: jsonb("workflow_data").$type<WorkflowData>().notNull().default({ steps: [] }),
    userId: userId(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // A page of own templates, and the count the limit per account reads.
    index("templates_user_created_idx").on(table.userId, table.createdAt, table.id),
    // A page of published ones.
    index("templates_public_created_idx").on(table.createdAt, table.id).where(sql`${table.isPublic}`),
    // Staff's page of publication requests.
    index("templates_requested_idx")
      .on(table.updatedAt, table.id)
      .where(sql`${table.publication} = 'requested'`),
  ],
);

/**
 * A template staff switched on: what starts its runs and whether a reply from the lead ends
 * them. Each change of its steps is a new version; a run keeps the version it started with.
 */
export const automations = pgTable(
  "automations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    templateId: uuid("template_id")
      .notNull()
      .unique()
      .references(() => templates.id, { onDelete: "cascade" }),
    enabled: boolean("enabled").notNull().default(true),
    /** Kept apart from `trigger` for the index a new lead's look-up uses. */
    triggerKind: text("trigger_kind", { enum: triggerKinds }).notNull(),
    trigger: jsonb("trigger").$type<AutomationTrigger>().notNull(),
    /** The version new runs start with. */
    version: integer("version").notNull().default(1),
    createdBy: text("created_by").references((): AnyPgColumn => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("automations_trigger_idx").on(table.triggerKind).where(sql`${table.enabled}`)],
);

export const automationVersions = pgTable(
  "automation_versions",
  {
    automationId: uuid("automation_id")
      .notNull()
      .references(() => automations.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    name: text("name").notNull(),
    steps: jsonb("steps").$type<AutomationStep[]>().notNull(),
    /** A reply from the lead ends the run before its next step. */
    stopOnReply: boolean("stop_on_reply").notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.automationId, table.version] })],
);

/**
 * One lead going through one automation, step by step. Claimed by a server for a lease (as the
 * delivery queue's rows are), so several servers share the work and a dead one's runs are taken
 * over; a delay is only its `next_attempt_at`, so it survives restarts and deploys.
 */
export const automationRuns = pgTable(
  "automation_runs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    automationId: uuid("automation_id").notNull(),
    version: integer("version").notNull(),
    inquiryId: uuid("inquiry_id")
      .notNull()
      .references(() => inquiries.id, { onDelete: "cascade" }),
    /** The event that started it ("created", a status activity's id): one run per event. */
    triggerKey: text("trigger_key").notNull(),
    state: text("state", { enum: runStates }).notNull().default("active"),
    /** The next step to run (its index in the version's steps). */
    stepIndex: integer("step_index").notNull().default(0),
    /** Tries of the current step so far. */
    attempts: integer("attempts").notNull().default(0),
    /** When the next step is due; while a server runs it, when that server's lease ends. */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** The claim in force: a step's result is recorded only under the claim that ran it. */
    claimToken: uuid("claim_token"),
    stopReason: text("stop_reason", { enum: stopReasons }),
    lastError: text("last_error"),
    createdAt: createdAt(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (table) => [
    foreignKey({
      columns: [table.automationId, table.version],
      foreignColumns: [automationVersions.automationId, automationVersions.version],
    }).onDelete("cascade"),
    // The runner's claim of due runs.
    index("automation_runs_due_idx").on(table.nextAttemptAt).where(sql`${table.state} = 'active'`),
    // An inquiry's runs in its timeline; the runs page.
    index("automation_runs_inquiry_idx").on(table.inquiryId, table.createdAt),
    index("automation_runs_created_idx").on(table.createdAt, table.id),
    uniqueIndex("automation_runs_trigger_idx").on(table.automationId, table.inquiryId, table.triggerKey),
  ],
);

/** Each try of each step of a run: what it read, what came of it, how long it took. */
export const automationRunSteps = pgTable(
  "automation_run_steps",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    runId: uuid("run_id")
      .notNull()
      .references(() => automationRuns.id, { onDelete: "cascade" }),
    stepIndex: integer("step_index").notNull(),
    attempt: integer("attempt").notNull(),
    outcome: text("outcome", { enum: stepOutcomes }).notNull(),
    input: jsonb("input").$type<Record<string, unknown>>().notNull().default({}),
    output: jsonb("output").$type<Record<string, unknown>>().notNull().default({}),
    error: text("error"),
    durationMs: integer("duration_ms").notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index("automation_run_steps_run_idx").on(table.runId, table.stepIndex, table.attempt),
    // A step succeeds once per run, whichever server ran it.
    uniqueIndex("automation_run_steps_once_idx")
      .on(table.runId, table.stepIndex)
      .where(sql`${table.outcome} = 'succeeded'`),
  ],
);

/** The morning digest of due follow-ups: one row per staff member and day, so it goes out once. */
export const digestRuns = pgTable(
  "digest_runs",
  {
    userId: userId(),
    day: date("day", { mode: "string" }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.day] })],
);

/**
 * A person's saved views of the inquiry list (docs/decisions/0055-desk-list-pages-and-saved-views.md):
 * a name and the list's query string, which is all a view is, so its address can be shared.
 */
export const savedViews = pgTable(
  "saved_views",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: userId(),
    name: text("name").notNull(),
    query: text("query").notNull(),
    /** The person's own order of his views. */
    position: integer("position").notNull(),
    createdAt: createdAt(),
  },
  // One name once per person; also the index his list of views is read by.
  (table) => [uniqueIndex("saved_views_user_name_idx").on(table.userId, table.name)],
);

/**
 * Who polls a mailbox for leads' answers now (app/features/replies/imap.server.ts): one server
 * at a time, while its lease runs; another takes over when it lapses.
 */
export const mailboxLeases = pgTable("mailbox_leases", {
  mailbox: text("mailbox").primaryKey(),
  /** The polling process: host, process id and a random part. */
  holder: text("holder").notNull(),
  until: timestamp("until", { withTimezone: true }).notNull(),
});

/**
 * Privacy requests carried out (an export, an erasure): who, when, what was found. The address
 * itself is kept only as a keyed hash with the server secret (app/features/dashboard/privacy.server.ts),
 * so the record proves the erasure without undoing it, and nobody can test a guessed address
 * against it without the secret.
 */
export const auditLog = pgTable("audit_log", {
  id: uuid("id").primaryKey().defaultRandom(),
  actorId: text("actor_id").references((): AnyPgColumn => users.id, { onDelete: "set null" }),
  action: text("action", { enum: ["privacy_export", "privacy_erase", "privacy_anonymise"] }).notNull(),
  subjectHash: text("subject_hash").notNull(),
  detail: jsonb("detail").$type<Record<string, unknown>>().notNull().default({}),
  createdAt: createdAt(),
});
