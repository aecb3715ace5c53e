/**
 * What every lead form does with a post (docs/ARCHITECTURE.md, A lead from post to e-mail): limit
 * each client's rate before reading a byte, read the form within its size limit, validate it with
 * the form's schema, keep a bot's post as spam instead of destroying it, store a retried post
 * once, store the lead with its inquiry and its notifications in one transaction, then answer the
 * enhanced form with data or a plain browser post with a redirect to a success page.
 */
import { randomUUID } from "node:crypto";
import { and, eq, isNotNull, sql } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { data, redirect } from "react-router";
import type * as z from "zod/mini";
import type { SpamReason } from "~/domain/inquiries";
import { defaultLang, isLang, type Lang } from "~/domain/languages";
import type { LeadForm } from "~/domain/lead-forms";
import { requestLang } from "~/i18n/lang.server";
import { buildPath } from "~/i18n/paths";
import { readForm, requireMethod } from "~/lib/request-body.server";
import { readCookie } from "~/lib/request-input.server";
import type { Database } from "~/platform/db/client.server";
import { inquiries, users } from "~/platform/db/schema.server";
import { queueMail } from "~/platform/mail.server";
import type { AppServices } from "~/platform/services.server";
import { type LeadEvent, queueWebhook } from "~/platform/webhook.server";
import { startRunsForLead } from "../automations/triggers.server";
import { assignInTurn, recordActivity } from "../dashboard/activity.server";
import type { MailList } from "../mail/content";
import { composeMail, type MailSite, mailSite } from "../mail/layout.server";
import { leadConfirmation, leadNotification } from "../mail/templates.server";
import { checkFormToken, issueFormToken } from "./form-token.server";
import { withDialCode } from "./phone";
import { type FieldErrors, type FormErrorKey, fieldErrors, formValues } from "./schemas";
import { UTM_COOKIE, type Utm, utmColumns, utmFromCookie } from "./utm";

export type LeadActionData =
  | { ok: true; alreadyReceived?: true }
  | {
      ok: false;
      errors: FieldErrors;
      formError?: FormErrorKey;
      values: Record<string, string | string[]>;
      /** The id the next try of this submission carries (a JavaScript-free form renders it). */
      submissionId: string;
      /** The demo form's render time, kept across an error (or a fresh one once it expired). */
      formToken?: string;
    };

/** Language of the page and UTM of the visit: stored with every lead. */
export type SharedColumns = ReturnType<typeof utmColumns> & { lang: Lang };

export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

export interface Lead {
  email: string;
  inquiry: { title: string; serviceType: string; description: string; requirements: Record<string, unknown> };
  /** Who the lead is, where the form asks: for the staff's list, search and export. */
  contact?: { name?: string | null; company?: string | null; phone?: string | null };
  /**
   * Inserts the form's own row, linked to its inquiry, with the columns every lead table has;
   * absent for a form kept in `inquiries` alone (its answers are the inquiry's requirements).
   */
  insertFormRow?(tx: Transaction, inquiryId: string, shared: SharedColumns): Promise<unknown>;
  /**
   * Removes what `toLead` kept outside the database (the hiring form's PDF) when the lead is not
   * stored: no row would name it, so no privacy erasure could find it.
   */
  discard?(): Promise<void>;
}

/** Confirmations one address receives at most per hour: the forms must not relay mail to strangers. */
export const CONFIRMATIONS_PER_HOUR = 3;
/** The rate limit that counts them, per address (a privacy erasure ends its window). */
export const CONFIRMATION_RATE_BUCKET = "confirmation";
const HOUR_MS = 60 * 60 * 1000;

/** Fields the form posts for the pipeline itself, not for the lead. */
const TECHNICAL_FIELDS = ["js", "lang", "form_token", "submission_id", "bot-field"];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * What a lead form brings to the pipeline: its schema, its answer to a failed post, and how its
 * answers become a lead. Each form's is named in lead-forms.server.ts.
 */
