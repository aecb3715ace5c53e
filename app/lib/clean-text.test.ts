import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cleanJson, cleanText, singleLine } from "./clean-text";

const controls = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => String.fromCharCode(from + index));
/** Every C0 control but the tab and the line breaks, DEL and the C1 controls but NEL. */
const removed = [
  ...controls(0x00, 0x08),
  "\v",
  "\f",
  ...controls(0x0e, 0x1f),
  ...controls(0x7f, 0x84),
].concat(controls(0x86, 0x9f));

/** Well-formed (no lone surrogate), no control but tab and line feed, composed. */
const isClean = (text: string) =>
  !/\p{Cs}|[^\P{Cc}\t\n]/u.test(text) && !/[\u2028\u2029]/.test(text) && text === text.normalize("NFC");

describe("cleanText", () => {
  it.each(removed.map((control) => [control.charCodeAt(0).toString(16).padStart(4, "0"), control]))(
    "removes U+%s",
    (_code, control) => {
      expect(cleanText(`Ja${control}na`)).toBe("Jana");
    },
  );

  it("keeps tabs, and every line break as one line feed", () => {
    expect(cleanText("a\tb")).toBe("a\tb");
    expect(cleanText("one\r\ntwo\rthree\nfour\u0085five\u2028six\u2029seven")).toBe(
      "one\ntwo\nthree\nfour\nfive\nsix\nseven",
    );
    expect(cleanText("blank\r\n\r\nline")).toBe("blank\n\nline");
  });

  it("makes lone surrogates replacement characters and keeps pairs", () => {
    expect(cleanText("a\uD800b")).toBe("a\uFFFDb");
    expect(cleanText("a\uDC00b")).toBe("a\uFFFDb");
    expect(cleanText("end\uD83D")).toBe("end\uFFFD");
    expect(cleanText("\uDE00\uD83D")).toBe("\uFFFD\uFFFD");
    expect(cleanText("smile \uD83D\uDE00")).toBe("smile 😀");
  });

  it("composes decomposed letters (NFC), also across a removed control", () => {
    expect(cleanText("Nova\u0301kova\u0301")).toBe("Nováková");
    expect(cleanText("e\u0000\u0301")).toBe("é");
    expect(cleanText("Řeš")).toBe("Řeš");
  });

  it("leaves clean text as it is", () => {
    const text = "Dobrý den,\n\tchci automatizovat faktury. Zażółć gęślą jaźń 😀";
    expect(cleanText(text)).toBe(text);
  });

  it("gives clean text for any string, and cleaning twice changes nothing", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 60 }), (text) => {
        const cleaned = cleanText(text);
        expect(isClean(cleaned)).toBe(true);
        expect(cleanText(cleaned)).toBe(cleaned);
      }),
    );
  });
});

describe("singleLine", () => {
  it("turns every run of line breaks and tabs, with the spaces around it, into one space", () => {
    expect(singleLine("Crlf\r\nBcc: x")).toBe("Crlf Bcc: x");
    expect(singleLine("Jana \r\n\t Nováková")).toBe("Jana Nováková");
    expect(singleLine("a\u2028b\u0085c\rd\te")).toBe("a b c d e");
    expect(singleLine("Two  spaces stay")).toBe("Two  spaces stay");
  });

  it("cleans as cleanText does", () => {
    expect(singleLine("news\u0000letter")).toBe("newsletter");
    expect(singleLine("Nova\u0301k\uD800")).toBe("Novák\uFFFD");
  });

  it("never leaves a line break or a tab", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 60 }), (text) => {
        const line = singleLine(text);
        expect(isClean(line)).toBe(true);
        expect(line).not.toMatch(/[\t\n]/);
        expect(singleLine(line)).toBe(line);
      }),
    );
  });
});

describe("cleanJson", () => {
  it("cleans every string and key at any depth, and leaves other values alone", () => {
    expect(
      cleanJson({
        "na\u0000me": "Ja\u0000na",
        nested: [{ note: "a\r\nb\uD800" }, 1, true, null],
        count: 3,
      }),
    ).toEqual({ name: "Jana", nested: [{ note: "a\nb\uFFFD" }, 1, true, null], count: 3 });
  });

  it("keeps a key named __proto__ as plain data", () => {
    const cleaned = cleanJson(JSON.parse('{"__proto__": {"polluted": "yes"}}')) as Record<string, unknown>;
    expect(Object.hasOwn(cleaned, "__proto__")).toBe(true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
