/**
 * `npm run mail:previews [dir]`: writes one of each e-mail in every language, as .html and
 * .txt, to `dir` (default data/mail-previews) with sample data, to look at in a browser; the
 * call's confirmation also as the .ics invitation it carries.
 */

import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { defaultCompanyFacts } from "../app/domain/company";
import { languages, locale } from "../app/domain/languages";
import { leadFormNames } from "../app/domain/lead-forms";
import { fill } from "../app/features/auth/fill";
import { callConfirmationOf } from "../app/features/booking/call-confirmation.server";
import { chosenWindows } from "../app/features/booking/chosen-windows";
import { callInvitation } from "../app/features/booking/invitation";
import { windowTimes } from "../app/features/booking/windows";
import { demoForm } from "../app/features/leads/demo.server";
import type { MailContent } from "../app/features/mail/content";
import { composeMail } from "../app/features/mail/layout.server";
import {
  accountMail,
  assignmentNotice,
  bulkAssignmentNotice,
  followUpDigest,
  inquiryReply,
  leadConfirmation,
  leadNotification,
  replyNotice,
} from "../app/features/mail/templates.server";
import { accountMessages, messages } from "../app/i18n/messages.server";

const dir = process.argv[2] ?? "data/mail-previews";
const url = "https://flowlane.cz";
const inquiry = `${url}/dashboard/inquiries/6f1c1a4e-1b2c-4d3e-9f00-123456789abc`;

/** A day as the digest writes it (app/features/dashboard/digest.server.ts). */
const longDate = (lang: (typeof languages)[number], day: string) =>
  new Intl.DateTimeFormat(locale[lang], { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${day}T12:00:00Z`),
  );

const windows = ["2026-12-01:morning", "2026-12-02:afternoon"];
const [confirmedWindow = ""] = windows;
/** What a visitor picks on the forms that repeat their choices in the confirmation. */
const chosen = (form: (typeof leadFormNames)[number], lang: (typeof languages)[number]) =>
  form === "booking"
    ? chosenWindows(windows, locale[lang], messages(lang).forms.booking)
    : form === "demo"
      ? demoForm.confirmationFacts?.(
          { email: "jana@firma.cz", service: "automation", goal: "", budget: "medium", url: "" },
          lang,
        )
      : undefined;

const samples = languages.flatMap((lang): [string, MailContent][] => [
  ...leadFormNames.map((form): [string, MailContent] => [
    `confirmation-${form}`,
    leadConfirmation(form, lang, chosen(form, lang)),
  ]),
  [
    "notification-website_preview",
    leadNotification({
      form: "website_preview",
      lang,
      leadLang: "cs",
      email: "jana@bistro-ulipy.cz",
      who: "Bistro U Lípy",
      answers: {
        company_name: "Bistro U Lípy",
        business_type: "cafe",
        location: "Brno",
        email: "jana@bistro-ulipy.cz",
        style: ["elegant", "minimal"],
        priority: "48h",
        note: "Vybraný balíček: Standard Web.\nChceme denní menu a <rezervace>.",
        gdpr_consent: true,
      },
      utm: { utm_source: "google", utm_medium: "cpc", utm_campaign: "web-brno" },
      inquiryUrl: inquiry,
    }),
  ],
  [
    "reply-notice",
    replyNotice({
      lang,
      who: "Bistro U Lípy",
      email: "jana@bistro-ulipy.cz",
      subject: "Re: Your inquiry with Flowlane",
      text: "Thank you, Thursday morning suits us.\n\nJana",
      inquiryUrl: inquiry,
    }),
  ],
  [
    "assignment",
    assignmentNotice({
      lang,
      who: "Bistro U Lípy",
      form: "website_preview",
      assignedBy: "Tereza",
      inquiryUrl: inquiry,
    }),
  ],
  ["account-reset", accountMail("reset", lang, `${url}/reset-password?token=abc&lang=${lang}`)],
  ["account-verify", accountMail("verify", lang, `${url}/api/auth/verify-email?token=abc`)],
  ["account-existing", accountMail("existing", lang, `${url}/`)],
  [
    "reply",
    inquiryReply(
      lang,
      "Your inquiry with Flowlane",
      "Hello,\n\nthank you for your patience: the offer is attached.\nCall me with any <questions>.\n\nBest regards,\nTereza\nFlowlane",
    ),
  ],
  [
    "digest",
    followUpDigest({
      lang,
      name: "Tereza",
      dayLabel: longDate(lang, "2026-11-23"),
      listUrl: `${url}/dashboard/inquiries`,
      followUps: [
        {
          who: "Bistro U Lípy",
          form: "website_preview",
          when: fill(accountMessages(lang).dashboard.digest.overdue, { date: longDate(lang, "2026-11-21") }),
          href: inquiry,
        },
        {
          who: "jan@example.com",
          form: "demo",
          when: accountMessages(lang).dashboard.digest.dueToday,
          href: `${inquiry}0`,
        },
      ],
    }),
  ],
  [
    "bulk-assignment",
    bulkAssignmentNotice({
      lang,
      assignedBy: "Tereza",
      count: 120,
      listUrl: `${url}/dashboard/inquiries?assignee=me`,
      listed: [
        { who: "Bistro U Lípy", form: "website_preview", href: inquiry },
        { who: "jan@example.com", form: "demo", href: `${inquiry}0` },
      ],
    }),
  ],
]);

await mkdir(dir, { recursive: true });
const times = windowTimes(confirmedWindow);
for (const lang of languages) {
  const confirmation = callConfirmationOf(
    lang,
    confirmedWindow,
    lang === "pl" ? "+48512345678" : "+420777123456",
  );
  if (!confirmation || !times) throw new Error(`no call confirmation for ${confirmedWindow}`);
  samples.push(["call-confirmed", confirmation.content]);
  const invitation = callInvitation({
    inquiryId: "6f1c1a4e-1b2c-4d3e-9f00-123456789abc",
    host: new URL(url).host,
    sequence: 0,
    ...times,
    now: new Date("2026-11-27T10:00:00Z"),
    ...confirmation.event,
    organizer: { name: "Flowlane", email: defaultCompanyFacts.email },
    attendee: { name: "Jana Nováková", email: "jana@bistro-ulipy.cz" },
  });
  await writeFile(join(dir, `call-confirmed.${lang}.ics`), invitation);
}
for (const [name, content] of samples) {
  const mail = await composeMail(
    content,
    { to: "preview@example.com" },
    { origin: url, company: defaultCompanyFacts },
  );
  const file = join(dir, `${name}.${content.lang}`);
  await writeFile(`${file}.html`, mail.html ?? "");
  await writeFile(`${file}.txt`, `Subject: ${mail.subject}\n\n${mail.text}`);
}
console.log(`${samples.length} emails written to ${dir}`);
