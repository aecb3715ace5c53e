import { describe, expect, it } from "vitest";
import { utmCookie, utmFromCookieHeader, utmFromSearchParams } from "./utm";

describe("UTM of the visit", () => {
  const utm = utmFromSearchParams(new URLSearchParams("utm_source=newsletter&utm_medium=email&x=1")) ?? {};

  it("keeps only the campaign parameters of the landing URL", () => {
    expect(utm).toEqual({ utm_source: "newsletter", utm_medium: "email" });
    expect(utmFromSearchParams(new URLSearchParams("q=1"))).toBeNull();
  });

  it("travels in an httpOnly cookie, Secure on an HTTPS site only", () => {
    expect(utmCookie(utm, true)).toMatch(/; HttpOnly; SameSite=Lax; Secure$/);
    expect(utmCookie(utm, false)).not.toContain("Secure");
    const [pair] = utmCookie(utm, true).split(";");
    expect(utmFromCookieHeader(`other=1; ${pair}`)).toEqual(utm);
  });
});
