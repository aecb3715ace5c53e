/** A staff member's changes of one inquiry, each recorded on its timeline. */
import { eq } from "drizzle-orm";
import { data } from "react-router";
import { defaultLang, isLang } from "~/domain/languages";
import { singleLine } from "~/lib/clean-text";
import { canonicalUuid } from "~/lib/uuid";
import { inquiries } from "~/platform/db/schema.server";
import { queueMail } from "~/platform/mail.server";
import type { AppServices } from "~/platform/services.server";
import { isApplicationStage } from "../../domain/applications";
import { type InquiryStatus, inquiryStatuses, NOTE_MAX } from "../../domain/inquiries";
import type { Viewer } from "../auth/viewer";
import { startRunsForStatus } from "../automations/triggers.server";
import { confirmCallWindow } from "../booking/call-confirmation.server";
import { restoreLead } from "../leads/pipeline.server";
import { composeMail, mailSite } from "../mail/layout.server";
import { inquiryReply } from "../mail/templates.server";
import { leadReplyTo } from "../replies/reply-address.server";
import { recordActivity } from "./activity.server";
import { moveApplication } from "./applications.server";
import { assignmentMail } from "./assignment.server";
import { parseCalendarDay } from "./calendar-day";
import { parseDeal } from "./deal";
import { staffMembers } from "./inquiry-cards.server";
import { mergeInquiries, undoMerge } from "./merges.server";

const REPLY_SUBJECT_MAX = 200;
const REPLY_BODY_MAX = 10_000;

/** What a change answers: the intent it carried out, or why not (a key of the translated messages). */
export type ChangeResult = { ok: true; intent: string } | { ok: false; intent: string; error: ChangeError };
export type ChangeError =
  | "invalid"
  | "notFound"
  | "notSameAddress"
  | "alreadyMerged"
  | "selfMerge"
  | "cannotUndo";

/** The status a refused change is answered with. */
const refusalStatus: Record<ChangeError, number> = {
  invalid: 400,
  selfMerge: 400,
  notFound: 404,
  notSameAddress: 409,
  alreadyMerged: 409,
  cannotUndo: 409,
};

/** A change's answer: what was done, or why not with its HTTP status (the page shows the message). */
export const changeAnswer = (result: ChangeResult) =>
  result.ok ? result : data(result, { status: refusalStatus[result.error] });

const text = (formData: FormData, name: string) => {
  const value = formData.get(name);
  return typeof value === "string" ? value.trim() : "";
};

/**
 * A staff member's change of one inquiry, chosen by the form's `intent`: status, assignee,
 * follow-up day, the deal (value, currency, expected closing day, why won or lost), a job
 * application's stage, a note, an e-mail reply, confirming a call request's time, merging another
 * inquiry of the address into it or
 * undoing such a merge, marking it as spam or restoring it. Each is recorded on the timeline in
 * the same transaction. A bulk change passes `summaryMail`: it sends the assignee one e-mail for
 * all its inquiries instead of one each.
 */
