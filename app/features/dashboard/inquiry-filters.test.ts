import { describe, expect, it } from "vitest";
import {
  filtersToSearch,
  followUpState,
  ignoredDays,
  likePattern,
  parseInquiryFilters,
} from "./inquiry-filters";

describe("inquiry filters", () => {
  it("reads what it understands from the address and ignores the rest", () => {
    const filters = parseInquiryFilters(
      new URLSearchParams(
        "view=list&status=pending&form=demo&service=outreach&assignee=me&lang=pl&from=2026-11-01&to=2026-11-30&q=%20Jana%20&due=1&replied=1&x=1",
      ),
    );
    expect(filters).toEqual({
      view: "list",
      status: "pending",
      spam: false,
      form: "demo",
      service: "outreach",
      assignee: "me",
      lang: "pl",
      from: "2026-11-01",
      to: "2026-11-30",
      q: "Jana",
      due: true,
      overdue: false,
      week: false,
      replied: true,
    });
    expect(
      parseInquiryFilters(
        new URLSearchParams("view=grid&status=lost&form=x&lang=de&from=2026-13-45&assignee=a%20b"),
      ),
    ).toMatchObject({
      view: "board",
      status: null,
      form: null,
      lang: null,
      from: null,
      assignee: null,
    });
    expect(parseInquiryFilters(new URLSearchParams(`q=${"x".repeat(300)}`)).q).toHaveLength(100);
  });

  it("names the day filters that are no day of the calendar, and only those", () => {
    const params = new URLSearchParams("from=2026-02-30&to=2026-03-01");
    expect(parseInquiryFilters(params)).toMatchObject({ from: null, to: "2026-03-01" });
    expect(ignoredDays(params)).toEqual([{ field: "from", value: "2026-02-30" }]);
    expect(ignoredDays(new URLSearchParams("from=&to=0000-01-01"))).toEqual([
      { field: "to", value: "0000-01-01" },
    ]);
    expect(ignoredDays(new URLSearchParams("q=2026-02-30"))).toEqual([]);
  });

  it("writes only what differs from the defaults, and reads back the same", () => {
    expect(filtersToSearch({ view: "board" })).toBe("");
    const search = filtersToSearch({ view: "list", spam: true, q: "Nováková & syn" });
    expect(parseInquiryFilters(new URLSearchParams(search))).toMatchObject({
      view: "list",
      spam: true,
      q: "Nováková & syn",
    });
  });

  it("searches for % and _ literally", () => {
    expect(likePattern("50%_off\\")).toBe("%50\\%\\_off\\\\%");
  });

  it("tells an overdue follow-up from one due today or later", () => {
    expect(followUpState(null, "2026-11-23")).toBe("none");
    expect(followUpState("2026-11-22", "2026-11-23")).toBe("overdue");
    expect(followUpState("2026-11-23", "2026-11-23")).toBe("today");
    expect(followUpState("2026-12-01", "2026-11-23")).toBe("later");
  });
});
