import { describe, expect, it } from "vitest";
import {
  bodyLimitFor,
  INBOUND_BODY_BYTES,
  SMALL_BODY_BYTES,
  TEMPLATE_FORM_BODY_BYTES,
  UPLOAD_BODY_BYTES,
} from "./body-limits";

describe("the body limit of a path", () => {
  it("lets an inbound-mail provider post an answer with its attachments, and nothing else grow", () => {
    expect(bodyLimitFor("/api/inbound/postmark")).toBe(INBOUND_BODY_BYTES);
    expect(bodyLimitFor("/api/inbound/mailgun")).toBe(INBOUND_BODY_BYTES);
    expect(bodyLimitFor("/api/leads/hiring")).toBe(UPLOAD_BODY_BYTES);
    expect(bodyLimitFor("/api/leads/contact")).toBe(SMALL_BODY_BYTES);
    expect(bodyLimitFor("/api/inboundx")).toBe(SMALL_BODY_BYTES);
  });

  it("lets the template editor's page take a template's form, and no other desk page", () => {
    for (const path of [
      "/dashboard/templates/new",
      "/eng/dashboard/templates/0b0f8a5e-8d2c-4f57-9b4e-1a2b3c4d5e6f",
      "/pl/dashboard/templates/new.data",
    ])
      expect(bodyLimitFor(path)).toBe(TEMPLATE_FORM_BODY_BYTES);
    for (const path of [
      "/dashboard/templates",
      "/dashboard/templates.data",
      "/dashboard/templates/new/more",
      "/dashboard/inquiries/new",
      "/templates/new",
    ])
      expect(bodyLimitFor(path)).toBe(SMALL_BODY_BYTES);
  });
});
