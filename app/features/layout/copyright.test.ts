import { describe, expect, it } from "vitest";
import { copyrightLine } from "./copyright";

describe("copyrightLine", () => {
  it("ends the company name with one full stop, also when its legal form ends with one", () => {
    expect(copyrightLine(2026, "Flowlane s.r.o.", "Všechna práva vyhrazena.")).toBe(
      "© 2026 Flowlane s.r.o. Všechna práva vyhrazena.",
    );
    expect(copyrightLine(2026, "Flowlane Ltd", "All rights reserved.")).toBe(
      "© 2026 Flowlane Ltd. All rights reserved.",
    );
  });
});
