import { describe, expect, it } from "vitest";
import { type ClickIntent, isPlainClick } from "./plain-click";

const plain: ClickIntent = {
  defaultPrevented: false,
  button: 0,
  metaKey: false,
  altKey: false,
  ctrlKey: false,
  shiftKey: false,
};

describe("a plain click", () => {
  it("is a primary click without a modifier key", () => {
    expect(isPlainClick(plain)).toBe(true);
  });

  it.each([
    ["a new tab (Ctrl)", { ctrlKey: true }],
    ["a new tab (Cmd)", { metaKey: true }],
    ["a new window (Shift)", { shiftKey: true }],
    ["a download (Alt)", { altKey: true }],
    ["the middle button", { button: 1 }],
    ["a click already handled", { defaultPrevented: true }],
  ])("is not %s", (_, change) => {
    expect(isPlainClick({ ...plain, ...change })).toBe(false);
  });
});
