import { describe, expect, it } from "vitest";
import {
  deskShortcuts,
  isTyping,
  type KeyPress,
  readShortcut,
  shortcutStatus,
  steppedIndex,
} from "./desk-shortcuts";

const key = (value: string, modifiers: Partial<KeyPress> = {}): KeyPress => ({
  key: value,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...modifiers,
});

describe("readShortcut", () => {
  it("reads j and k as the next and previous inquiry, and ? as the help, on both pages", () => {
    for (const page of ["list", "inquiry"] as const) {
      expect(readShortcut([], key("j"), page)).toEqual({ shortcut: "next", state: [] });
      expect(readShortcut([], key("k"), page)).toEqual({ shortcut: "previous", state: [] });
      expect(readShortcut([], key("?"), page)).toEqual({ shortcut: "help", state: [] });
    }
  });

  it("assigns and changes the status on the inquiry's page only", () => {
    expect(readShortcut([], key("a"), "inquiry").shortcut).toBe("assignToMe");
    expect(readShortcut([], key("a"), "list")).toEqual({ shortcut: null, state: [] });
    expect(readShortcut([], key("s"), "list")).toEqual({ shortcut: null, state: [] });
  });

  it("waits after s for the digit of a status, the board's columns from the left", () => {
    const waiting = readShortcut([], key("s"), "inquiry");
    expect(waiting).toEqual({ shortcut: null, state: ["s"] });
    expect(readShortcut(waiting.state, key("1"), "inquiry").shortcut).toBe("pending");
    expect(readShortcut(waiting.state, key("2"), "inquiry").shortcut).toBe("in_progress");
    expect(readShortcut(waiting.state, key("3"), "inquiry").shortcut).toBe("completed");
    expect(readShortcut(waiting.state, key("4"), "inquiry").shortcut).toBe("cancelled");
    expect(readShortcut(waiting.state, key("4"), "inquiry").state).toEqual([]);
  });

  it("drops s before anything but a digit, and reads that key afresh", () => {
    expect(readShortcut(["s"], key("5"), "inquiry")).toEqual({ shortcut: null, state: [] });
    expect(readShortcut(["s"], key("j"), "inquiry")).toEqual({ shortcut: "next", state: [] });
    expect(readShortcut(["s"], key("s"), "inquiry")).toEqual({ shortcut: null, state: ["s"] });
  });

  it("leaves keys with Ctrl, Cmd or Alt and unknown keys to the browser", () => {
    expect(readShortcut([], key("j", { ctrlKey: true }), "inquiry").shortcut).toBeNull();
    expect(readShortcut([], key("k", { metaKey: true }), "list").shortcut).toBeNull();
    expect(readShortcut(["s"], key("1", { altKey: true }), "inquiry")).toEqual({ shortcut: null, state: [] });
    expect(readShortcut([], key("J"), "list").shortcut).toBeNull();
    expect(readShortcut([], key("ArrowDown"), "list").shortcut).toBeNull();
  });

  it("reads every shortcut of the registry from its keys", () => {
    for (const item of deskShortcuts) {
      const page = item.pages[0];
      let state: readonly string[] = [];
      let shortcut: string | null = null;
      for (const pressed of item.keys) ({ shortcut, state } = readShortcut(state, key(pressed), page));
      expect(shortcut).toBe(item.id);
    }
  });
});

describe("shortcutStatus", () => {
  it("names the status a shortcut sets", () => {
    expect(shortcutStatus("completed")).toBe("completed");
    expect(shortcutStatus("next")).toBeNull();
  });
});

describe("isTyping", () => {
  const element = (tagName: string, type?: string, isContentEditable = false) => ({
    tagName,
    type,
    isContentEditable,
  });
  it("knows the fields a person types in", () => {
    expect(isTyping(element("INPUT"))).toBe(true);
    expect(isTyping(element("INPUT", "search"))).toBe(true);
    expect(isTyping(element("INPUT", "date"))).toBe(true);
    expect(isTyping(element("TEXTAREA"))).toBe(true);
    expect(isTyping(element("SELECT"))).toBe(true);
    expect(isTyping(element("DIV", undefined, true))).toBe(true);
  });
  it("lets shortcuts through from buttons, links, boxes and the page", () => {
    expect(isTyping(element("BUTTON"))).toBe(false);
    expect(isTyping(element("A"))).toBe(false);
    expect(isTyping(element("INPUT", "checkbox"))).toBe(false);
    expect(isTyping(element("BODY"))).toBe(false);
    expect(isTyping(null)).toBe(false);
  });
});

describe("steppedIndex", () => {
  it("starts at the first item going down and at the last going up", () => {
    expect(steppedIndex(-1, 1, 5)).toBe(0);
    expect(steppedIndex(-1, -1, 5)).toBe(4);
  });
  it("moves one item and stops at either end", () => {
    expect(steppedIndex(2, 1, 5)).toBe(3);
    expect(steppedIndex(2, -1, 5)).toBe(1);
    expect(steppedIndex(4, 1, 5)).toBe(4);
    expect(steppedIndex(0, -1, 5)).toBe(0);
  });
});
