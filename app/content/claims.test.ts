import { describe, expect, it } from "vitest";
import { languages } from "~/domain/languages";
import { messages } from "~/i18n/messages.server";
import {
  copyFigures,
  crashTest,
  fillProofLabel,
  heroClaimValues,
  leadThroughput,
  proofStatValues,
} from "./claims";
import { servicesIn } from "./services/index.server";

/** Every string of a dictionary, with its path. */
function strings(value: unknown, path: string, out: [string, string][] = []): [string, string][] {
  if (typeof value === "string") out.push([path, value]);
  else if (Array.isArray(value))
    for (const [index, item] of value.entries()) strings(item, `${path}.${index}`, out);
  else if (value && typeof value === "object")
    for (const [key, item] of Object.entries(value)) strings(item, `${path}.${key}`, out);
  return out;
}

/** Kinds of number that are not claims: times of day, years, phone numbers, placeholders. */
const allowedKinds = [/\b\d{1,2}:\d{2}\b/g, /\b20\d{2}\b/g, /\+\d[\d\s]{8,}/g, /\{\w+\}/g];
const figure = /\d+(?:[.,]\d+)?(?:\s*[–-]\s*\d+(?:[.,]\d+)?)?(?:\s*%|\+|\/7)?/g;
const normal = (text: string) => text.replace(/\s/g, "").replace(/\./g, ",");

/** The figures of a text that are not of an allowed kind. */
function figuresIn(text: string): string[] {
  const rest = allowedKinds.reduce((left, kind) => left.replace(kind, " "), text);
  return (rest.match(figure) ?? []).map(normal);
}

describe("every figure has a source", () => {
  const declared = new Set(copyFigures.flatMap((entry) => entry.figures));

  it("finds the figures a claim would use and lets times and placeholders pass", () => {
    expect(figuresIn("95 % spokojených klientů, −67 % nákladů a 15+ hodin")).toEqual(["95%", "67%", "15+"]);
    expect(figuresIn("z 1,1 % na 4,3 %")).toEqual(["1,1%", "4,3%"]);
    expect(figuresIn("9:00–12:00, {max} a +420 777 123 456 v roce 2026")).toEqual([]);
    expect(figuresIn("SLA 99.9% and 24/7 support")).toEqual(["99,9%", "24/7"]);
  });

  it("refuses a figure in the copy that app/content/claims.ts does not declare", () => {
    const unsourced = languages.flatMap((lang) =>
      [...strings(messages(lang), lang), ...strings(servicesIn(lang), `${lang}.services`)].flatMap(
        ([path, text]) =>
          figuresIn(text)
            .filter((found) => !declared.has(found))
            .map((found) => `${path}: ${found}`),
      ),
    );
    expect(unsourced).toEqual([]);
  });

  it("would refuse the invented figures the site once showed", () => {
    for (const invented of ["95%", "67%", "40%", "15+", "1,1%", "4,3%"])
      expect(declared.has(invented)).toBe(false);
  });

  it("gives every declared figure a source", () => {
    for (const entry of [...copyFigures, crashTest, leadThroughput]) {
      const source = entry.source;
      const detail = "record" in source ? source.record : "where" in source ? source.where : source.what;
      expect(detail.length).toBeGreaterThan(10);
    }
    expect(crashTest.source.record).toMatch(/^docs\/decisions\/0024-/);
    expect(leadThroughput.source.record).toMatch(/^docs\/decisions\/0049-/);
  });
});

describe("the home page's figures", () => {
  it("come from the claims module, the measured ones with the numbers of their records", () => {
    const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");
    expect(heroClaimValues("cs").map(plain)).toEqual(["48 h", "7–14 dnů", "24/7", "60 dnů"]);
    // The rush's wait: 99 in 100 answered within 404 ms (0049), in seconds as each language writes them.
    expect(proofStatValues("pl").map(plain)).toEqual(["0", "0,4 s", "3", "4"]);
    expect(proofStatValues("en").map(plain)).toEqual(["0", "0.4 s", "3", "4"]);
    for (const lang of languages) {
      const proof = messages(lang).home.proof;
      const [lost, wait] = [proof.stats[0], proof.stats[1]].map((label) =>
        plain(fillProofLabel(lang, label)),
      );
      expect(lost).toMatch(/6[ ,]?262/);
      expect(lost).toContain("40");
      expect(wait).toMatch(/\b99\b.*\b100\b/);
      expect(wait).toMatch(/\b20\b/);
      expect(plain(fillProofLabel(lang, proof.statSources[1]))).toMatch(/3[ ,]?000/);
      for (const text of [...proof.stats, ...proof.statSources])
        expect(fillProofLabel(lang, text)).not.toMatch(/[{}]/);
    }
  });
});
