import { describe, expect, it } from "vitest";
import { utmCookie, utmFromCookie, utmFromSearchParams } from "./utm";

describe("UTM of the visit", () => {
  const utm = utmFromSearchParams(new URLSearchParams("utm_source=newsletter&utm_medium=email&x=1")) ?? {};
  const cookieValue = (cookie: string) => cookie.split(";")[0]?.split("=").slice(1).join("=") ?? "";

  it("keeps only the campaign parameters of the landing URL", () => {
    expect(utm).toEqual({ utm_source: "newsletter", utm_medium: "email" });
    expect(utmFromSearchParams(new URLSearchParams("q=1"))).toBeNull();
  });

  it("travels in an httpOnly cookie, Secure on an HTTPS site only", () => {
    expect(utmCookie(utm, true)).toMatch(/; HttpOnly; SameSite=Lax; Secure$/);
    expect(utmCookie(utm, false)).not.toContain("Secure");
    expect(utmFromCookie(cookieValue(utmCookie(utm, true)))).toEqual(utm);
  });

  it("keeps a landing URL's NUL and line breaks out of the cookie", () => {
    const dirty = utmFromSearchParams(new URLSearchParams("utm_source=news%00letter&utm_term=a%0D%0Ab"));
    expect(dirty).toEqual({ utm_source: "newsletter", utm_term: "a b" });
    expect(utmCookie(dirty ?? {}, false)).not.toMatch(/%25(00|0D|0A)/i);
  });

  it("cleans a cookie a browser kept from before, and ignores one that is not ours", () => {
    expect(utmFromCookie("utm_source%3Dnews%2500letter%26utm_campaign%3D%25C3%25A9t%25C3%25A9")).toEqual({
      utm_source: "newsletter",
      utm_campaign: "été",
    });
    expect(utmFromCookie("%E0%A4%A")).toEqual({});
    expect(utmFromCookie(null)).toEqual({});
  });
});