export interface LeadFormDefinition<Schema extends z.ZodMiniType = z.ZodMiniType> {
  schema: Schema;
  /** Fields that may repeat (multi-selects). */
  arrays?: readonly string[];
  /** The form's one file (the hiring form's PDF), at most this large. */
  upload?: { maxBytes: number };
  /** Where a JavaScript-free post lands after success. */
  successPath(lang: Lang): string;
  /** The generic message of this form (docs/PRODUCT.md, Forms). */
  genericError: FormErrorKey;
  /** Also show the generic message next to field errors (docs/PRODUCT.md, Demo request). */
  genericOnInvalid?: boolean;
  /** Enforce the 3-second rule with the signed render time in the `form_token` field. */
  minFillTime?: boolean;
  /** Checks beyond the schema (the uploaded file), given the raw form data. */
  check?(formData: FormData): Promise<FieldErrors | null>;
  /** Whether this lead repeats one already kept (a second job application from one address). */
  alreadyReceived?(data: z.output<Schema>, services: AppServices): Promise<boolean>;
  toLead(data: z.output<Schema>, formData: FormData, services: AppServices): Promise<Lead> | Lead;
  /**
   * What the visitor chose from the form's own offer (never what they typed), repeated in their
   * confirmation: the call request's windows. The confirmation is then composed for this visitor.
   */
  confirmationFacts?(data: z.output<Schema>, lang: Lang): MailList;
}

interface LeadPostOptions<Schema extends z.ZodMiniType> extends LeadFormDefinition<Schema> {
  request: Request;
  context: AppLoadContext;
  form: LeadForm;
}

export async function handleLeadPost<Schema extends z.ZodMiniType>(options: LeadPostOptions<Schema>) {
  const { request, context, form, schema } = options;
  const { services, clientIp } = context;
  requireMethod(request, ["POST"]);

  // Counted before a byte of the body is read: a flood costs one counter update per request.
  const { FORM_RATE_LIMIT, FORM_RATE_WINDOW_SECONDS } = services.config;
  const limit = await services.rateLimits.consume(
    "lead-form",
    clientIp,
    FORM_RATE_LIMIT,
    FORM_RATE_WINDOW_SECONDS * 1000,
  );
  if (!limit.allowed) {
    return data<LeadActionData>(
      { ok: false, errors: {}, formError: "rateLimited", values: {}, submissionId: randomUUID() },
      { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } },
    );
  }

  const formData = await readForm(
    request,
    options.upload ? { files: 1, maxFileBytes: options.upload.maxBytes } : {},
  );
  // The page's language travels with the form (the enhanced post goes to /api/leads/…).
  const postedLang = formData.get("lang");
  const lang = isLang(postedLang) ? postedLang : requestLang(request);
  // Set by the form's script once hydrated; without it this is a plain browser post.
  const enhanced = formData.get("js") === "1";
  const values = withDialCode(formValues(formData, options.arrays));
  for (const field of TECHNICAL_FIELDS) delete values[field];
  const postedId = String(formData.get("submission_id") ?? "");
  const submissionId = UUID.test(postedId) ? postedId.toLowerCase() : null;
  const postedToken = formData.get("form_token");
  const formToken = typeof postedToken === "string" && postedToken ? postedToken : undefined;

  const succeed = () => (enhanced ? { ok: true as const } : redirect(options.successPath(lang), 303));
  const fail = (status: number, errors: FieldErrors, formError?: FormErrorKey, freshToken?: string) =>
    data<LeadActionData>(
      {
        ok: false,
        errors,
        formError,
        values,
        submissionId: submissionId ?? randomUUID(),
        formToken: freshToken ?? formToken,
      },
      { status },
    );

  const parsed = schema.safeParse(values);
  const extraErrors = (await options.check?.(formData)) ?? {};
  if (!parsed.success || Object.keys(extraErrors).length > 0) {
    const errors = { ...(parsed.success ? {} : fieldErrors(parsed.error)), ...extraErrors };
    return fail(400, errors, options.genericOnInvalid ? options.genericError : undefined);
  }

  // A bot filled the hidden field, or sent sooner than a person can fill the form in: answered
  // like a success and kept, flagged, for staff to look at.
  let spamReason: SpamReason | null = String(formData.get("bot-field") ?? "") !== "" ? "honeypot" : null;
  if (options.minFillTime && !spamReason) {
    const token = checkFormToken(formToken, services.secret);
    if (token === "expired") return fail(400, {}, "formExpired", issueFormToken(services.secret));
    if (token === "bot") spamReason = "too_fast";
  }

  if (submissionId && (await isStored(services.db, submissionId))) return succeed();
  if (!spamReason && (await options.alreadyReceived?.(parsed.data, services))) {
    return { ok: true as const, alreadyReceived: true as const };
  }

  // During a burst the e-mail lane may fall behind: a real lead waits a moment for it (never
  // long) rather than have its e-mails leave minutes late. Spam queues no e-mail.
  if (!spamReason) await services.delivery.caughtUp("mail");

  let lead: Lead | undefined;
  try {
    lead = await options.toLead(parsed.data, formData, services);
    const confirm =
      !spamReason &&
      (
        await services.rateLimits.consume(
          CONFIRMATION_RATE_BUCKET,
          lead.email.toLowerCase(),
          CONFIRMATIONS_PER_HOUR,
          HOUR_MS,
        )
      ).allowed;
    const stored = await storeLead(services, {
      lead,
      form,
      lang,
      confirmationFacts: options.confirmationFacts?.(parsed.data, lang),
      utm: utmFromCookie(readCookie(request, UTM_COOKIE)),
      spamReason,
      submissionId,
      confirm,
    });
    // A retry that raced the first post: the first one's answers and file are kept.
    if (stored === null) await lead.discard?.();
  } catch (error) {
    console.error(`Storing a ${form} lead failed:`, error);
    await lead?.discard?.().catch((failure: unknown) => console.error("Discarding it failed:", failure));
    return fail(500, {}, options.genericError);
  }
  return succeed();
}

