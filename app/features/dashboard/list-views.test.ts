import { describe, expect, it } from "vitest";
import { today } from "./figures";
import {
  builtInViewsFor,
  overdueQuery,
  parseViewName,
  VIEW_NAME_MAX,
  viewQuery,
  weekStart,
  withoutEmpty,
} from "./list-views";

describe("views of the inquiry list", () => {
  it("drops the parameters a form sent empty and keeps the rest in their order", () => {
    const params = withoutEmpty(
      new URLSearchParams("view=list&q=&form=&assignee=me&from=%20&more=pending:50"),
    );
    expect(params.toString()).toBe("view=list&assignee=me&more=pending%3A50");
    expect(withoutEmpty(new URLSearchParams("q=&lang=")).size).toBe(0);
  });

  it("saves a view's address without empty filters, in one order whatever the order asked", () => {
    expect(viewQuery(new URLSearchParams("q=&form=&view=list&status="))).toBe("?view=list");
    const one = viewQuery(new URLSearchParams("overdue=1&assignee=me&view=list&page=3&lang=pl"));
    const other = viewQuery(new URLSearchParams("lang=pl&view=list&assignee=me&overdue=1"));
    expect(one).toBe("?view=list&assignee=me&lang=pl&overdue=1");
    expect(other).toBe(one);
    // What the list does not understand is not saved either.
    expect(viewQuery(new URLSearchParams("view=grid&x=1&due=yes"))).toBe("");
  });

  it("offers staff the overdue views and everyone the week's new inquiries", () => {
    expect(overdueQuery).toBe("?view=list&overdue=1");
    expect(builtInViewsFor("staff")).toEqual([
      { key: "myOverdue", query: "?view=list&assignee=me&overdue=1" },
      { key: "newThisWeek", query: "?view=list&week=1" },
    ]);
    expect(builtInViewsFor("user")).toEqual([{ key: "newThisWeek", query: "?view=list&week=1" }]);
  });

  it("takes a trimmed name and refuses an empty, long or control-character one", () => {
    expect(parseViewName("  My leads ")).toEqual({ name: "My leads" });
    expect(parseViewName("Příhoda 😀")).toEqual({ name: "Příhoda 😀" });
    expect(parseViewName("   ")).toEqual({ problem: "empty" });
    expect(parseViewName(null)).toEqual({ problem: "empty" });
    expect(parseViewName(["a"])).toEqual({ problem: "empty" });
    expect(parseViewName("x".repeat(VIEW_NAME_MAX))).toEqual({ name: "x".repeat(VIEW_NAME_MAX) });
    expect(parseViewName("x".repeat(10_240))).toEqual({ problem: "tooLong" });
    for (const name of ["a\u0000b", "a\nb", "a\tb", "a\u007fb", "a\u0085b"]) {
      expect(parseViewName(name), JSON.stringify(name)).toEqual({ problem: "control" });
    }
  });

  it("starts the week on Monday", () => {
    expect(weekStart("2026-11-23")).toBe("2026-11-23"); // a Monday
    expect(weekStart("2026-11-27")).toBe("2026-11-23"); // Friday
    expect(weekStart("2026-11-29")).toBe("2026-11-23"); // Sunday
    expect(weekStart("2026-03-01")).toBe("2026-02-23"); // across a month
    expect(weekStart("2027-01-02")).toBe("2026-12-28"); // across a year
  });

  it("counts the week and the overdue days from the viewer's today, in his time zone", () => {
    // Sunday 23:30 in Prague is Monday 0:30 in Kyiv.
    const now = new Date("2026-11-29T22:30:00Z");
    expect(today(now, "Europe/Prague")).toBe("2026-11-29");
    expect(weekStart(today(now, "Europe/Prague"))).toBe("2026-11-23");
    expect(today(now, "Europe/Kyiv")).toBe("2026-11-30");
    expect(weekStart(today(now, "Europe/Kyiv"))).toBe("2026-11-30");
    // In New York it is still Sunday afternoon: the same week as Prague's.
    expect(weekStart(today(now, "America/New_York"))).toBe("2026-11-23");
  });
});
