import { describe, expect, it } from "vitest";
import { noSelection, pageState, type Selection, tick, tickPage } from "./selection";

const rows = ["a", "b", "c", "d", "e"];
const ids = (selection: Selection) => [...selection.ids].sort();

describe("selecting inquiries of the list", () => {
  it("ticks and clears one box, remembering it as the anchor", () => {
    const one = tick(noSelection, rows, "b", true, false);
    expect(ids(one)).toEqual(["b"]);
    expect(one.anchor).toBe("b");
    expect(ids(tick(one, rows, "b", false, false))).toEqual([]);
  });

  it("ticks the range from the anchor with Shift, downwards and upwards", () => {
    const down = tick(tick(noSelection, rows, "b", true, false), rows, "d", true, true);
    expect(ids(down)).toEqual(["b", "c", "d"]);
    expect(down.anchor).toBe("d");
    const up = tick(tick(noSelection, rows, "d", true, false), rows, "a", true, true);
    expect(ids(up)).toEqual(["a", "b", "c", "d"]);
  });

  it("clears a range with Shift when the clicked box is cleared, leaving the rest ticked", () => {
    const all = tickPage(noSelection, rows, true);
    const anchored = tick(all, rows, "b", false, false);
    expect(ids(tick(anchored, rows, "d", false, true))).toEqual(["a", "e"]);
  });

  it("ticks only the clicked box when Shift has no anchor on the page", () => {
    expect(ids(tick(noSelection, rows, "c", true, true))).toEqual(["c"]);
    const elsewhere: Selection = { ids: new Set(["x"]), anchor: "x" };
    expect(ids(tick(elsewhere, rows, "c", true, true))).toEqual(["c", "x"]);
  });

  it("ticks the whole page and tells the header box's state", () => {
    expect(pageState(noSelection, rows)).toBe("none");
    const some = tick(noSelection, rows, "a", true, false);
    expect(pageState(some, rows)).toBe("some");
    const all = tickPage(some, rows, true);
    expect(pageState(all, rows)).toBe("all");
    expect(all.anchor).toBe("a");
    expect(ids(tickPage(all, rows, false))).toEqual([]);
  });
});