async function isStored(db: Database, submissionId: string) {
  return (await db.$count(inquiries, eq(inquiries.submissionId, submissionId))) > 0;
}

interface NewLead {
  lead: Lead;
  form: LeadForm;
  lang: Lang;
  utm: Utm;
  /** Kept as spam: no notification, confirmation or webhook. */
  spamReason: SpamReason | null;
  submissionId: string | null;
  /** Send the visitor a confirmation (not beyond the hourly allowance per address). */
  confirm: boolean;
  /** Choices repeated in the confirmation (LeadFormDefinition.confirmationFacts). */
  confirmationFacts?: MailList;
}

/**
 * The lead, its inquiry, its e-mails and the webhook, committed together or not at all. A
 * submission id already stored (a retry that raced the first post) stores nothing; returns the
 * inquiry's id, or null then.
 */
export async function storeLead(
  services: Pick<AppServices, "db" | "config">,
  { lead, form, lang, utm, spamReason, submissionId, confirm, confirmationFacts }: NewLead,
) {
  const { LEAD_NOTIFY_EMAIL, LEAD_WEBHOOK_URL, PUBLIC_URL } = services.config;
  const from = mailSite(services.config);
  const utmValues = utmColumns(utm);
  return services.db.transaction(async (tx) => {
    const [inquiry] = await tx
      .insert(inquiries)
      .values({
        ...lead.inquiry,
        sourceForm: form,
        leadEmail: lead.email,
        leadName: lead.contact?.name ?? null,
        company: lead.contact?.company ?? null,
        phone: lead.contact?.phone ?? null,
        lang,
        ...utmValues,
        spamReason,
        submissionId,
      })
      .onConflictDoNothing({ target: inquiries.submissionId })
      .returning();
    if (!inquiry) return null;
    await lead.insertFormRow?.(tx, inquiry.id, { ...utmValues, lang });
    await recordActivity(tx, { inquiryId: inquiry.id, kind: "created", data: { form, spamReason } });
    if (spamReason) return inquiry.id;
    await assignInTurn(tx, inquiry.id);
    await startRunsForLead(tx, inquiry);
    const notice = {
      form,
      lead,
      utm,
      lang,
      to: LEAD_NOTIFY_EMAIL,
      inquiryId: inquiry.id,
      publicUrl: PUBLIC_URL,
      from,
    };
    const messages = [
      await staffNotification(tx, notice),
      ...(confirm ? [await confirmation(form, lead.email, lang, from, confirmationFacts)] : []),
    ];
    await queueMail(
      tx,
      messages.map((message) => ({ ...message, inquiryIds: [inquiry.id] })),
    );
    if (LEAD_WEBHOOK_URL) await queueWebhook(tx, LEAD_WEBHOOK_URL, leadEvent(inquiry));
    return inquiry.id;
  });
}

