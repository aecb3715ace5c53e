import { describe, expect, it } from "vitest";
import { demoForm } from "./demo.server";

const lead = {
  email: "jana@firma.cz",
  service: "automation",
  goal: "Chceme, aby se <faktury> vystavovaly samy.",
  budget: "medium",
  url: "",
} as const;

describe("the demo request's confirmation", () => {
  it("repeats the service and the package the visitor chose, in their language, and nothing they typed", () => {
    expect(demoForm.confirmationFacts?.(lead, "cs")).toEqual({
      title: "Co jste si vybrali",
      items: ["Automatizace obchodu a\u00a0procesů", "Balíček Růst"],
    });
    expect(demoForm.confirmationFacts?.(lead, "en")).toEqual({
      title: "What you chose",
      items: ["Sales & Process Automation", "Pro package"],
    });
    expect(demoForm.confirmationFacts?.(lead, "pl")).toEqual({
      title: "Twój wybór",
      items: ["Automatyzacja sprzedaży i\u00a0procesów", "Pakiet Rozwój"],
    });
  });
});
