/**
 * The server's edge as an attacker meets it, byte for byte: request targets that a browser would
 * read as another host (`//evil.example`, `/\evil.example`), and every HTTP method, including
 * those the Fetch API cannot carry (TRACE, CONNECT, TRACK) and tokens no server knows.
 */
import { connect } from "node:net";
import { expect, test } from "@playwright/test";
import { STAFF_EMAIL, signUpByApi } from "./accounts";
import { rawRequest } from "./servers";

const ALLOWED = "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS";

test.describe("redirects stay on the site", () => {
  for (const [target, to] of [
    ["//evil.example/", "/evil.example"],
    ["//evil.example", "/evil.example"],
    ["/\\evil.example/", "/evil.example"],
    ["/\\/evil.example/", "/evil.example"],
    ["/\\\\evil.example/", "/evil.example"],
    ["///evil.example//x/", "/evil.example/x"],
    ["/%2F%2Fevil.example/", "/%2F%2Fevil.example"],
    ["/%5Cevil.example/", "/%5Cevil.example"],
    ["/%09/evil.example/", "/%09/evil.example"],
    ["//evil.example/?utm_source=x", "/evil.example?utm_source=x"],
    ["/cs//contact", "/cs/contact"],
  ] as const) {
    test(`GET ${target} -> ${to}`, async ({ baseURL }) => {
      const base = baseURL ?? "";
      const answer = await rawRequest(base, { method: "GET", target });
      expect(answer.status).toBe(301);
      expect(answer.headers.location).toBe(to);
      expect(new URL(answer.headers.location ?? "", base).origin).toBe(base);
    });
  }

  test("a tab or a line break inside the path is refused, never redirected", async ({ baseURL }) => {
    const base = baseURL ?? "";
    for (const target of ["/\t/evil.example/", "/\\\t/evil.example/"]) {
      const answer = await rawRequest(base, { method: "GET", target });
      expect(answer.status).toBe(400);
      expect(answer.headers.location).toBeUndefined();
    }
  });

  test("a form posted to //evil.example/… is not taken for that origin's own", async ({ baseURL }) => {
    const base = baseURL ?? "";
    const answer = await rawRequest(base, {
      method: "POST",
      target: "//evil.example/cs/contact",
      headers: { Origin: "http://evil.example", "Content-Type": "application/x-www-form-urlencoded" },
      body: "name=Eve&email=eve%40evil.example&message=Hello&js=1",
    });
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe("/evil.example/cs/contact");
  });

  test("a form posted with an absolute target naming another host is refused", async ({ baseURL }) => {
    const base = baseURL ?? "";
    const answer = await rawRequest(base, {
      method: "POST",
      target: "http://evil.example/cs/contact",
      headers: {
        Origin: "http://evil.example",
        Accept: "application/json",
        "Content-Type": "application/x-www-form-urlencoded",
      },
      body: "name=Eve&email=eve%40evil.example&message=Hello&js=1",
    });
    expect(answer.status).toBe(403);
  });

  test("a confirmation link's callbackURL cannot send anyone elsewhere", async ({ baseURL }) => {
    const base = baseURL ?? "";
    for (const callback of [
      "//evil.example",
      "/\\evil.example",
      "/%5Cevil.example",
      "https://evil.example",
      "/%09/evil.example",
      "%2F%2Fevil.example",
    ]) {
      const answer = await rawRequest(base, {
        method: "GET",
        target: `/api/auth/verify-email?token=x&callbackURL=${encodeURIComponent(callback)}`,
      });
      expect(answer.status, callback).toBeLessThan(500);
      if (answer.headers.location) {
        expect(new URL(answer.headers.location, base).origin, callback).toBe(base);
      }
    }
  });
});

