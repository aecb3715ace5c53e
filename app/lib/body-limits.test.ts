import { describe, expect, it } from "vitest";
import { bodyLimitFor, INBOUND_BODY_BYTES, SMALL_BODY_BYTES, UPLOAD_BODY_BYTES } from "./body-limits";

describe("the body limit of a path", () => {
  it("lets an inbound-mail provider post an answer with its attachments, and nothing else grow", () => {
    expect(bodyLimitFor("/api/inbound/postmark")).toBe(INBOUND_BODY_BYTES);
    expect(bodyLimitFor("/api/inbound/mailgun")).toBe(INBOUND_BODY_BYTES);
    expect(bodyLimitFor("/api/leads/hiring")).toBe(UPLOAD_BODY_BYTES);
    expect(bodyLimitFor("/api/leads/contact")).toBe(SMALL_BODY_BYTES);
    expect(bodyLimitFor("/api/inboundx")).toBe(SMALL_BODY_BYTES);
  });
});
