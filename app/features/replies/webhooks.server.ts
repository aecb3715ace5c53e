/**
 * Leads' answers posted by an inbound-mail provider (docs/decisions/0030-lead-replies.md):
 * Postmark's inbound webhook (JSON, Basic-auth credentials in the webhook's URL) and a Mailgun
 * route's forward() (a form post signed with the account's HTTP webhook signing key). A wrong
 * credential or signature is a 401; a provider not configured here, a 404; an answer that
 * matches no inquiry is taken (200) and dropped with a log, so the provider does not retry it.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { INBOUND_BODY_BYTES } from "~/lib/body-limits";
import { readForm, readJsonObject, refusal } from "~/lib/request-body.server";
import type { AppServices } from "~/platform/services.server";
import { type InboundMail, inboundMail } from "./inbound-mail";
import { contentId, receiveReply } from "./receive.server";

type Services = Pick<AppServices, "db" | "config" | "secret">;

/**
 * How old a Mailgun signature may be: its retries run for 8 hours, and an older or future one is
 * refused as a replay. A replay inside the window changes nothing: the answer is stored once.
 */
const MAILGUN_SIGNATURE_AGE_S = 9 * 60 * 60;
const MAILGUN_CLOCK_SKEW_S = 5 * 60;

const unauthorized = () => refusal(401, "unauthorized", { "WWW-Authenticate": 'Basic realm="inbound"' });

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

const asString = (value: unknown) => (typeof value === "string" ? value : "");

/** Postmark's Basic-auth credentials, compared in constant time. */
function postmarkAuthorised(request: Request, config: Services["config"]) {
  const [scheme, encoded] = (request.headers.get("Authorization") ?? "").split(" ", 2);
  if (scheme?.toLowerCase() !== "basic" || !encoded) return false;
  const decoded = Buffer.from(encoded, "base64").toString("utf8");
  const expected = `${config.POSTMARK_INBOUND_USER}:${config.POSTMARK_INBOUND_PASSWORD}`;
  return sameSecret(decoded, expected);
}

/** A header of Postmark's `Headers` list ([{ Name, Value }]). */
function postmarkHeader(body: Record<string, unknown>, name: string) {
  const headers = Array.isArray(body.Headers) ? body.Headers : [];
  const found = headers.find(
    (header): header is { Value: string } =>
      typeof header === "object" &&
      header !== null &&
      asString((header as Record<string, unknown>).Name).toLowerCase() === name.toLowerCase() &&
      typeof (header as Record<string, unknown>).Value === "string",
  );
  return found?.Value ?? null;
}

function postmarkMail(body: Record<string, unknown>, secret: string): InboundMail | null {
  const recipients = ["ToFull", "CcFull", "BccFull"].flatMap((key) => {
    const list = body[key];
    return Array.isArray(list)
      ? list.map((item) => asString((item as Record<string, unknown> | null)?.Email))
      : [];
  });
  return inboundMail({
    messageId: postmarkHeader(body, "Message-ID"),
    from: asString(body.From) || asString((body.FromFull as Record<string, unknown> | null)?.Email),
    to: [asString(body.To), asString(body.Cc), asString(body.OriginalRecipient), ...recipients],
    subject: asString(body.Subject),
    text: asString(body.TextBody),
    html: asString(body.HtmlBody),
    inReplyTo: postmarkHeader(body, "In-Reply-To"),
    references: postmarkHeader(body, "References"),
    attachments: Array.isArray(body.Attachments) ? body.Attachments.length : 0,
    fallbackId: () => contentId(secret, [asString(body.From), asString(body.Date), asString(body.TextBody)]),
  });
}

/** Mailgun's signature: hex HMAC-SHA256 of timestamp and token with the signing key. */
export function mailgunSignature(key: string, timestamp: string, token: string) {
  return createHmac("sha256", key).update(`${timestamp}${token}`).digest("hex");
}

function mailgunAuthorised(form: FormData, key: string, now: Date) {
  const timestamp = asString(form.get("timestamp"));
  const token = asString(form.get("token"));
  const signature = asString(form.get("signature"));
  if (!/^\d{1,12}$/.test(timestamp) || !token || !signature) return false;
  const age = now.getTime() / 1000 - Number(timestamp);
  if (age > MAILGUN_SIGNATURE_AGE_S || age < -MAILGUN_CLOCK_SKEW_S) return false;
  return sameSecret(signature.toLowerCase(), mailgunSignature(key, timestamp, token));
}

/** A header of Mailgun's `message-headers` (a JSON list of [name, value] pairs). */
function mailgunHeaders(form: FormData) {
  let pairs: unknown;
  try {
    pairs = JSON.parse(asString(form.get("message-headers")) || "[]");
  } catch {
    pairs = [];
  }
  const list = Array.isArray(pairs) ? pairs : [];
  return (name: string) => {
    const pair = list.find(
      (item): item is [string, string] =>
        Array.isArray(item) &&
        asString(item[0]).toLowerCase() === name.toLowerCase() &&
        typeof item[1] === "string",
    );
    return pair?.[1] ?? asString(form.get(name)) ?? null;
  };
}

function mailgunMail(form: FormData, secret: string): InboundMail | null {
  const header = mailgunHeaders(form);
  return inboundMail({
    messageId: header("Message-Id"),
    from: asString(form.get("from")) || asString(form.get("sender")),
    to: [asString(form.get("recipient")), header("To"), header("Cc")],
    subject: asString(form.get("subject")),
    text: asString(form.get("body-plain")),
    html: asString(form.get("body-html")),
    inReplyTo: header("In-Reply-To"),
    references: header("References"),
    attachments: Number.parseInt(asString(form.get("attachment-count")), 10) || 0,
    fallbackId: () => contentId(secret, [asString(form.get("from")), asString(form.get("body-plain"))]),
  });
}

/** The most attachments a Mailgun post may carry as parts (read and dropped, never stored). */
const MAILGUN_ATTACHMENTS_MAX = 50;

/** One provider's post: checked, parsed, stored. Answers JSON; refusals are thrown responses. */
export async function receiveWebhook(
  services: Services,
  provider: string,
  request: Request,
  now = new Date(),
): Promise<Response> {
  if (request.method !== "POST") throw refusal(405, "methodNotAllowed", { Allow: "POST" });
  const { config, secret } = services;
  let mail: InboundMail | null;
  if (provider === "postmark" && config.POSTMARK_INBOUND_USER && config.POSTMARK_INBOUND_PASSWORD) {
    if (!postmarkAuthorised(request, config)) throw unauthorized();
    mail = postmarkMail(await readJsonObject(request, { maxBytes: INBOUND_BODY_BYTES }), secret);
  } else if (provider === "mailgun" && config.MAILGUN_SIGNING_KEY) {
    const form = await readForm(request, {
      files: MAILGUN_ATTACHMENTS_MAX,
      maxFileBytes: INBOUND_BODY_BYTES,
      maxFields: 200,
    });
    if (!mailgunAuthorised(form, config.MAILGUN_SIGNING_KEY, now)) throw unauthorized();
    mail = mailgunMail(form, secret);
  } else {
    throw refusal(404, "notFound");
  }
  if (!mail) {
    console.warn(`Inbound mail (${provider}): no sender, dropped`);
    return Response.json({ ok: true, outcome: "unmatched" });
  }
  const outcome = await receiveReply(services, mail, provider === "postmark" ? "postmark" : "mailgun", now);
  return Response.json({ ok: true, outcome }, { headers: { "Cache-Control": "no-store" } });
}
