import { describe, expect, it } from "vitest";
import { timeZoneChoices } from "./time-zones";

const late = new Date("2026-11-27T10:00:00Z");
const summer = new Date("2026-07-01T10:00:00Z");
const label = (zone: string, lang: "cs" | "en" | "pl", at = late) =>
  timeZoneChoices(zone, lang, at).find((choice) => choice.value === zone)?.label;

describe("the time zones a person chooses from", () => {
  it("names each zone in his language, with its offset on the day", () => {
    expect(label("Europe/Prague", "cs")).toBe("(GMT+1) Europe/Prague · středoevropský čas");
    expect(label("Europe/Warsaw", "pl")).toBe("(GMT+1) Europe/Warsaw · czas środkowoeuropejski");
    expect(label("America/New_York", "en")).toBe("(GMT-5) America/New York · Eastern Time");
    expect(label("Europe/Prague", "cs", summer)).toBe("(GMT+2) Europe/Prague · středoevropský čas");
  });

  it("gives a zone with no name of its own its offset alone", () => {
    expect(label("UTC", "pl")).toBe("(GMT+0) UTC");
  });

  it("keeps the person's current zone among them, whatever the runtime calls it", () => {
    const zones = timeZoneChoices("Etc/GMT-3", "en", late).map((choice) => choice.value);
    expect(zones).toContain("Etc/GMT-3");
    expect(zones).toContain("Europe/Prague");
    expect(zones).toEqual([...zones].sort());
  });

  it("is made once per language until an offset changes, and follows the change to the second", () => {
    const first = timeZoneChoices("Europe/Prague", "en", late);
    // Later the same day, in another time zone of his own: the same list, not made again.
    expect(timeZoneChoices("America/New_York", "en", new Date(late.getTime() + 5 * 60_000))).toBe(first);
    expect(timeZoneChoices("Europe/Prague", "cs", late)).not.toBe(first);
    // Prague moves to summer time at 01:00 UTC on 28 March 2027.
    const before = new Date("2027-03-28T00:59:59Z");
    const after = new Date("2027-03-28T01:00:00Z");
    expect(label("Europe/Prague", "cs", before)).toBe("(GMT+1) Europe/Prague · středoevropský čas");
    expect(label("Europe/Prague", "cs", after)).toBe("(GMT+2) Europe/Prague · středoevropský čas");
    // Back in time, as a test's clock may go.
    expect(label("Europe/Prague", "cs", before)).toBe("(GMT+1) Europe/Prague · středoevropský čas");
    expect(label("America/New_York", "en", summer)).toBe("(GMT-4) America/New York · Eastern Time");
    expect(label("America/New_York", "en", late)).toBe("(GMT-5) America/New York · Eastern Time");
  });
});
