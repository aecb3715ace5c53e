import { describe, expect, it } from "vitest";
import { account as cs } from "./messages/cs/account";
import { account as en } from "./messages/en/account";
import { desk as enDesk } from "./messages/en/desk";
import { countText } from "./plural";

describe("a count in words", () => {
  const inquiries = { one: "{count} inquiry", other: "{count} inquiries" };

  it("takes the singular for one and the plural for any other count, in English", () => {
    expect(countText("en", inquiries, 1)).toBe("{count} inquiry");
    for (const count of [0, 2, 5, 21, 1.5])
      expect(countText("en", inquiries, count)).toBe("{count} inquiries");
  });

  it("takes Czech and Polish 'one' only for one, every other category the other form", () => {
    const text = { one: "jedna", other: "jiná" };
    expect(countText("cs", text, 1)).toBe("jedna");
    expect(countText("pl", text, 1)).toBe("jedna");
    for (const count of [0, 2, 4, 5, 22, 25]) {
      expect(countText("cs", text, count)).toBe("jiná");
      expect(countText("pl", text, count)).toBe("jiná");
    }
  });

  it("says '1 step', '1 lead' and '1 follow-up' in the desk's English", () => {
    expect(countText("en", en.dashboard.templates.steps, 1)).toBe("{count} step");
    expect(countText("en", en.dashboard.analytics.total, 1)).toBe("{count} lead in this period");
    expect(countText("en", enDesk.board.count, 1)).toBe("{count} inquiry");
    expect(countText("cs", cs.dashboard.templates.steps, 3)).toBe(cs.dashboard.templates.steps.other);
  });
});
