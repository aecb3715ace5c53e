import { describe, expect, it } from "vitest";
import { formTokenAge, issueFormToken } from "./form-token.server";

describe("form token", () => {
  const secret = "s".repeat(32);

  it("tells how long ago the form was rendered", () => {
    const token = issueFormToken(secret, 1_000_000);
    expect(formTokenAge(token, secret, 1_003_500)).toBe(3500);
  });

  it("rejects forged, foreign, malformed and future tokens", () => {
    const token = issueFormToken(secret, 1_000_000);
    expect(formTokenAge(token.replace("1000000", "0999000"), secret, 1_003_500)).toBeNull();
    expect(formTokenAge(token, "other".repeat(8), 1_003_500)).toBeNull();
    expect(formTokenAge("garbage", secret)).toBeNull();
    expect(formTokenAge(undefined, secret)).toBeNull();
    expect(formTokenAge(token, secret, 999_000)).toBeNull();
  });
});
