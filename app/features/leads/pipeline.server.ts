/**
 * What every lead form does with a post (ARCHITECTURE.md, "Leads"): drop spam silently, limit
 * each client's rate, validate with the form's schema, store the lead with its inquiry and its
 * e-mails in one transaction, then answer the enhanced form with data or a plain browser post
 * with a redirect to a success page.
 */

import type { AppLoadContext } from "react-router";
import { data, redirect } from "react-router";
import type { z } from "zod";
import { site } from "~/content/site";
import { requestLang } from "~/i18n/lang.server";
import { isLang, type Lang } from "~/i18n/languages";
import { messages } from "~/i18n/messages.server";
import type { Database } from "../../../server/db/client";
import { inquiries, type LeadForm } from "../../../server/db/schema";
import { queueMail } from "../../../server/mail";
import { type LeadEvent, queueWebhook } from "../../../server/webhook";
import { formTokenAge, MIN_FILL_MS } from "./form-token.server";
import { withDialCode } from "./phone";
import { type FieldErrors, type FormErrorKey, fieldErrors, formValues } from "./schemas";
import { type Utm, utmColumns, utmFromCookieHeader } from "./utm";

export type LeadActionData =
  | { ok: true }
  | { ok: false; errors: FieldErrors; formError?: FormErrorKey; values: Record<string, string | string[]> };

/** Language of the page and UTM of the visit: stored with every lead. */
export type SharedColumns = ReturnType<typeof utmColumns> & { lang: Lang };

export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

export interface Lead {
  email: string;
  inquiry: { title: string; serviceType: string; description: string; requirements: Record<string, unknown> };
  /** Inserts the form's own row, linked to its inquiry, with the columns every lead table has. */
  insertFormRow(tx: Transaction, inquiryId: string, shared: SharedColumns): Promise<unknown>;
}

interface LeadPostOptions<Schema extends z.ZodType> {
  request: Request;
  context: AppLoadContext;
  form: LeadForm;
  schema: Schema;
  /** Fields that may repeat (multi-selects). */
  arrays?: readonly string[];
  /** Where a JavaScript-free post lands after success. */
  successPath(lang: Lang): string;
  /** The generic message of this form (spec section 8). */
  genericError: FormErrorKey;
  /** Also show the generic message next to field errors (the demo form does, spec section 5). */
  genericOnInvalid?: boolean;
  /** Enforce the 3-second rule with the signed render time in the `form_token` field. */
  minFillTime?: boolean;
  /** Checks beyond the schema (the uploaded file), given the raw form data. */
  check?(formData: FormData): Promise<FieldErrors | null>;
  toLead(data: z.output<Schema>, formData: FormData): Promise<Lead> | Lead;
}

export async function handleLeadPost<Schema extends z.ZodType>(options: LeadPostOptions<Schema>) {
  const { request, context, form, schema } = options;
  const { services, clientIp } = context;
  const formData = await request.formData();
  // The page's language travels with the form (the enhanced post goes to /api/leads/…).
  const postedLang = formData.get("lang");
  const lang = isLang(postedLang) ? postedLang : requestLang(request);
  // Set by the form's script once hydrated; without it this is a plain browser post.
  const enhanced = formData.get("js") === "1";
  const values = withDialCode(formValues(formData, options.arrays));
  delete values.form_token;
  delete values.js;
  delete values.lang;
  const succeed = () => (enhanced ? ({ ok: true } as const) : redirect(options.successPath(lang), 303));
  const fail = (status: number, errors: FieldErrors, formError?: FormErrorKey, headers?: HeadersInit) =>
    data<LeadActionData>({ ok: false, errors, formError, values }, { status, headers });

  // A bot filled the hidden field: answer like a success, keep nothing.
  if (String(formData.get("bot-field") ?? "") !== "") return succeed();

  const { FORM_RATE_LIMIT, FORM_RATE_WINDOW_SECONDS } = services.config;
  const limit = await services.rateLimits.consume(
    "lead-form",
    clientIp,
    FORM_RATE_LIMIT,
    FORM_RATE_WINDOW_SECONDS * 1000,
  );
  if (!limit.allowed) {
    return fail(429, {}, "rateLimited", { "Retry-After": String(limit.retryAfterSeconds) });
  }

  const parsed = schema.safeParse(values);
  const extraErrors = (await options.check?.(formData)) ?? {};
  if (!parsed.success || Object.keys(extraErrors).length > 0) {
    const errors = { ...(parsed.success ? {} : fieldErrors(parsed.error)), ...extraErrors };
    return fail(400, errors, options.genericOnInvalid ? options.genericError : undefined);
  }

  if (options.minFillTime) {
    const age = formTokenAge(formData.get("form_token"), services.secret);
    // Sent sooner than a person can fill the form in, or without a genuine token: a bot.
    if (age === null || age < MIN_FILL_MS) return succeed();
  }

  try {
    const lead = await options.toLead(parsed.data, formData);
    await storeLead(
      services.db,
      { lead, form, lang, utm: utmFromCookieHeader(request.headers.get("Cookie")) },
      { notify: services.config.LEAD_NOTIFY_EMAIL, webhookUrl: services.config.LEAD_WEBHOOK_URL },
    );
  } catch (error) {
    console.error(`Storing a ${form} lead failed:`, error);
    return fail(500, {}, options.genericError);
  }
  services.deliverQueued();
  return succeed();
}

