/**
 * The lead webhook: each new lead posted as JSON to LEAD_WEBHOOK_URL (a CRM, n8n, Make…),
 * queued in the lead's transaction and delivered in its own lane of the delivery queue, with
 * retries. With LEAD_WEBHOOK_SECRET set, each post carries an HMAC-SHA256 signature of its
 * timestamp and body, so the receiver can tell it came from this site (docs/decisions/0006).
 */
import { createHmac } from "node:crypto";
import type { Database } from "./db/client.server";
import { webhookQueue } from "./db/schema.server";
import type { Delivery } from "./delivery-queue.server";

export interface LeadEvent {
  event: "lead.created";
  /** The inquiry the lead became: stable across retries, so a receiver can drop repeats. */
  inquiryId: string;
  form: string;
  lang: string;
  email: string;
  title: string;
  serviceType: string;
  requirements: Record<string, unknown>;
  utm: Record<string, string | undefined>;
  createdAt: string;
}

type Executor = Pick<Database, "insert">;

/**
 * Queues the event; pass the transaction of the lead so both commit together. The insert wakes
 * the webhook lane once it commits (a trigger, migration 0008).
 */
export async function queueWebhook(executor: Executor, url: string, event: LeadEvent) {
  await executor
    .insert(webhookQueue)
    .values({ url, body: JSON.stringify(event), inquiryId: event.inquiryId });
}

/** `sha256=` and the hex HMAC of "{timestamp}.{body}" under the shared secret. */
export function webhookSignature(secret: string, timestamp: string, body: string) {
  return `sha256=${createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex")}`;
}

const WEBHOOK_TIMEOUT_MS = 10_000;

/** A receiver's answer other than 2xx; `refused`: a 4xx other than a timeout or a rate limit, which another try would get again. */
export class WebhookAnswer extends Error {
  constructor(readonly status: number) {
    super(`HTTP ${status}`);
  }
  get refused() {
    return this.status >= 400 && this.status < 500 && this.status !== 408 && this.status !== 429;
  }
}

/**
 * Posts a JSON body, signed when there is a secret; `id` is the same for every try of one event,
 * so the receiver can drop a repeat. Throws on a failed post or an answer other than 2xx.
 */
export async function postSigned(url: string, body: string, id: string, secret: string | undefined) {
  const timestamp = String(Math.floor(Date.now() / 1000));
  const headers: Record<string, string> = {
    "Content-Type": "application/json",
    "X-Webhook-Id": id,
    "X-Webhook-Timestamp": timestamp,
  };
  if (secret) headers["X-Webhook-Signature"] = webhookSignature(secret, timestamp, body);
  const response = await fetch(url, {
    method: "POST",
    headers,
    body,
    redirect: "error",
    signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
  });
  // The receiver's answer is not needed, only its status.
  await response.body?.cancel();
  if (!response.ok) throw new WebhookAnswer(response.status);
}

export function webhookDelivery(secret: string | undefined, concurrency = 4): Delivery<typeof webhookQueue> {
  return {
    lane: "webhook",
    table: webhookQueue,
    concurrency,
    describe: (row) => `Webhook to ${new URL(row.url).host}`,
    send: (row) => postSigned(row.url, row.body, row.id, secret),
  };
}
