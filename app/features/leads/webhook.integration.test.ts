import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { OpenDatabase } from "~/platform/db/client.server";
import { inquiries, webhookQueue } from "~/platform/db/schema.server";
import { deliverDue } from "~/platform/delivery-queue.server";
import { webhookDelivery, webhookSignature } from "~/platform/webhook.server";
import { testDatabases } from "../../../tests/support/databases";
import { type ReceivedRequest, startReceiver } from "../../../tests/support/http-receiver";
import { leadFormAction, post } from "../../../tests/support/lead-post";
import { createTestServices, type TestServices } from "../../../tests/support/services";
import { restoreLead } from "./pipeline.server";

const submitContact = leadFormAction("contact");

const SECRET = "webhook-secret-of-the-test-crm";
const deliverDueWebhooks = (db: OpenDatabase["db"], now?: Date) =>
  deliverDue(db, webhookDelivery(SECRET), now);

/** A receiving CRM: records every post, and answers with its `answer.status`. */
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let received: ReceivedRequest[] = [];
let hookUrl = "";

beforeAll(async () => {
  receiver = await startReceiver("/hooks/leads");
  received = receiver.received;
  hookUrl = receiver.url;
});
afterAll(() => receiver.close());
beforeEach(() => {
  received.length = 0;
  receiver.answer.status = 200;
});

const contact = { name: "Petr Svoboda", business_type: "ecommerce", message: "Napojit e-shop na CRM." };

describe.each(testDatabases)("lead webhook on $name", (testDatabase) => {
  let database: OpenDatabase;
  let services: TestServices;
  let ipCounter = 0;
  const submit = (email: string) =>
    post(
      submitContact,
      services,
      "/cs/kontakt",
      { ...contact, email },
      {
        ip: `192.0.2.${++ipCounter}`,
        cookie: `utm=${encodeURIComponent("utm_source=linkedin&utm_campaign=crm")}`,
      },
    );

  beforeAll(async () => {
    database = await testDatabase.open();
    services = createTestServices(database.db, { LEAD_WEBHOOK_URL: hookUrl, LEAD_WEBHOOK_SECRET: SECRET });
  });
  afterAll(() => database.close());

  it("posts each new lead as signed JSON to LEAD_WEBHOOK_URL", async () => {
    expect((await submit("petr@firma.cz")).body).toEqual({ ok: true });
    expect(await deliverDueWebhooks(database.db)).toBe(1);

    expect(received).toHaveLength(1);
    const [{ headers, body }] = received as [(typeof received)[number]];
    expect(JSON.parse(body)).toMatchObject({
      event: "lead.created",
      form: "contact",
      lang: "cs",
      email: "petr@firma.cz",
      serviceType: "contact",
      requirements: { name: "Petr Svoboda", business_type: "ecommerce", message: "Napojit e-shop na CRM." },
      utm: { utm_source: "linkedin", utm_campaign: "crm" },
    });
    expect(headers["content-type"]).toBe("application/json");
    const timestamp = String(headers["x-webhook-timestamp"]);
    expect(headers["x-webhook-signature"]).toBe(webhookSignature(SECRET, timestamp, body));
    const [row] = await database.db
      .select()
      .from(webhookQueue)
      .where(eq(webhookQueue.id, String(headers["x-webhook-id"])));
    expect(row?.sentAt).not.toBeNull();
  });

  it("keeps the lead when the receiver fails, and posts the same event on a later try", async () => {
    receiver.answer.status = 503;
    expect((await submit("retry@firma.cz")).body).toEqual({ ok: true });
    expect(await deliverDueWebhooks(database.db)).toBe(0);
    const pending = (await database.db.select().from(webhookQueue)).filter((row) => row.sentAt === null);
    expect(pending).toHaveLength(1);
    expect(pending[0]).toMatchObject({ attempts: 1, lastError: "HTTP 503" });

    receiver.answer.status = 200;
    // Not due yet: the retry waits a minute.
    expect(await deliverDueWebhooks(database.db)).toBe(0);
    expect(await deliverDueWebhooks(database.db, new Date(Date.now() + 61_000))).toBe(1);
    expect(received).toHaveLength(2);
    expect(received[1]?.body).toBe(received[0]?.body);
    expect(received[1]?.headers["x-webhook-id"]).toBe(received[0]?.headers["x-webhook-id"]);
  });

  it("announces a lead kept as spam only once staff restore it", async () => {
    const answer = await post(
      submitContact,
      services,
      "/cs/kontakt",
      { ...contact, email: "caught@firma.cz", "bot-field": "x" },
      { ip: `192.0.2.${++ipCounter}` },
    );
    expect(answer.body).toEqual({ ok: true });
    expect(await deliverDueWebhooks(database.db)).toBe(0);
    const [inquiry] = await database.db
      .select()
      .from(inquiries)
      .where(eq(inquiries.leadEmail, "caught@firma.cz"));
    expect(await restoreLead(services, inquiry?.id ?? "", null)).toBe(true);
    expect(await deliverDueWebhooks(database.db)).toBe(1);
    expect(JSON.parse(received[0]?.body ?? "{}")).toMatchObject({
      inquiryId: inquiry?.id,
      email: "caught@firma.cz",
    });
  });

  it("queues nothing when no webhook is configured", async () => {
    const plain = createTestServices(database.db);
    const before = await database.db.$count(webhookQueue);
    const answer = await post(
      submitContact,
      plain,
      "/eng/contact",
      { ...contact, email: "nohook@firma.cz" },
      {
        ip: "192.0.2.250",
      },
    );
    expect(answer.body).toEqual({ ok: true });
    expect(await database.db.$count(webhookQueue)).toBe(before);
  });
});
