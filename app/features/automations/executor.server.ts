/**
 * What each step of a run does to its lead: the feature's half of the runner
 * (app/platform/step-runner.server.ts). Everything a step changes in the database (an e-mail
 * queued, a status, an assignment, a follow-up, the timeline) is handed back as `effects`, which
 * the runner commits with the step's result under its claim: exactly once; an e-mail to the
 * lead carries the inquiry's reply address (`leadReplyTo`), so an answer stops the run. A webhook
 * is posted by the step itself, with the run and step as its id, so a repeat after a crash
 * carries the same id (docs/decisions/0029-automation-runner.md).
 */
import { and, eq, gt } from "drizzle-orm";
import type { ActionSettings, AutomationStep, LeadField, StepSettings } from "../../domain/automations";
import { defaultLang, isLang } from "../../domain/languages";
import type { Config } from "../../platform/config.server";
import type { Database, OpenDatabase } from "../../platform/db/client.server";
import { automationVersions, inquiries, inquiryActivities, users } from "../../platform/db/schema.server";
import { queueMail } from "../../platform/mail.server";
import {
  type AutomationRun,
  FinalStepFailure,
  type StepExecutor,
  type StepResult,
  type StepRunnerOptions,
  startStepRunner,
} from "../../platform/step-runner.server";
import { postSigned, WebhookAnswer } from "../../platform/webhook.server";
import { recordActivity } from "../dashboard/activity.server";
import { composeMail, mailSite } from "../mail/layout.server";
import { inquiryReply } from "../mail/templates.server";
import { leadReplyTo } from "../replies/reply-address.server";
import { addWorkingDays, agencyDay, conditionMet, delayEnd, fillIn, type LeadValues } from "./steps";

type Inquiry = typeof inquiries.$inferSelect;
type Settings = Pick<
  Config,
  "AGENCY_TIME_ZONE" | "INBOUND_REPLY_ADDRESS" | "LEAD_WEBHOOK_SECRET" | "PUBLIC_URL" | "company"
>;
/** What the runner's steps need of the server: the database, the settings, the server secret. */
type Services = { db: Database; config: Settings; secret: string };

/** The lead as a run reads it. */
export function leadValues(inquiry: Inquiry): LeadValues {
  const budget = inquiry.requirements.budget;
  return {
    name: inquiry.leadName ?? "",
    email: inquiry.leadEmail,
    company: inquiry.company ?? "",
    phone: inquiry.phone ?? "",
    title: inquiry.title,
    form: inquiry.sourceForm,
    service: inquiry.serviceType,
    lang: inquiry.lang,
    status: inquiry.status,
    budget: typeof budget === "string" ? budget : "",
    utm_source: inquiry.utmSource ?? "",
  };
}

/** What a step runs with; `live: false` is a dry run: nothing is sent or changed. */
interface StepContext extends Services {
  now: Date;
  /** The step's idempotency key (`idempotencyKey`). */
  key: string;
  live: boolean;
}

/** The id a step's outside effect carries on every try: one per run and step. */
export const idempotencyKey = (run: Pick<AutomationRun, "id" | "stepIndex">) =>
  `${run.id}.${run.stepIndex + 1}`;

/** What a step does, given the lead. */
export async function carryOut(
  settings: StepSettings,
  inquiry: Inquiry,
  context: StepContext,
): Promise<Omit<StepResult, "proceed"> & { proceed: "next" | "stop" }> {
  const lead = leadValues(inquiry);
  switch (settings.type) {
    case "input":
      return {
        proceed: "next",
        output: Object.fromEntries(settings.fields.map((field: LeadField) => [field, lead[field]])),
      };
    case "condition": {
      const met = conditionMet(settings, lead);
      const go = met === (settings.ifMet === "continue");
      return {
        proceed: go ? "next" : "stop",
        stopReason: go ? undefined : "condition",
        input: { [settings.field]: lead[settings.field] },
        output: { met },
      };
    }
    case "delay": {
      const wakeAt = delayEnd(settings.delay, context.now, context.config.AGENCY_TIME_ZONE);
      return { proceed: "next", wakeAt, output: { until: wakeAt.toISOString() } };
    }
    case "action":
      return {
        proceed: "next",
        ...(await act(settings.action, inquiry, lead, context)),
      };
  }
}

