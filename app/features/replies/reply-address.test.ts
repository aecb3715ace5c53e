import { describe, expect, it } from "vitest";
import { parseConfig } from "~/platform/config.server";
import { inquiryOfToken, leadReplyTo, replyToken, tokensIn } from "./reply-address.server";

const secret = "s".repeat(40);
const id = "3f1c2a9e-7b4d-4e0a-9c1f-2d3e4f5a6b7c";

describe("the reply address of a mail to a lead", () => {
  it("carries the inquiry's signed token when the inbound address is set, else the fallback", () => {
    const config = parseConfig({ INBOUND_REPLY_ADDRESS: "Reply@In.Flowlane.cz" });
    const address = leadReplyTo({ config, secret }, id, "anna@flowlane.cz");
    expect(address).toBe(`reply+${replyToken(secret, id)}@in.flowlane.cz`);
    expect(address.split("@")[0]?.length).toBeLessThanOrEqual(64);
    expect(leadReplyTo({ config: parseConfig({}), secret }, id, "anna@flowlane.cz")).toBe("anna@flowlane.cz");
  });

  it("gives back the inquiry of a genuine token, in any letter case, and nothing for a forged one", () => {
    const token = replyToken(secret, id);
    expect(inquiryOfToken(secret, token)).toBe(id);
    expect(inquiryOfToken(secret, token.toUpperCase())).toBe(id);
    expect(inquiryOfToken("another-secret".padEnd(40, "x"), token)).toBeNull();
    const other = "00000000-0000-4000-8000-000000000000";
    expect(inquiryOfToken(secret, `${other.replaceAll("-", "")}.${token.split(".")[1]}`)).toBeNull();
    expect(inquiryOfToken(secret, "not-a-token")).toBeNull();
    expect(inquiryOfToken(secret, `${token}\u0000`)).toBeNull();
  });

  it("finds tokens only on the inbound address's own mailbox", () => {
    const token = replyToken(secret, id);
    expect(
      tokensIn("reply@in.flowlane.cz", [
        `reply+${token}@in.flowlane.cz`,
        `reply+x@elsewhere.cz`,
        `other+y@in.flowlane.cz`,
        "reply@in.flowlane.cz",
      ]),
    ).toEqual([token]);
    expect(tokensIn(undefined, [`reply+${token}@in.flowlane.cz`])).toEqual([]);
  });

  it("refuses an inbound address that already has a + part", () => {
    expect(() => parseConfig({ INBOUND_REPLY_ADDRESS: "reply+x@in.flowlane.cz" })).toThrow(
      /INBOUND_REPLY_ADDRESS/,
    );
  });
});