export async function changeInquiry(
  services: Pick<AppServices, "db" | "config" | "secret">,
  viewer: Viewer,
  askedId: string,
  formData: FormData,
  options: { summaryMail?: boolean } = {},
): Promise<ChangeResult> {
  if (viewer.role !== "staff") throw data({ ok: false, error: "forbidden" }, { status: 403 });
  const intent = text(formData, "intent");
  const fail = (error: ChangeError): ChangeResult => ({ ok: false, intent, error });
  const done: ChangeResult = { ok: true, intent };
  // A form that names two intents is a broken form: doing either one would be a guess.
  if (formData.getAll("intent").length !== 1) return fail("invalid");
  const id = canonicalUuid(askedId);
  if (!id) return fail("notFound");
  const { db } = services;
  const [current] = await db.select().from(inquiries).where(eq(inquiries.id, id));
  if (!current) return fail("notFound");
  const actorId = viewer.id;
  const touch = { lastUpdated: new Date() };

  switch (intent) {
    case "status": {
      const status = text(formData, "status");
      if (!(inquiryStatuses as readonly string[]).includes(status)) return fail("invalid");
      if (status === current.status) return done;
      await db.transaction(async (tx) => {
        await tx
          .update(inquiries)
          .set({ status: status as InquiryStatus, ...touch })
          .where(eq(inquiries.id, id));
        const eventId = await recordActivity(tx, {
          inquiryId: id,
          kind: "status",
          actorId,
          data: { from: current.status, to: status },
        });
        await startRunsForStatus(tx, id, status as InquiryStatus, eventId);
      });
      return done;
    }
    case "assign": {
      const to = text(formData, "assignee") || null;
      if (to && !(await staffMembers(db)).some((member) => member.id === to)) return fail("invalid");
      if (to === current.assigneeId) return done;
      const notice = to && !options.summaryMail ? await assignmentMail(services, current, to, viewer) : null;
      await db.transaction(async (tx) => {
        await tx
          .update(inquiries)
          .set({ assigneeId: to, ...touch })
          .where(eq(inquiries.id, id));
        await recordActivity(tx, { inquiryId: id, kind: "assigned", actorId, data: { to } });
        if (notice) await queueMail(tx, [notice]);
      });
      return done;
    }
    case "followUp": {
      const asked = text(formData, "followUpOn");
      const day = asked ? parseCalendarDay(asked) : null;
      if (asked && !day) return fail("invalid");
      await db.transaction(async (tx) => {
        await tx
          .update(inquiries)
          .set({ followUpOn: day, ...touch })
          .where(eq(inquiries.id, id));
        await recordActivity(tx, { inquiryId: id, kind: "follow_up", actorId, data: { on: day } });
      });
      return done;
    }
    case "stage": {
      const stage = text(formData, "stage");
      if (!isApplicationStage(stage)) return fail("invalid");
      return (await moveApplication(db, actorId, id, stage)) ? done : fail("invalid");
    }
    case "deal": {
      const deal = parseDeal({
        value: text(formData, "value"),
        currency: text(formData, "currency"),
        expectedCloseOn: text(formData, "expectedCloseOn"),
        closeReason: text(formData, "closeReason"),
      });
      if (!deal) return fail("invalid");
      const before = {
        value: current.dealValue,
        currency: current.dealCurrency,
        expectedCloseOn: current.expectedCloseOn,
        closeReason: current.closeReason,
      };
      if (JSON.stringify(before) === JSON.stringify(deal)) return done;
      await db.transaction(async (tx) => {
        await tx
          .update(inquiries)
          .set({
            dealValue: deal.value,
            dealCurrency: deal.currency,
            expectedCloseOn: deal.expectedCloseOn,
            closeReason: deal.closeReason,
            ...touch,
          })
          .where(eq(inquiries.id, id));
        await recordActivity(tx, { inquiryId: id, kind: "deal", actorId, data: { ...deal } });
      });
      return done;
    }
    case "note": {
      const body = text(formData, "body");
      if (!body || body.length > NOTE_MAX) return fail("invalid");
      await db.transaction(async (tx) => {
        await recordActivity(tx, { inquiryId: id, kind: "note", actorId, body });
        await tx.update(inquiries).set(touch).where(eq(inquiries.id, id));
      });
      return done;
    }
    case "reply": {
      // The subject is one line (a mail header); the text keeps its lines.
      const subject = singleLine(text(formData, "subject"));
      const body = text(formData, "body");
      if (!subject || !body || subject.length > REPLY_SUBJECT_MAX || body.length > REPLY_BODY_MAX) {
        return fail("invalid");
      }
      const lang = isLang(current.lang) ? current.lang : defaultLang;
      const mail = await composeMail(
        inquiryReply(lang, subject, body),
        { to: current.leadEmail, replyTo: leadReplyTo(services, id, viewer.email) },
        mailSite(services.config),
      );
      await db.transaction(async (tx) => {
        const [mailId] = await queueMail(tx, [mail]);
        await recordActivity(tx, {
          inquiryId: id,
          kind: "email_sent",
          actorId,
          body: `${subject}\n\n${body}`,
          mailId,
        });
        await tx.update(inquiries).set(touch).where(eq(inquiries.id, id));
      });
      return done;
    }
    case "confirmWindow": {
      const confirmed = await confirmCallWindow(services, viewer, current, text(formData, "window"));
      return confirmed ? done : fail("invalid");
    }
    case "merge": {
      const otherId = canonicalUuid(text(formData, "other"));
      if (!otherId) return fail("invalid");
      const refusal = await mergeInquiries(db, actorId, id, otherId);
      return refusal ? fail(refusal) : done;
    }
    case "unmerge": {
      const mergeId = canonicalUuid(text(formData, "merge"));
      if (!mergeId) return fail("invalid");
      const refusal = await undoMerge(db, actorId, id, mergeId);
      return refusal ? fail(refusal) : done;
    }
    case "spam": {
      if (current.spamReason) return done;
      await db.transaction(async (tx) => {
        await tx
          .update(inquiries)
          .set({ spamReason: "staff", ...touch })
          .where(eq(inquiries.id, id));
        await recordActivity(tx, { inquiryId: id, kind: "spam", actorId });
      });
      return done;
    }
    case "restore": {
      if (!current.spamReason) return done;
      await restoreLead(services, id, actorId);
      return done;
    }
    default:
      return fail("invalid");
  }
}