test.describe("every HTTP method", () => {
  for (const method of [
    "TRACE",
    "CONNECT",
    "TRACK",
    "PROPFIND",
    "MKCOL",
    "LOCK",
    "COPY",
    "SEARCH",
    "FOO",
    "get",
  ]) {
    test(`${method} answers 405 with Allow`, async ({ baseURL }) => {
      const base = baseURL ?? "";
      for (const target of ["/", "/eng/contact", "/api/leads/contact", "/healthz"]) {
        const answer = await rawRequest(base, {
          method,
          target: method === "CONNECT" ? new URL(base).host : target,
        });
        expect(answer.status, `${method} ${target}`).toBe(405);
        expect(answer.headers.allow).toBe(ALLOWED);
      }
      expect((await rawRequest(base, { method: "GET", target: "/healthz" })).status).toBe(200);
    });
  }

  test("HEAD answers as GET would, without a body", async ({ baseURL }) => {
    const base = baseURL ?? "";
    for (const target of ["/eng", "/eng/contact", "/healthz", "/robots.txt"]) {
      const [head, get] = await Promise.all([
        rawRequest(base, { method: "HEAD", target }),
        rawRequest(base, { method: "GET", target }),
      ]);
      expect(head.status, target).toBe(200);
      expect(head.headers["content-type"]).toBe(get.headers["content-type"]);
      expect(head.body).toBe("");
    }
    const postOnly = await rawRequest(base, { method: "HEAD", target: "/api/leads/contact" });
    expect(postOnly.status).toBe(405);
    expect(postOnly.headers.allow).toBe("POST");
  });

  test("OPTIONS lists the methods and grants no other origin anything", async ({ baseURL }) => {
    const base = baseURL ?? "";
    const answer = await rawRequest(base, {
      method: "OPTIONS",
      target: "/api/leads/contact",
      headers: { Origin: "https://evil.example", "Access-Control-Request-Method": "POST" },
    });
    expect(answer.status).toBe(204);
    expect(answer.headers.allow).toBe(ALLOWED);
    expect(answer.headers["access-control-allow-origin"]).toBeUndefined();
  });
});

test("a staff member's profile saved without JavaScript answers with the settings page", async ({
  page,
  baseURL,
}) => {
  const base = baseURL ?? "";
  await signUpByApi(page, base, STAFF_EMAIL, "Staff Sam");
  const cookie = (await page.context().cookies()).map(({ name, value }) => `${name}=${value}`).join("; ");
  const answer = await rawRequest(base, {
    method: "POST",
    target: "/eng/dashboard/settings",
    headers: {
      Origin: base,
      Cookie: cookie,
      Accept: "text/html",
      "Content-Type": "application/x-www-form-urlencoded",
    },
    body: "intent=profile&name=Staff+Sam&phone=&lang=en",
  });
  expect(answer.status).toBe(200);
  expect(answer.body).toContain("Staff Sam");
});

test("a post refused before its body arrives is answered on a connection that stays open", async ({
  baseURL,
}) => {
  // A client writes the head, then the body; the server may refuse (a foreign origin, the rate
  // limit) before the body is in. Closing then, with the body still coming, resets the connection
  // under the client's write: fetch failed with EPIPE instead of returning the 429.
  const { hostname, port, host } = new URL(baseURL ?? "");
  const body = "name=Eve&email=eve%40evil.example&message=Hello&js=1";
  const socket = connect(Number(port), hostname);
  const received: Buffer[] = [];
  socket.on("data", (chunk) => received.push(chunk));
  const closed = new Promise<void>((resolve) => socket.on("close", () => resolve()));
  socket.on("error", () => undefined);
  const statusLines = () =>
    Buffer.concat(received)
      .toString("latin1")
      .match(/^HTTP\/1\.1 \d{3}/gm) ?? [];
  const answered = (count: number) =>
    expect.poll(() => statusLines().length, { timeout: 30_000 }).toBe(count);
  socket.write(
    [
      "POST /api/leads/contact HTTP/1.1",
      `Host: ${host}`,
      "Origin: http://evil.example",
      "Content-Type: application/x-www-form-urlencoded",
      `Content-Length: ${Buffer.byteLength(body)}`,
      "",
      "",
    ].join("\r\n"),
  );
  await answered(1);
  expect(statusLines()).toEqual(["HTTP/1.1 403"]);
  socket.write(body);
  socket.write(`GET /healthz HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
  await answered(2);
  await closed;
  expect(statusLines()).toEqual(["HTTP/1.1 403", "HTTP/1.1 200"]);
});
