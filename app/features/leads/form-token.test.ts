import { describe, expect, it } from "vitest";
import {
  checkFormToken,
  FORM_TOKEN_TTL_MS,
  formTokenAge,
  issueFormToken,
  MIN_FILL_MS,
} from "./form-token.server";

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

describe("form token check", () => {
  const secret = "s".repeat(32);
  const issued = 1_000_000;
  const token = issueFormToken(secret, issued);

  it("takes a post after 3 s and within a day as a person's", () => {
    expect(checkFormToken(token, secret, issued + MIN_FILL_MS)).toBe("fresh");
    expect(checkFormToken(token, secret, issued + FORM_TOKEN_TTL_MS)).toBe("fresh");
  });

  it("takes a faster post, or one without a genuine token, as a bot's", () => {
    expect(checkFormToken(token, secret, issued + MIN_FILL_MS - 1)).toBe("bot");
    expect(checkFormToken("1.abc", secret, issued + MIN_FILL_MS)).toBe("bot");
    expect(checkFormToken(undefined, secret)).toBe("bot");
  });

  it("lets a token expire after a day", () => {
    expect(checkFormToken(token, secret, issued + FORM_TOKEN_TTL_MS + 1)).toBe("expired");
  });
});