/** The lead, its inquiry, both e-mails and the webhook, committed together or not at all. */
export async function storeLead(
  db: Database,
  { lead, form, lang, utm }: { lead: Lead; form: LeadForm; lang: Lang; utm: Utm },
  { notify, webhookUrl }: { notify: string; webhookUrl?: string },
) {
  const utmValues = utmColumns(utm);
  return db.transaction(async (tx) => {
    const [inquiry] = await tx
      .insert(inquiries)
      .values({ ...lead.inquiry, sourceForm: form, leadEmail: lead.email, lang, ...utmValues })
      .returning({ id: inquiries.id });
    if (!inquiry) throw new Error("The inquiry was not stored");
    await lead.insertFormRow(tx, inquiry.id, { ...utmValues, lang });
    await queueMail(tx, [staffNotification(form, lead, utm, lang, notify), confirmation(lead, lang)]);
    if (webhookUrl) await queueWebhook(tx, webhookUrl, leadEvent(inquiry.id, form, lead, utm, lang));
    return inquiry.id;
  });
}

function summaryLines(requirements: Record<string, unknown>) {
  return Object.entries(requirements)
    .filter(
      ([, value]) =>
        value !== null && value !== undefined && value !== "" && !(Array.isArray(value) && !value.length),
    )
    .map(([name, value]) => `${name}: ${Array.isArray(value) ? value.join(", ") : String(value)}`);
}

function staffNotification(form: LeadForm, lead: Lead, utm: Utm, lang: Lang, to: string) {
  const lines = [
    `New lead from the ${form.replace("_", " ")} form (${lang}).`,
    "",
    ...summaryLines(lead.inquiry.requirements),
    ...summaryLines(utm),
  ];
  return { to, subject: `New lead: ${lead.inquiry.title}`, text: lines.join("\n"), replyTo: lead.email };
}

function leadEvent(inquiryId: string, form: LeadForm, lead: Lead, utm: Utm, lang: Lang): LeadEvent {
  const { title, serviceType, requirements } = lead.inquiry;
  return {
    event: "lead.created",
    inquiryId,
    form,
    lang,
    email: lead.email,
    title,
    serviceType,
    requirements,
    utm,
    createdAt: new Date().toISOString(),
  };
}

function confirmation(lead: Lead, lang: Lang) {
  const { mail } = messages(lang).forms;
  const brand = (text: string) => text.replaceAll("{brand}", site.brand);
  const text = [
    mail.greeting,
    "",
    mail.confirmationBody,
    "",
    mail.summaryHeading,
    ...summaryLines(lead.inquiry.requirements).map((line) => `  ${line}`),
    "",
    brand(mail.signature),
    `${site.email} · ${site.phone.display}`,
  ].join("\n");
  return { to: lead.email, subject: brand(mail.confirmationSubject), text, replyTo: site.email };
}
