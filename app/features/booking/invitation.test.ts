import { describe, expect, it } from "vitest";
import { callInvitation, icsFold, icsText, icsUtc } from "./invitation";
import { windowTimes } from "./windows";

/** The content lines of an iCalendar text, unfolded (RFC 5545, 3.1). */
const contentLines = (ics: string) => ics.replace(/\r\n /g, "").split("\r\n").filter(Boolean);
const property = (ics: string, name: string) =>
  contentLines(ics)
    .find((line) => line.startsWith(`${name}:`) || line.startsWith(`${name};`))
    ?.replace(/^[^:]*:/, "");

function invitation(window: string, sequence = 0) {
  const times = windowTimes(window);
  if (!times) throw new Error(`not a window: ${window}`);
  return callInvitation({
    inquiryId: "0b6f3c1e-3c1e-4b6f-9c1e-0b6f3c1e3c1e",
    host: "flowlane.cz",
    sequence,
    ...times,
    now: new Date("2026-11-26T21:04:05.678Z"),
    summary: "Hovor s Flowlane, 15 minut; zavoláme vám",
    description:
      "Zavoláme vám v tomto čase na číslo +420 608 111 222. Kdyby vám termín přestal vyhovovat, odpovězte na e-mail s pozvánkou a domluvíme jiný.",
    organizer: { name: "Flowlane", email: "hello@flowlane.cz" },
    attendee: { name: 'Jana "Janička" Nováková, s.r.o.', email: "jana@firma.cz" },
  });
}

describe("windowTimes", () => {
  it("turns Prague hours into UTC moments, in winter and in summer time", () => {
    expect(windowTimes("2026-12-01:morning")).toEqual({
      start: new Date("2026-12-01T08:00:00Z"),
      end: new Date("2026-12-01T11:00:00Z"),
    });
    expect(windowTimes("2026-06-02:afternoon")).toEqual({
      start: new Date("2026-06-02T11:00:00Z"),
      end: new Date("2026-06-02T15:00:00Z"),
    });
  });

  it("uses the new offset on the first working day after each clock change", () => {
    // Summer time from Sunday 29 March 2026, winter time from Sunday 25 October 2026.
    expect(windowTimes("2026-03-27:morning")?.start).toEqual(new Date("2026-03-27T08:00:00Z"));
    expect(windowTimes("2026-03-30:morning")?.start).toEqual(new Date("2026-03-30T07:00:00Z"));
    expect(windowTimes("2026-10-23:afternoon")?.end).toEqual(new Date("2026-10-23T15:00:00Z"));
    expect(windowTimes("2026-10-26:afternoon")?.end).toEqual(new Date("2026-10-26T16:00:00Z"));
  });

  it("has no times for a malformed window", () => {
    expect(windowTimes("tomorrow")).toBeNull();
  });
});

describe("callInvitation", () => {
  const ics = invitation("2026-12-01:morning");

  it("is a REQUEST with one event in UTC times, stamped when it is made", () => {
    const lines = contentLines(ics);
    expect(lines.slice(0, 2)).toEqual(["BEGIN:VCALENDAR", "VERSION:2.0"]);
    expect(lines).toContain("METHOD:REQUEST");
    expect(lines.filter((line) => line === "BEGIN:VEVENT")).toHaveLength(1);
    expect(lines.at(-1)).toBe("END:VCALENDAR");
    expect(property(ics, "DTSTART")).toBe("20261201T080000Z");
    expect(property(ics, "DTEND")).toBe("20261201T110000Z");
    expect(property(ics, "DTSTAMP")).toBe("20261126T210405Z");
    expect(property(ics, "STATUS")).toBe("CONFIRMED");
    expect(property(ics, "ORGANIZER")).toBe("mailto:hello@flowlane.cz");
    expect(lines).toContain(
      'ATTENDEE;CN="Jana Janička Nováková, s.r.o.";ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=TRUE:mailto:jana@firma.cz',
    );
  });

  it("keeps one UID per inquiry, so another time confirmed later replaces the event", () => {
    const again = invitation("2026-12-02:afternoon", 1);
    expect(property(ics, "UID")).toBe("call-0b6f3c1e-3c1e-4b6f-9c1e-0b6f3c1e3c1e@flowlane.cz");
    expect(property(again, "UID")).toBe(property(ics, "UID"));
    expect(property(ics, "SEQUENCE")).toBe("0");
    expect(property(again, "SEQUENCE")).toBe("1");
    expect(property(again, "DTSTART")).toBe("20261202T120000Z");
  });

  it("escapes text values and folds lines at 75 octets with CRLF, never inside a character", () => {
    expect(property(ics, "SUMMARY")).toBe("Hovor s Flowlane\\, 15 minut\\; zavoláme vám");
    expect(ics.endsWith("\r\n")).toBe(true);
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    const physical = ics.split("\r\n");
    for (const line of physical) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(physical.filter((line) => line.startsWith(" ")).length).toBeGreaterThan(0);
    expect(property(ics, "DESCRIPTION")).toBe(
      icsText(
        "Zavoláme vám v tomto čase na číslo +420 608 111 222. Kdyby vám termín přestal vyhovovat, odpovězte na e-mail s pozvánkou a domluvíme jiný.",
      ),
    );
  });
});

describe("iCalendar values", () => {
  it("writes UTC date-times without separators or fractions", () => {
    expect(icsUtc(new Date("2026-03-30T07:00:00.000Z"))).toBe("20260330T070000Z");
  });

  it("escapes backslashes, semicolons, commas and line breaks", () => {
    expect(icsText("a\\b;c,d\r\ne\nf")).toBe("a\\\\b\\;c\\,d\\ne\\nf");
  });

  it("folds a long line of two-byte letters into pieces of at most 75 octets", () => {
    const folded = icsFold(`DESCRIPTION:${"ř".repeat(100)}`);
    const pieces = folded.split("\r\n");
    expect(pieces.map((piece) => new TextEncoder().encode(piece).length).every((size) => size <= 75)).toBe(
      true,
    );
    expect(folded.replace(/\r\n /g, "")).toBe(`DESCRIPTION:${"ř".repeat(100)}`);
  });
});
