import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const css = readFileSync(new URL("./app.css", import.meta.url), "utf8");

describe("app.css animations", () => {
  const animations = [...css.matchAll(/--animate-([\w-]+):\s*([^;]+);/g)].map(([, name, value]) => ({
    name,
    value,
  }));

  it("defines the hero, service and pulse animations", () => {
    expect(animations.map(({ name }) => name)).toEqual(
      expect.arrayContaining(["flow-in", "flow-move", "flow-dash", "pulse-briefly"]),
    );
  });

  // An idle page with an endless loop kept half a CPU core busy in Chromium (docs/decisions/0041-scripts-at-first-interaction.md).
  it("lets none of them run forever", () => {
    for (const { name, value } of animations) expect(value, name).not.toMatch(/\binfinite\b/);
  });
});