/**
 * A lead kept as spam that staff say is real: back in the pipeline, and announced to the
 * webhook as a new lead (staff already see it; the visitor is not written to days later).
 */
export async function restoreLead(
  services: Pick<AppServices, "db" | "config">,
  inquiryId: string,
  actorId: string | null,
) {
  return services.db.transaction(async (tx) => {
    const [inquiry] = await tx
      .update(inquiries)
      .set({ spamReason: null, lastUpdated: new Date() })
      .where(and(eq(inquiries.id, inquiryId), isNotNull(inquiries.spamReason)))
      .returning();
    if (!inquiry) return false;
    await recordActivity(tx, { inquiryId, kind: "restored", actorId });
    await assignInTurn(tx, inquiryId);
    const url = services.config.LEAD_WEBHOOK_URL;
    if (url) await queueWebhook(tx, url, leadEvent(inquiry));
    return true;
  });
}

/**
 * The staff's notice, in the language of the account behind LEAD_NOTIFY_EMAIL (its settings),
 * or the site's default language when that address has no account.
 */
async function staffNotification(
  tx: Transaction,
  {
    form,
    lead,
    utm,
    lang,
    to,
    inquiryId,
    publicUrl,
    from,
  }: {
    form: LeadForm;
    lead: Lead;
    utm: Utm;
    lang: Lang;
    to: string;
    inquiryId: string;
    publicUrl: string;
    from: MailSite;
  },
) {
  const [account] = await tx
    .select({ lang: users.lang })
    .from(users)
    .where(eq(sql`lower(${users.email})`, to.toLowerCase()))
    .limit(1);
  const staffLang = isLang(account?.lang) ? account.lang : defaultLang;
  const { contact } = lead;
  const content = leadNotification({
    form,
    lang: staffLang,
    leadLang: lang,
    email: lead.email,
    who: contact?.name ?? contact?.company ?? lead.email,
    answers: lead.inquiry.requirements,
    utm,
    inquiryUrl: `${publicUrl}${buildPath({ name: "dashboard", section: `inquiries/${inquiryId}` }, staffLang)}`,
  });
  return composeMail(content, { to, replyTo: lead.email }, from);
}

function leadEvent(inquiry: typeof inquiries.$inferSelect): LeadEvent {
  return {
    event: "lead.created",
    inquiryId: inquiry.id,
    form: inquiry.sourceForm,
    lang: inquiry.lang,
    email: inquiry.leadEmail,
    title: inquiry.title,
    serviceType: inquiry.serviceType,
    requirements: inquiry.requirements,
    utm: {
      utm_source: inquiry.utmSource ?? undefined,
      utm_medium: inquiry.utmMedium ?? undefined,
      utm_campaign: inquiry.utmCampaign ?? undefined,
      utm_term: inquiry.utmTerm ?? undefined,
      utm_content: inquiry.utmContent ?? undefined,
    },
    createdAt: inquiry.createdAt.toISOString(),
  };
}

/** Composed confirmations by form, language and site address: the same for every visitor. */
const composedConfirmations = new Map<string, ReturnType<typeof composeMail>>();

/**
 * The visitor's confirmation: the form's own promise and nothing the visitor typed, because
 * whoever fills in a form may type someone else's address. Composed once per form and language,
 * or for this visitor when it repeats their choices.
 */
async function confirmation(form: LeadForm, to: string, lang: Lang, from: MailSite, facts?: MailList) {
  const envelope = { to: "", replyTo: from.company.email };
  if (facts) return { ...(await composeMail(leadConfirmation(form, lang, facts), envelope, from)), to };
  const key = `${form}:${lang}:${JSON.stringify(from)}`;
  let composed = composedConfirmations.get(key);
  if (!composed) {
    composed = composeMail(leadConfirmation(form, lang), envelope, from);
    composedConfirmations.set(key, composed);
    composed.catch(() => composedConfirmations.delete(key));
  }
  return { ...(await composed), to };
}