async function act(
  action: ActionSettings,
  inquiry: Inquiry,
  lead: LeadValues,
  { db, config, secret, now, key, live }: StepContext,
): Promise<Pick<StepResult, "output" | "effects">> {
  const lang = isLang(inquiry.lang) ? inquiry.lang : defaultLang;
  switch (action.kind) {
    case "email_lead":
    case "email_staff": {
      const subject = fillIn(action.message[lang].subject, lead).replace(/[\r\n]+/g, " ");
      const text = fillIn(action.message[lang].text, lead);
      // The lead's answer comes back to the inquiry (without an inbound address, to the agency's).
      const envelope =
        action.kind === "email_lead"
          ? {
              to: inquiry.leadEmail,
              replyTo: leadReplyTo({ config, secret }, inquiry.id, config.company.email),
            }
          : { to: action.to };
      const mail = await composeMail(inquiryReply(lang, subject, text), envelope, mailSite(config));
      const { to } = envelope;
      return {
        output: { to, subject },
        async effects(tx) {
          const [mailId] = await queueMail(tx, [{ ...mail, inquiryIds: [inquiry.id] }]);
          // E-mails to the lead join the timeline as staff replies do: an answer is matched by them.
          if (action.kind === "email_lead") {
            await recordActivity(tx, {
              inquiryId: inquiry.id,
              kind: "email_sent",
              body: `${subject}\n\n${text}`,
              mailId,
              data: { automation: true },
            });
          }
        },
      };
    }
    case "webhook": {
      const body = JSON.stringify({
        event: "automation.step",
        id: key,
        inquiryId: inquiry.id,
        lead,
        url: `${config.PUBLIC_URL}/dashboard/inquiries/${inquiry.id}`,
        sentAt: now.toISOString(),
      });
      if (live) {
        await postSigned(action.url, body, key, config.LEAD_WEBHOOK_SECRET).catch((error: unknown) => {
          // The receiver said no to this post: staff fix the address or the receiver, then retry.
          throw error instanceof WebhookAnswer && error.refused ? new FinalStepFailure(error.message) : error;
        });
      }
      return { output: { url: action.url, id: key } };
    }
    case "set_status":
      // Starts none of the automations waiting for this status (startRunsForStatus is the desk's):
      // an automation never starts another, so none can loop (docs/decisions/0051).
      return {
        output: { from: inquiry.status, to: action.status },
        async effects(tx) {
          if (inquiry.status === action.status) return;
          await tx
            .update(inquiries)
            .set({ status: action.status, lastUpdated: now })
            .where(eq(inquiries.id, inquiry.id));
          await recordActivity(tx, {
            inquiryId: inquiry.id,
            kind: "status",
            data: { from: inquiry.status, to: action.status, automation: true },
          });
        },
      };
    case "assign": {
      const [member] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.email, action.to.toLowerCase()), eq(users.role, "staff")));
      if (!member) throw new Error(`No staff account ${action.to}`);
      return {
        output: { to: action.to },
        async effects(tx) {
          await tx
            .update(inquiries)
            .set({ assigneeId: member.id, lastUpdated: now })
            .where(eq(inquiries.id, inquiry.id));
          await recordActivity(tx, {
            inquiryId: inquiry.id,
            kind: "assigned",
            data: { to: member.id, automation: true },
          });
        },
      };
    }
    case "follow_up": {
      const day = addWorkingDays(agencyDay(now, config.AGENCY_TIME_ZONE), action.workingDays);
      return {
        output: { on: day },
        async effects(tx) {
          await tx
            .update(inquiries)
            .set({ followUpOn: day, lastUpdated: now })
            .where(eq(inquiries.id, inquiry.id));
          await recordActivity(tx, {
            inquiryId: inquiry.id,
            kind: "follow_up",
            data: { on: day, automation: true },
          });
        },
      };
    }
  }
}

/**
 * Whether the lead answered since the run began (the replies' contract: an `email_received`
 * activity). The answer ends an active run itself (`stopRunsOnReply`); this finds the answer a
 * failed run missed, when staff retry it.
 */
async function answeredSince(db: Database, inquiryId: string, since: Date) {
  const replies = await db.$count(
    inquiryActivities,
    and(
      eq(inquiryActivities.inquiryId, inquiryId),
      eq(inquiryActivities.kind, "email_received"),
      gt(inquiryActivities.createdAt, since),
    ),
  );
  return replies > 0;
}

/** The runner's executor: each run's step from the version it started with. */
export function automationExecutor(services: Services): StepExecutor {
  const { db, config, secret } = services;
  // A version never changes once written: read each once per process.
  const versions = new Map<string, { steps: AutomationStep[]; stopOnReply: boolean }>();
  async function versionOf(run: AutomationRun) {
    const key = `${run.automationId}:${run.version}`;
    const cached = versions.get(key);
    if (cached) return cached;
    const [version] = await db
      .select({ steps: automationVersions.steps, stopOnReply: automationVersions.stopOnReply })
      .from(automationVersions)
      .where(
        and(
          eq(automationVersions.automationId, run.automationId),
          eq(automationVersions.version, run.version),
        ),
      );
    if (!version) throw new Error(`Automation version ${key} is missing`);
    versions.set(key, version);
    return version;
  }

  return {
    async runStep(run, now) {
      const { steps, stopOnReply } = await versionOf(run);
      const step = steps[run.stepIndex];
      if (!step) return { proceed: "complete", output: { steps: steps.length } };
      const [inquiry] = await db.select().from(inquiries).where(eq(inquiries.id, run.inquiryId));
      if (!inquiry) return { proceed: "stop", stopReason: "inquiry_gone" };
      if (stopOnReply && (await answeredSince(db, inquiry.id, run.createdAt))) {
        return { proceed: "stop", stopReason: "reply", output: { skipped: step.id } };
      }
      const result = await carryOut(step.settings, inquiry, {
        db,
        config,
        secret,
        now,
        key: idempotencyKey(run),
        live: true,
      });
      const last = run.stepIndex + 1 >= steps.length;
      return { ...result, proceed: result.proceed === "next" && last ? "complete" : result.proceed };
    },
  };
}

/** The background runner of every server process (started by server/main.ts through the host hooks). */
export function startAutomations(
  services: Services,
  database: Pick<OpenDatabase, "kind" | "listen">,
  options?: StepRunnerOptions,
) {
  return startStepRunner({ ...database, db: services.db }, automationExecutor(services), options);
}
