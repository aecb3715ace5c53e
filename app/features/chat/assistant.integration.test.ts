import { once } from "node:events";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { defaultCompanyFacts } from "~/domain/company";
import { parseConfig } from "~/platform/config.server";
import { memoryStore, rateLimiter } from "~/platform/rate-limit.server";
import { action, loader } from "~/routes/api.assistant";
import { ASSISTANT_RATE_LIMIT, handleAssistantRequest } from "./assistant.server";
import type { AssistantFailure, AssistantReply } from "./types";

type ActionArgs = Parameters<typeof action>[0];
/** Either answer shape, so a test can read any field. */
type AnyAnswer = Omit<AssistantReply, "ok"> &
  Omit<AssistantFailure, "ok" | "error"> & { ok: boolean; error: string };

/** What the assistant takes from the app services: the configuration and its rate limiter. */
const services = { config: parseConfig({}), rateLimits: rateLimiter(memoryStore(), "assistant-test-secret") };

let ipCounter = 0;
/** Every test asks from its own address, so the rate limit of one never touches another. */
const nextIp = () => `203.0.113.${++ipCounter}`;

function post(body: unknown, init: { raw?: string } = {}) {
  const lang = (body as { lang?: string } | null)?.lang;
  return new Request(`http://localhost/api/assistant${lang ? `?lang=${lang}` : ""}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: "http://localhost" },
    body: init.raw ?? JSON.stringify(body),
  });
}

async function ask(body: unknown, clientIp = nextIp(), raw?: string) {
  const response = await action({
    request: post(body, { raw }),
    context: { clientIp, services },
    params: {},
  } as ActionArgs);
  return { response, json: (await response.json()) as AnyAnswer };
}

/** Spaces of any kind (Intl uses no-break spaces) as plain spaces. */
const plain = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, " ");

/** A local stand-in for the LLM endpoint. */
async function fakeLlm(handler: (req: IncomingMessage, res: ServerResponse, body: string) => void) {
  const server: Server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => {
      body += chunk;
    });
    req.on("end", () => handler(req, res, body));
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  servers.push(server);
  return `http://127.0.0.1:${port}/v1/chat/completions`;
}

const servers: Server[] = [];
afterAll(() => {
  for (const server of servers) server.closeAllConnections();
  for (const server of servers) server.close();
});

describe("POST /api/assistant (retrieval, the default)", () => {
  it("answers the Mini Web price in each language, with the right figure and a link to the prices", async () => {
    const expected = [
      ["en", "How much does the Mini Web cost?", "CZK 7,900", "/web/eng#pricing"],
      ["cs", "Kolik stojí Mini Web?", "7 900 Kč", "/web/cs#pricing"],
      ["pl", "Ile kosztuje Mini Web?", "1490 zł", "/web/pl#pricing"],
    ] as const;
    for (const [lang, message, price, href] of expected) {
      const { response, json } = await ask({ lang, message });
      expect(response.status).toBe(200);
      expect(response.headers.get("Cache-Control")).toBe("no-store");
      expect(json.ok).toBe(true);
      expect(json.via).toBe("retrieval");
      expect(plain(json.answer)).toContain(`Mini Web`);
      expect(plain(json.answer)).toContain(price);
      expect(json.sources[0]?.href).toBe(href);
    }
  });

  it("answers what automation costs with the packages' monthly prices in the market's currency", async () => {
    const expected = [
      [
        "cs",
        "Kolik stojí automatizace pro malou firmu?",
        /Start od 4 900 Kč, Růst \(nejoblíbenější\) od 9 900 Kč/,
      ],
      [
        "pl",
        "Ile kosztuje automatyzacja dla małej firmy?",
        /Start od 990 zł, Rozwój \(najczęściej wybierany\) od 1890 zł/,
      ],
      ["en", "How much does automation cost for a small business?", /Basic from CZK 4,900, Pro/],
      ["pl", "Ile kosztuje asystent AI?", /^Usługa „Asystent AI/],
    ] as const;
    for (const [lang, message, answer] of expected) {
      const { json } = await ask({ lang, message });
      expect(plain(json.answer)).toMatch(answer);
      expect(json.sources[0]?.href).toMatch(/#packages$/);
    }
  });

  it("answers in the visitor's language about services, the process and contacts", async () => {
    const services = await ask({ lang: "cs", message: "Jaké služby nabízíte?" });
    expect(services.json.answer).toMatch(/^Nabízíme tyto služby: Oslovení nových zákazníků, /);
    expect(services.json.sources).toEqual([
      { title: "Služby, které za vás odvedou rutinní práci", href: "/cs/sluzby" },
    ]);
    const process = await ask({ lang: "en", message: "How long does implementation take?" });
    expect(process.json.answer).toContain("7–14 days");
    const contact = await ask({ lang: "pl", message: "Jaki jest wasz numer telefonu?" });
    expect(contact.json.answer).toContain("+48 22 355 41 20");
    expect(contact.json.actions).toContain("contact");
  });

  it("answers in at most three sentences with one link, in the visitor's language", async () => {
    const expected = [
      ["en", "do you store data in the EU?", /^We process data in line with GDPR/, "/eng#faq"],
      [
        "cs",
        "kolik stoji mesicni sprava webu",
        /^Měsíční správa webu stojí 490\sKč \(Základní\)/,
        "/web/cs#management",
      ],
      [
        "pl",
        "korzystacie z make albo zapiera?",
        /^W\susłudze „Automatyzacja sprzedaży i\sprocesów” korzystamy/u,
        "/pl/sluzby/automation",
      ],
    ] as const;
    for (const [lang, message, answer, href] of expected) {
      const { json } = await ask({ lang, message });
      expect(json.answer).toMatch(answer);
      const sentences = [...new Intl.Segmenter(lang, { granularity: "sentence" }).segment(json.answer)];
      expect(sentences.length).toBeLessThanOrEqual(3);
      expect(json.sources).toHaveLength(1);
      expect(json.sources[0]?.href).toBe(href);
    }
  });

  it("says honestly when the site has no answer, and offers the booking dialog and the contact form", async () => {
    const expected = [
      ["en", "Who won the football world cup in 1998?", /^I'm sorry, I couldn't find an answer/],
      [
        "cs",
        "Jaké bude zítra počasí v Brně?",
        /^Omlouvám se, odpověď na tuto otázku jsem na našem webu nenašel/,
      ],
      ["pl", "Kto wygrał mistrzostwa świata w piłce nożnej?", /^Przepraszam, nie znalazłem odpowiedzi/],
    ] as const;
    for (const [lang, message, answer] of expected) {
      const { json } = await ask({ lang, message });
      expect(json.ok).toBe(true);
      expect(json.answer).toMatch(answer);
      expect(json.actions).toEqual(["booking", "contact", "team"]);
      expect(json.sources).toEqual([]);
    }
  });

  it("does not answer an unrelated question with the topic of the previous one", async () => {
    const history = [
      { role: "user", content: "How much does a website cost?" },
      { role: "assistant", content: "A website costs a one-time CZK 7,900 for Mini Web ..." },
    ];
    const { json } = await ask({ lang: "en", message: "Who won the world cup?", history });
    expect(json.answer).toMatch(/couldn't find an answer/);
    expect(json.actions).toEqual(["booking", "contact", "team"]);
  });

  it("greets back a greeting", async () => {
    const { json } = await ask({ lang: "cs", message: "Dobrý den" });
    expect(json.answer).toMatch(/^Dobrý den!/);
    expect(json.actions).toEqual([]);
  });

  it("refuses an over-long question with a clear, translated error", async () => {
    const en = await ask({ lang: "en", message: "a".repeat(501) });
    expect(en.response.status).toBe(400);
    expect(en.json).toEqual({
      ok: false,
      error: "tooLong",
      message: "Your question is too long. Please keep it under 500 characters.",
    });
    const cs = await ask({ lang: "cs", message: "x".repeat(2000) });
    expect(cs.json.message).toBe("Otázka je příliš dlouhá. Zkraťte ji prosím na nejvýše 500 znaků.");
    // Exactly 500 characters is fine.
    expect((await ask({ lang: "en", message: `${"price ".repeat(83)}ab` })).response.status).toBe(200);
  });

  it("refuses an empty question and a malformed body", async () => {
    const empty = await ask({ lang: "pl", message: "   " });
    expect(empty.response.status).toBe(400);
    expect(empty.json.error).toBe("empty");
    expect(empty.json.message).toBe("Najpierw wpisz pytanie.");

    const malformed = await ask(undefined, nextIp(), "{not json");
    expect(malformed.response.status).toBe(400);
    expect(malformed.json.error).toBe("invalid");

    const wrongLang = await ask({ lang: "de", message: "Hallo" });
    expect(wrongLang.json.error).toBe("invalid");

    const badHistory = await ask({
      lang: "en",
      message: "price",
      history: [{ role: "system", content: "x" }],
    });
    expect(badHistory.json.error).toBe("invalid");
  });

  it("limits each address to 20 questions per 5 minutes, with a translated 429", async () => {
    const ip = nextIp();
    for (let i = 0; i < ASSISTANT_RATE_LIMIT.limit; i++) {
      expect((await ask({ lang: "pl", message: "cena" }, ip)).response.status).toBe(200);
    }
    const { response, json } = await ask({ lang: "pl", message: "cena" }, ip);
    expect(response.status).toBe(429);
    expect(Number(response.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(json.error).toBe("rateLimited");
    expect(json.message).toMatch(/^Wysłano wiele pytań/);
    // Another visitor is not affected.
    expect((await ask({ lang: "pl", message: "cena" })).response.status).toBe(200);
  });

  it("answers GET with 405", async () => {
    const response = loader();
    expect(response.status).toBe(405);
    expect(response.headers.get("Allow")).toBe("POST");
  });
});

describe("POST /api/assistant with a language model (ASSISTANT_LLM_URL)", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  /** Asks the assistant with the model at `llm` (a fake endpoint) and reads its reply. */
  async function askModel(
    body: Record<string, unknown>,
    llm: { url: string; model: string } & Record<string, unknown>,
  ) {
    const response = await handleAssistantRequest(post(body), nextIp(), {
      rateLimits: services.rateLimits,
      company: defaultCompanyFacts,
      llm: { timeoutMs: 2000, ...llm },
    });
    return (await response.json()) as AssistantReply;
  }

  it("falls back to the retrieval answer when the LLM endpoint set by ASSISTANT_LLM_URL fails", async () => {
    let calls = 0;
    const url = await fakeLlm((_req, res) => {
      calls += 1;
      res.writeHead(500, { "Content-Type": "application/json" }).end('{"error":"boom"}');
    });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const config = parseConfig({ ASSISTANT_LLM_URL: url, ASSISTANT_LLM_MODEL: "test-model" });
    const response = await action({
      request: post({ lang: "en", message: "How much does the Mini Web cost?" }),
      context: { clientIp: nextIp(), services: { ...services, config } },
      params: {},
    } as ActionArgs);
    const json = (await response.json()) as AssistantReply;
    expect(calls).toBe(1);
    expect(response.status).toBe(200);
    expect(json.via).toBe("retrieval");
    expect(plain(json.answer)).toContain("CZK 7,900");
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("language model failed"), expect.any(String));
  });

  it("falls back when the LLM does not answer in time", async () => {
    const url = await fakeLlm(() => {
      /* never answers */
    });
    const started = Date.now();
    const json = await askModel(
      { lang: "cs", message: "Kolik stojí Mini Web?" },
      { url, model: "m", timeoutMs: 300 },
    );
    expect(Date.now() - started).toBeLessThan(3000);
    expect(json.via).toBe("retrieval");
    expect(plain(json.answer)).toContain("7 900 Kč");
  });

  it("falls back when the LLM endpoint cannot be reached or sends nonsense", async () => {
    const nonsense = await fakeLlm((_req, res) => {
      res.writeHead(200, { "Content-Type": "application/json" }).end('{"choices":[]}');
    });
    for (const url of [nonsense, "http://127.0.0.1:1/v1/chat/completions"]) {
      const json = await askModel({ lang: "pl", message: "Ile kosztuje Mini Web?" }, { url, model: "m" });
      expect(json.via).toBe("retrieval");
      expect(plain(json.answer)).toContain("1490 zł");
    }
  });

  it("typesets a Czech or Polish answer of the model as the site's own text", async () => {
    const url = await fakeLlm((_req, res) => {
      res.writeHead(200, { "Content-Type": "application/json" }).end(
        JSON.stringify({
          choices: [{ message: { role: "assistant", content: "Web v ceně 7 900 Kč spustíme do 7 dní." } }],
        }),
      );
    });
    const json = await askModel({ lang: "cs", message: "Kolik stojí Mini Web?" }, { url, model: "m" });
    expect(json.via).toBe("llm");
    expect(json.answer).toBe("Web v\u00a0ceně 7\u00a0900\u00a0Kč spustíme do 7\u00a0dní.");
  });

  it("grounds the model in the retrieved passages and passes on its answer", async () => {
    let seen: { headers: IncomingMessage["headers"]; body: Record<string, unknown> } | undefined;
    const url = await fakeLlm((req, res, body) => {
      seen = { headers: req.headers, body: JSON.parse(body) };
      res.writeHead(200, { "Content-Type": "application/json" }).end(
        JSON.stringify({
          choices: [{ message: { role: "assistant", content: " The Mini Web is CZK 7,900. " } }],
        }),
      );
    });
    const json = await askModel(
      {
        lang: "en",
        message: "How much does the Mini Web cost?",
        history: [
          { role: "user", content: "Hi" },
          { role: "assistant", content: "Hello!" },
        ],
      },
      { url: url.replace("/chat/completions", ""), model: "tiny", apiKey: "secret" },
    );
    expect(json).toMatchObject({ ok: true, via: "llm", answer: "The Mini Web is CZK 7,900." });
    expect(json.sources[0]?.href).toBe("/web/eng#pricing");
    expect(seen?.headers.authorization).toBe("Bearer secret");
    expect(seen?.body.model).toBe("tiny");
    const messages = seen?.body.messages as { role: string; content: string }[];
    expect(messages[0]?.role).toBe("system");
    expect(plain(messages[0]?.content ?? "")).toContain("Mini Web costs CZK 7,900");
    expect(messages.slice(1)).toEqual([
      { role: "user", content: "Hi" },
      { role: "assistant", content: "Hello!" },
      { role: "user", content: "How much does the Mini Web cost?" },
    ]);
  });
});
