/**
 * One template per kind of e-mail: each turns its data into the content the layout draws, in
 * the recipient's language. The lead's confirmation says what happens next and quotes nothing
 * the visitor typed (whoever fills in a form may type someone else's address); the staff's
 * notification shows the answers under the labels the dashboard uses.
 */
import { parsePhoneNumberFromString } from "libphonenumber-js/min";
import { site } from "~/content/site";
import type { Lang } from "~/domain/languages";
import type { LeadForm } from "~/domain/lead-forms";
import { accountMessages, messages } from "~/i18n/messages.server";
import { countText } from "~/i18n/plural";
import { typesetText } from "~/i18n/typography";
import { fill } from "../auth/fill";
import { readableAnswers } from "../leads/answers";
import { answerLabels } from "../leads/answers.server";
import { type Utm, utmKeys } from "../leads/utm";
import type { MailContent, MailList } from "./content";

const brand = { brand: site.brand };

/**
 * The visitor's confirmation of a lead form: the form's promise, what they chose from the form's
 * own offer when the form repeats it (a call request's times), and the steps after it.
 */
export function leadConfirmation(form: LeadForm, lang: Lang, chosen?: MailList): MailContent {
  const { mail } = messages(lang).forms;
  const { subject, heading, body, next } = mail.confirmations[form];
  return {
    lang,
    subject: fill(subject, brand),
    preview: heading,
    heading,
    greeting: mail.greeting,
    blocks: [
      { kind: "paragraph", text: body },
      ...(chosen ? [{ kind: "list" as const, ...chosen }] : []),
      { kind: "steps", title: mail.nextTitle, items: next },
    ],
    signature: [fill(mail.signature, brand)],
    footnote: mail.notYou,
  };
}

/** The lead's e-mail when staff confirm one of the times of their call request. */
export function callConfirmation(
  lang: Lang,
  call: { when: string; whenInFull: string; phone: string | null },
): MailContent {
  const { mail } = messages(lang).forms;
  const copy = mail.callConfirmed;
  return {
    lang,
    subject: fill(copy.subject, { ...brand, when: call.when }),
    preview: call.whenInFull,
    heading: copy.heading,
    greeting: mail.greeting,
    blocks: [
      { kind: "paragraph", text: copy.body },
      {
        kind: "facts",
        rows: [
          { label: copy.when, value: `${call.whenInFull} (${copy.timeZone})` },
          ...(call.phone ? [{ label: copy.phone, value: readablePhone(call.phone) }] : []),
        ],
      },
      { kind: "paragraph", text: copy.calendar },
      { kind: "paragraph", text: copy.change },
    ],
    signature: [fill(mail.signature, brand)],
  };
}

export interface LeadNotification {
  form: LeadForm;
  /** The staff's language. */
  lang: Lang;
  /** The language of the page the lead was sent from. */
  leadLang: Lang;
  email: string;
  /** Who sent it, as staff name the lead (name, company or e-mail). */
  who: string;
  answers: Record<string, unknown>;
  utm: Utm;
  inquiryUrl: string;
}

/** The staff's notice of a new lead, with its answers made readable. */
/** A number stored as +48512345678, written as people read it (+48 512 345 678); as stored if unknown. */
function readablePhone(stored: string): string {
  return parsePhoneNumberFromString(stored)?.formatInternational() ?? stored;
}

export function leadNotification(lead: LeadNotification): MailContent {
  const { notification, desk, digest } = accountMessages(lead.lang).dashboard;
  const formName = desk.forms[lead.form];
  const answers = readableAnswers(lead.form, lead.answers, answerLabels(lead.lang)).flatMap((answer) =>
    answer.value === null
      ? []
      : [
          {
            label: answer.label,
            value: answer.field.kind === "phone" ? readablePhone(answer.value) : answer.value,
          },
        ],
  );
  const campaign = utmKeys.flatMap((key) => {
    const value = lead.utm[key];
    return value ? [{ label: notification.utm[key], value }] : [];
  });
  return {
    lang: lead.lang,
    // A job application is no sales inquiry: its own subject and heading.
    subject:
      lead.form === "hiring"
        ? fill(notification.applicationSubject, { who: lead.who })
        : fill(notification.subject, { form: formName, who: lead.who }),
    preview: fill(notification.intro, { email: lead.email }),
    heading:
      lead.form === "hiring"
        ? notification.applicationHeading
        : fill(notification.heading, { form: formName }),
    blocks: [
      { kind: "paragraph", text: fill(notification.intro, { email: lead.email }) },
      {
        kind: "facts",
        title: notification.answers,
        rows: [...answers, { label: desk.csv.language, value: desk.languages[lead.leadLang] }],
      },
      ...(campaign.length ? [{ kind: "facts" as const, title: notification.campaign, rows: campaign }] : []),
      { kind: "button", label: notification.open, href: lead.inquiryUrl },
    ],
    signature: [fill(digest.signature, brand)],
  };
}

export type AccountMailKind = "reset" | "verify" | "existing";

/**
 * An account e-mail (password reset, address confirmation, a repeated sign-up) with its one link,
 * greeting the account's owner by name where the language can (greetingByName).
 */
