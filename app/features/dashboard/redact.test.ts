import { describe, expect, it } from "vitest";
import { detailsPattern, REDACTED, redact } from "./redact";

describe("taking a person's details out of a message", () => {
  const pattern = detailsPattern(["Zdeňka O'Brien", "zdenka@firma.cz", "+420777888999", "Pekárna & syn"]);

  it("replaces each detail in any letter case, in text and in HTML", () => {
    expect(redact("Zavolat: ZDEŇKA O'BRIEN (Zdenka@Firma.cz), +420777888999", pattern)).toBe(
      `Zavolat: ${REDACTED} (${REDACTED}), ${REDACTED}`,
    );
    expect(redact("<td>Zdeňka O&#x27;Brien</td><td>Pekárna &amp; syn</td>", pattern)).toBe(
      `<td>${REDACTED}</td><td>${REDACTED}</td>`,
    );
  });

  it("leaves other people and the rest of the message as they were", () => {
    const digest = "Olga Ostatní · Kontakt\nhttps://flowlane.cz/cs/dashboard/inquiries/1";
    expect(redact(digest, pattern)).toBe(digest);
  });

  it("takes a whole name before a part of it, and reads regular-expression characters as text", () => {
    const names = detailsPattern(["Jan", "Jan Novák (CEO)"]);
    expect(redact("Jan Novák (CEO) a Jan", names)).toBe(`${REDACTED} a ${REDACTED}`);
    expect(redact("Jan Novák CEO", detailsPattern(["Jan Novák (CEO)"]))).toBe("Jan Novák CEO");
  });

  it("ignores missing and too short details, which would match inside words", () => {
    expect(detailsPattern([null, undefined, " ", "Al"])).toBeNull();
    expect(redact("Alice", detailsPattern(["Al"]))).toBe("Alice");
  });
});
