import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OpenDatabase } from "~/platform/db/client.server";
import { inquiries, mailQueue } from "~/platform/db/schema.server";
import { testDatabases } from "../../../tests/support/databases";
import { leadFormAction, post } from "../../../tests/support/lead-post";
import { createTestServices, type TestServices } from "../../../tests/support/services";

const submitAssistantQuestion = leadFormAction("assistant");

describe.each(testDatabases)("questions passed on by the assistant on $name", (testDatabase) => {
  let database: OpenDatabase;
  let services: TestServices;

  beforeAll(async () => {
    database = await testDatabase.open();
    services = createTestServices(database.db);
  });
  afterAll(() => database.close());

  it("stores the question as a lead from the assistant and confirms it without quoting it", async () => {
    const email = "otazka@firma.cz";
    const question = "Umíte napojit rezervace na Pohodu?";
    const answer = await post(
      submitAssistantQuestion,
      services,
      "/api/leads/assistant",
      { email, question, lang: "cs" },
      { ip: "198.51.100.90" },
    );
    expect(answer).toEqual({ status: 200, body: { ok: true } });
    const [inquiry] = await database.db.select().from(inquiries).where(eq(inquiries.leadEmail, email));
    expect(inquiry).toMatchObject({
      sourceForm: "assistant",
      title: question,
      description: question,
      lang: "cs",
      spamReason: null,
    });
    const [confirmation] = await database.db.select().from(mailQueue).where(eq(mailQueue.to, email));
    expect(confirmation?.subject).toBe("Vaši otázku jsme přijali – Flowlane");
    expect(confirmation?.text).not.toContain("Pohodu");
  });

  it("needs an address and a question, and keeps a bot's post as spam", async () => {
    const refused = await post(
      submitAssistantQuestion,
      services,
      "/api/leads/assistant",
      { email: "x", question: " " },
      { ip: "198.51.100.91" },
    );
    expect(refused.status).toBe(400);
    expect(refused.body?.errors).toEqual({ email: "email", question: "required" });

    const email = "bot@bot.cz";
    await post(
      submitAssistantQuestion,
      services,
      "/api/leads/assistant",
      { email, question: "Buy now", "bot-field": "x" },
      { ip: "198.51.100.92" },
    );
    const [inquiry] = await database.db.select().from(inquiries).where(eq(inquiries.leadEmail, email));
    expect(inquiry?.spamReason).toBe("honeypot");
    expect(await database.db.$count(mailQueue, eq(mailQueue.to, email))).toBe(0);
  });
});