export function accountMail(
  kind: AccountMailKind,
  lang: Lang,
  link: string,
  name?: string | null,
): MailContent {
  const { mail } = accountMessages(lang);
  const { subject, heading, body, button, after } = mail[kind];
  return {
    lang,
    subject: fill(subject, brand),
    preview: heading,
    heading,
    greeting: name?.trim() ? fill(mail.greetingByName, { name: name.trim() }) : mail.greeting,
    blocks: [
      { kind: "paragraph", text: fill(body, brand) },
      { kind: "button", label: button, href: link },
      { kind: "paragraph", text: after },
    ],
    signature: [fill(mail.signature, brand)],
  };
}

/**
 * A reply staff wrote to a lead: their own subject and text (greeting and signature included,
 * as they typed them), one paragraph per blank-line-separated part, in the lead's language, with
 * its non-breaking spaces (typography.ts) as the site's own text has them.
 */
export function inquiryReply(lang: Lang, subject: string, body: string): MailContent {
  const paragraphs = body
    .replaceAll("\r\n", "\n")
    .split(/\n\s*\n/)
    .map((part) => typesetText(lang, part.trim()))
    .filter(Boolean);
  return {
    lang,
    subject,
    preview: paragraphs[0] ?? subject,
    blocks: paragraphs.map((text) => ({ kind: "paragraph", text })),
    signature: [],
  };
}

/** The assignee's notice of a lead's answer: its trimmed text and the way to the inquiry. */
export function replyNotice(input: {
  lang: Lang;
  who: string;
  email: string;
  subject: string;
  text: string;
  inquiryUrl: string;
}): MailContent {
  const { notification, digest } = accountMessages(input.lang).dashboard;
  const { reply } = notification;
  const paragraphs = input.text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);
  return {
    lang: input.lang,
    subject: fill(reply.subject, { who: input.who, subject: input.subject }),
    preview: paragraphs[0] ?? input.subject,
    heading: fill(reply.heading, { who: input.who }),
    blocks: [
      { kind: "paragraph", text: fill(reply.intro, { email: input.email }) },
      ...paragraphs.map((text) => ({ kind: "paragraph" as const, text })),
      { kind: "button", label: notification.open, href: input.inquiryUrl },
    ],
    signature: [fill(digest.signature, brand)],
  };
}

/** The notice to a staff member another one assigned an inquiry to: whose it is and the way to it. */
export function assignmentNotice(input: {
  lang: Lang;
  who: string;
  form: LeadForm;
  assignedBy: string;
  inquiryUrl: string;
}): MailContent {
  const { notification, desk, digest } = accountMessages(input.lang).dashboard;
  const { assigned } = notification;
  const intro = fill(assigned.intro, { who: input.who, form: desk.forms[input.form] });
  return {
    lang: input.lang,
    subject: fill(assigned.subject, { who: input.who }),
    preview: intro,
    heading: fill(assigned.heading, { name: input.assignedBy }),
    blocks: [
      { kind: "paragraph", text: intro },
      { kind: "button", label: notification.open, href: input.inquiryUrl },
    ],
    signature: [fill(digest.signature, brand)],
  };
}

/** An inquiry of a bulk assignment, as its summary e-mail lists it. */
export interface AssignedInquiry {
  who: string;
  form: LeadForm;
  href: string;
}

/**
 * One e-mail for the inquiries a colleague assigned at once (docs/decisions/0061-desk-at-agency-scale.md):
 * how many, the first `listed` of them each linked, the rest counted, and the way to one's list.
 */
export function bulkAssignmentNotice(input: {
  lang: Lang;
  assignedBy: string;
  count: number;
  listed: AssignedInquiry[];
  listUrl: string;
}): MailContent {
  const { notification, desk, digest } = accountMessages(input.lang).dashboard;
  const { assignedMany } = notification;
  const subject = fill(countText(input.lang, assignedMany.subject, input.count), { count: input.count });
  const intro = fill(assignedMany.intro, { name: input.assignedBy });
  const rest = input.count - input.listed.length;
  return {
    lang: input.lang,
    subject,
    preview: intro,
    heading: subject,
    blocks: [
      { kind: "paragraph", text: intro },
      {
        kind: "links",
        items: input.listed.map((item) => ({
          title: item.who,
          detail: desk.forms[item.form],
          href: item.href,
        })),
      },
      ...(rest > 0
        ? [
            {
              kind: "paragraph" as const,
              text: fill(countText(input.lang, assignedMany.more, rest), { count: rest }),
            },
          ]
        : []),
      { kind: "button", label: digest.open, href: input.listUrl },
    ],
    signature: [fill(digest.signature, brand)],
  };
}

export interface FollowUp {
  who: string;
  form: LeadForm;
  /** "overdue since …" or "due today", already in words. */
  when: string;
  href: string;
}

/** A staff member's morning list of follow-ups due. */
export function followUpDigest(input: {
  lang: Lang;
  name: string;
  dayLabel: string;
  followUps: FollowUp[];
  listUrl: string;
}): MailContent {
  const { digest, desk } = accountMessages(input.lang).dashboard;
  const count = input.followUps.length;
  const subject = fill(countText(input.lang, digest.subject, count), { date: input.dayLabel, count });
  return {
    lang: input.lang,
    subject,
    preview: digest.intro,
    heading: subject,
    greeting: fill(digest.greeting, { name: input.name }),
    blocks: [
      { kind: "paragraph", text: digest.intro },
      {
        kind: "links",
        items: input.followUps.map((item) => ({
          title: item.who,
          detail: `${desk.forms[item.form]} · ${item.when}`,
          href: item.href,
        })),
      },
      { kind: "button", label: digest.open, href: input.listUrl },
    ],
    signature: [fill(digest.signature, brand)],
  };
}
