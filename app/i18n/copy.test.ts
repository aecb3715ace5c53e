/**
 * The copy rules of docs/decisions/0010-copy-glossary.md that a machine can check: the same
 * names for the same things, the assignment's 50 requirements, one form of address in Polish,
 * no English leftovers in Czech and Polish, and one spelling of "email" in English.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { servicesIn } from "~/content/services/index.server";
import { copy as csDemos } from "~/features/demos/copy/cs";
import { copy as plDemos } from "~/features/demos/copy/pl";
import { showcases as csShowcases } from "~/features/web/showcases/cs";
import { showcases as plShowcases } from "~/features/web/showcases/pl";
import { type Lang, languages } from "../domain/languages";
import { dictionaries, markdownDictionaries } from "./dictionaries.server";
import { accountMessages, messages } from "./messages.server";

const langs: Lang[] = [...languages];

/** Every string of a copy object, functions called with sample figures, keys and slugs left out. */
function texts(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (typeof value === "function") return texts(value(3, 2, 8, 4, 5));
  if (Array.isArray(value)) return value.flatMap(texts);
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, inner]) => (key === "slug" ? [] : texts(inner)));
  }
  return [];
}

/** What a visitor of the language reads; the lead e-mails (forms.mail) are rewritten elsewhere. */
function visitorCopy(lang: "cs" | "pl") {
  const { forms, ...pages } = messages(lang);
  const { mail: _leadMail, ...formsWithoutMail } = forms;
  const demos = lang === "cs" ? csDemos : plDemos;
  const showcases = lang === "cs" ? csShowcases : plShowcases;
  return texts([pages, formsWithoutMail, accountMessages(lang), servicesIn(lang), demos, showcases]);
}

describe("copy", () => {
  it.each(langs)("%s: the demo budgets are the names of the service packages", (lang) => {
    const { forms, packages } = messages(lang);
    expect(Object.values(forms.demo.budgets)).toEqual(packages.plans.map((plan) => plan.name));
  });

  it.each(langs)("%s: the assignment lists the 50 requirements the acknowledgements refer to", (lang) => {
    const { team, forms } = messages(lang);
    const requirements = team.assignment.groups.flatMap((group) => group.requirements);
    expect(requirements).toHaveLength(50);
    expect(new Set(requirements).size).toBe(50);
    expect(forms.hiring.acknowledgements[0]).toContain("50");
  });

  it("groups the assignment alike in every language", () => {
    const shape = (lang: Lang) =>
      messages(lang).team.assignment.groups.map((group) => group.requirements.length);
    expect(shape("cs")).toEqual(shape("en"));
    expect(shape("pl")).toEqual(shape("en"));
  });

  it("addresses a Polish visitor with a lowercase “ty” throughout", () => {
    const capitalised =
      /(?<=[\p{Ll},;:–] )(Ty|Tobie|Tobą|Ciebie|Cię|Ci|Twój|Twoja|Twoje|Twojego|Twojej|Twojemu|Twoim|Twoją|Twoich|Twoimi)\b/u;
    const found = visitorCopy("pl").filter((text) => capitalised.test(text));
    expect(found).toEqual([]);
  });

  it.each(["cs", "pl"] as const)("%s: no English leftovers or sales jargon", (lang) => {
    const leftovers =
      /(?<!\p{L})(Starter|Professional|Enterprise|Exclusive|Basic|Premium|leady?|lead[óuůa]\p{L}*|follow-?up\p{L}*|outreach|cold|konverz[eií]|konwersj\p{L}*|pipeline|personaliz\p{L}*|brief\p{L}*|helpdesk\p{L}*|tiket\p{L}*|e-commerce|beauty|workflow)(?!\p{L})/iu;
    const found = visitorCopy(lang).filter((text) => leftovers.test(text));
    expect(found).toEqual([]);
  });

  it("en: writes “email” as one word everywhere (Czech and Polish keep “e-mail”)", () => {
    const root = join(import.meta.dirname, "../..");
    const english = [
      // A function's source holds the text it puts together, whatever its arguments.
      ...dictionaries.flatMap((dictionary) => writtenIn(dictionary.languages.en)),
      ...markdownDictionaries.map((file) => readFileSync(join(root, file.replace("{lang}", "en")), "utf8")),
    ];
    const hyphenated = english.flatMap((text) => text.match(/.{0,30}\be-mail.{0,30}/gi) ?? []);
    expect(hyphenated).toEqual([]);
  });
  it("en: headings are written in sentence case on every page, as on the home page", () => {
    /**
     * The headings of the English pages: every `title` and `…Title`, the browser tab's and the
     * booking frame's name (a calendar's own title, as its provider writes it) left out.
     */
    function headings(value: unknown, key = ""): string[] {
      if (typeof value === "string")
        return /^(title|[a-z]+Title)$/.test(key) && key !== "frameTitle" ? [value] : [];
      if (Array.isArray(value)) return value.flatMap((inner) => headings(inner, key));
      if (value && typeof value === "object") {
        return Object.entries(value).flatMap(([inner, text]) =>
          inner === "meta" ? [] : headings(text, inner),
        );
      }
      return [];
    }
    const { serviceDetail } = messages("en");
    const sectionNames = [serviceDetail.perfectFor, serviceDetail.whatYouGet, serviceDetail.process];
    // Names keep their capitals: the firm, the tools, the languages, the days, the service names.
    const names = new Set(["Flowlane", "Google", "LinkedIn", "I", "Czech", "English", "Polish"]);
    const serviceWords = new Set(servicesIn("en").flatMap((service) => service.name.split(/\s+/)));
    const capitalisedInside = (heading: string) =>
      heading
        // A new sentence or a quoted name starts with a capital.
        .split(/(?<=[.:?!–] )|(?<=["“])/)
        .flatMap((sentence) => sentence.trim().split(/\s+/).slice(1))
        .filter((word) => /^[A-Z][a-z]/.test(word))
        .filter((word) => !names.has(word.replace(/[^A-Za-z]/g, "")) && !serviceWords.has(word));
    const offending = [...headings(messages("en")), ...sectionNames].filter(
      (heading) => capitalisedInside(heading).length > 0,
    );
    expect(offending).toEqual([]);
  });
});

/** Every string of a value and the source of every function in it. */
function writtenIn(value: unknown): string[] {
  if (typeof value === "string" || typeof value === "function") return [String(value)];
  if (value && typeof value === "object") return Object.values(value).flatMap(writtenIn);
  return [];
}
