import { describe, expect, it } from "vitest";
import { canonicalUuid } from "./uuid";

describe("canonical UUIDs", () => {
  it("writes every UUID in lower case, whatever case it came in", () => {
    const id = "6bbcf591-7415-47a1-b3ec-e783a1025e51";
    expect(canonicalUuid(id)).toBe(id);
    expect(canonicalUuid(id.toUpperCase())).toBe(id);
    expect(canonicalUuid("6BBCF591-7415-47a1-B3EC-e783a1025e51")).toBe(id);
  });

  it("refuses anything else", () => {
    for (const value of [
      "",
      "not-a-uuid",
      " 6bbcf591-7415-47a1-b3ec-e783a1025e51",
      "6bbcf591-7415-47a1-b3ec-e783a1025e51\u0000",
      "{6bbcf591-7415-47a1-b3ec-e783a1025e51}",
      "6bbcf591741547a1b3ece783a1025e51",
      "6bbcf591-7415-47a1-b3ec-e783a1025e5g",
      "\u0130bbcf591-7415-47a1-b3ec-e783a1025e51",
      null,
      undefined,
      42,
    ]) {
      expect(canonicalUuid(value), String(value)).toBeNull();
    }
  });
});
