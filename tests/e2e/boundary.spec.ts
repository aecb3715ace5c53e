/**
 * The server's edge as an attacker meets it, byte for byte: request targets that a browser would
 * read as another host (`//evil.example`, `/\evil.example`).
 */
import { expect, test } from "@playwright/test";
import { rawRequest } from "./servers";

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
