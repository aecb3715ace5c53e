import { describe, expect, it } from "vitest";
import { isAllowedActionOrigin } from "./action-origin";

describe("action origin", () => {
  const site = "https://www.flowlane.cz";

  it("lets the site's own pages and requests without an Origin through", () => {
    expect(isAllowedActionOrigin(site, site, [])).toBe(true);
    expect(isAllowedActionOrigin(undefined, site, [])).toBe(true);
  });

  it("refuses another site, a look-alike, an opaque origin and garbage", () => {
    expect(isAllowedActionOrigin("https://evil.example", site, [])).toBe(false);
    expect(isAllowedActionOrigin("https://www.flowlane.cz.evil.example", site, [])).toBe(false);
    expect(isAllowedActionOrigin("http://www.flowlane.cz", site, [])).toBe(false);
    expect(isAllowedActionOrigin("null", site, [])).toBe(false);
    expect(isAllowedActionOrigin("::::", site, [])).toBe(false);
  });

  it("lets listed origins and host patterns through", () => {
    const allowed = ["https://shop.example.com", "*.partner.cz", "**.agency.eu"];
    expect(isAllowedActionOrigin("https://shop.example.com", site, allowed)).toBe(true);
    expect(isAllowedActionOrigin("http://shop.example.com", site, allowed)).toBe(false);
    expect(isAllowedActionOrigin("https://web.partner.cz", site, allowed)).toBe(true);
    expect(isAllowedActionOrigin("https://a.b.partner.cz", site, allowed)).toBe(false);
    expect(isAllowedActionOrigin("https://partner.cz", site, allowed)).toBe(false);
    expect(isAllowedActionOrigin("https://a.b.agency.eu", site, allowed)).toBe(true);
    expect(isAllowedActionOrigin("https://agency.eu", site, allowed)).toBe(false);
  });
});
