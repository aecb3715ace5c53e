import { describe, expect, it } from "vitest";
import { unscannedFrames } from "./e2e/axe";

describe("the frames axe cannot reach from the page", () => {
  const origin = "http://127.0.0.1:3210";

  it("names a frame from another origin, not the page's own or a blank one", () => {
    expect(
      unscannedFrames(origin, [
        `${origin}/cs/booking`,
        `${origin}/e2e/booking-calendar`,
        "about:blank",
        "about:srcdoc",
        "https://calendar.example/book",
      ]),
    ).toEqual(["a frame from another origin, which axe does not scan here: https://calendar.example/book"]);
  });

  it("does not name a frame that has not yet navigated (no URL), as one being added has", () => {
    expect(unscannedFrames(origin, [`${origin}/cs/booking`, ""])).toEqual([]);
  });
});
