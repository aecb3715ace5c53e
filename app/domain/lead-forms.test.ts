import { describe, expect, it } from "vitest";
import { formOfServiceType } from "./lead-forms";
import { serviceSlugs } from "./services";

describe("formOfServiceType", () => {
  it("names the form whose leads a stored service type stands for", () => {
    expect(formOfServiceType("booking")).toBe("booking");
    expect(formOfServiceType("contact")).toBe("contact");
    expect(formOfServiceType("website")).toBe("website_preview");
    expect(formOfServiceType("hiring")).toBe("hiring");
  });

  // The assistant's hand-offs share "assistant" with the service: the service names it.
  it("names none for a service's own slug (the demo form stores the chosen service)", () => {
    for (const slug of serviceSlugs) expect(formOfServiceType(slug)).toBeNull();
    expect(formOfServiceType("unknown")).toBeNull();
  });
});
