import { describe, expect, it } from "vitest";
import { calendarUrl } from "./calendar-url";

describe("calendar address", () => {
  it("stays as configured for an unknown visitor without a campaign", () => {
    expect(calendarUrl("https://cal.com/flowlane/15min", null, {})).toBe("https://cal.com/flowlane/15min");
  });

  it("prefills name and e-mail and passes the visit's UTM parameters", () => {
    const url = new URL(
      calendarUrl(
        "https://calendly.com/flowlane/15min?hide_gdpr_banner=1",
        { name: "Jana Nováková", email: "jana@firma.cz" },
        { utm_source: "newsletter", utm_campaign: "jaro & léto" },
      ),
    );
    expect(url.searchParams.get("hide_gdpr_banner")).toBe("1");
    expect(url.searchParams.get("name")).toBe("Jana Nováková");
    expect(url.searchParams.get("email")).toBe("jana@firma.cz");
    expect(url.searchParams.get("utm_source")).toBe("newsletter");
    expect(url.searchParams.get("utm_campaign")).toBe("jaro & léto");
    expect(url.searchParams.has("utm_medium")).toBe(false);
  });

  it("keeps a parameter the deployment set itself and leaves out empty names", () => {
    const url = new URL(
      calendarUrl("https://cal.com/x?utm_source=site", { name: " ", email: null }, { utm_source: "ads" }),
    );
    expect(url.searchParams.get("utm_source")).toBe("site");
    expect(url.searchParams.has("name")).toBe(false);
  });
});
