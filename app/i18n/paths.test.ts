import { describe, expect, it } from "vitest";
import { languages } from "../domain/languages";
import { alternatePaths, buildPath, type Page, parsePath, switchLanguagePath } from "./paths";

describe("parsePath: the route table of docs/PRODUCT.md, Pages", () => {
  it.each([
    ["/", { name: "home" }, null],
    ["/cs", { name: "home" }, "cs"],
    ["/eng", { name: "home" }, "en"],
    ["/pl", { name: "home" }, "pl"],
    ["/sluzby", { name: "services" }, null],
    ["/eng/sluzby", { name: "services" }, "en"],
    ["/sluzby/outreach", { name: "service", slug: "outreach" }, null],
    ["/sluzby/automation", { name: "service", slug: "automation" }, null],
    ["/pl/sluzby/assistant", { name: "service", slug: "assistant" }, "pl"],
    ["/cs/sluzby/rezervace", { name: "service", slug: "rezervace" }, "cs"],
    ["/sluzby/unknown", { name: "service", slug: "unknown" }, null],
    ["/demo", { name: "demo" }, null],
    ["/eng/demo", { name: "demo" }, "en"],
    ["/contact", { name: "contact" }, null],
    ["/pl/contact", { name: "contact" }, "pl"],
    ["/web", { name: "web" }, null],
    ["/web/cs", { name: "web" }, "cs"],
    ["/web/eng", { name: "web" }, "en"],
    ["/web/pl", { name: "web" }, "pl"],
    ["/web/ukazka/restaurace", { name: "showcase", slug: "restaurace" }, null],
    ["/web/cs/ukazka/restaurace", { name: "showcase", slug: "restaurace" }, "cs"],
    ["/web/eng/ukazka/kavarna", { name: "showcase", slug: "kavarna" }, "en"],
    ["/web/pl/ukazka/penzion", { name: "showcase", slug: "penzion" }, "pl"],
    ["/web/cs/ukazka/kadernictvi", { name: "showcase", slug: "kadernictvi" }, "cs"],
    ["/team", { name: "team" }, null],
    ["/team/cs", { name: "team" }, "cs"],
    ["/team/eng", { name: "team" }, "en"],
    ["/team/pl", { name: "team" }, "pl"],
    ["/team/success/cs", { name: "teamSuccess" }, "cs"],
    ["/team/success/eng", { name: "teamSuccess" }, "en"],
    ["/team/success/pl", { name: "teamSuccess" }, "pl"],
    ["/eng/sent/contact", { name: "sent", form: "contact" }, "en"],
    ["/cs/sent/demo", { name: "sent", form: "demo" }, "cs"],
    ["/pl/sent/preview", { name: "sent", form: "preview" }, "pl"],
  ] as const)("%s is %o in %s", (path, page, lang) => {
    expect(parsePath(path)).toEqual({ kind: "page", page, lang });
  });

  it.each([
    ["/cs/web", "/web/cs", "cs"],
    ["/eng/web", "/web/eng", "en"],
    ["/pl/web", "/web/pl", "pl"],
    ["/cs/team", "/team/cs", "cs"],
    ["/eng/team", "/team/eng", "en"],
    ["/pl/team", "/team/pl", "pl"],
    ["/reference", "/sluzby", null],
    ["/reference/cs", "/sluzby", "cs"],
    ["/reference/eng", "/sluzby", "en"],
    ["/reference/pl", "/sluzby", "pl"],
    ["/kontakt", "/contact", null],
    ["/eng/kontakt", "/eng/contact", "en"],
  ] as const)("%s redirects to %s", (path, to, lang) => {
    expect(parsePath(path)).toEqual({ kind: "redirect", to, lang });
  });

  it.each([
    ["/nope", null],
    ["/eng/nope", "en"],
    ["/web/de", null],
    ["/web/eng/extra", "en"],
    ["/web/cs/ukazka", "cs"],
    ["/web/cs/ukazka/neexistuje", "cs"],
    ["/web/ukazka/unknown", null],
    ["/web/pl/ukazka/penzion/extra", "pl"],
    ["/team/eng/ukazka/penzion", "en"],
    ["/cs/web/ukazka/penzion", "cs"],
    ["/reference/de", null],
    ["/sluzby/outreach/extra", null],
    ["/en", null], // English is "eng" in URLs
    ["/eng/sent/other", "en"],
    ["/team/success/de", null],
  ] as const)("%s is not a page", (path, lang) => {
    expect(parsePath(path)).toEqual({ kind: "notFound", lang });
  });

  it("ignores a trailing slash", () => {
    expect(parsePath("/eng/sluzby/")).toEqual({ kind: "page", page: { name: "services" }, lang: "en" });
  });
});

describe("buildPath", () => {
  const pages: Page[] = [
    { name: "home" },
    { name: "services" },
    { name: "service", slug: "outreach" },
    { name: "demo" },
    { name: "contact" },
    { name: "web" },
    { name: "showcase", slug: "penzion" },
    { name: "team" },
    { name: "teamSuccess" },
    { name: "sent", form: "contact" },
  ];

  it("builds the canonical form of every page in every language", () => {
    expect(pages.map((page) => buildPath(page, "en"))).toEqual([
      "/eng",
      "/eng/sluzby",
      "/eng/sluzby/outreach",
      "/eng/demo",
      "/eng/contact",
      "/web/eng",
      "/web/eng/ukazka/penzion",
      "/team/eng",
      "/team/success/eng",
      "/eng/sent/contact",
    ]);
    expect(pages.map((page) => buildPath(page, null))).toEqual([
      "/",
      "/sluzby",
      "/sluzby/outreach",
      "/demo",
      "/contact",
      "/web",
      "/web/ukazka/penzion",
      "/team",
      "/team/success",
      "/sent/contact",
    ]);
  });

  it("round-trips through parsePath", () => {
    for (const page of pages) {
      for (const lang of [...languages, null]) {
        expect(parsePath(buildPath(page, lang))).toEqual({ kind: "page", page, lang });
      }
    }
  });

  it("lists the three language forms as alternates", () => {
    expect(alternatePaths({ name: "team" })).toEqual([
      { lang: "cs", path: "/team/cs" },
      { lang: "en", path: "/team/eng" },
      { lang: "pl", path: "/team/pl" },
    ]);
  });
});

describe("dashboard paths", () => {
  it("keep the section after /dashboard, with or without a language", () => {
    expect(parsePath("/dashboard")).toEqual({
      kind: "page",
      page: { name: "dashboard", section: "" },
      lang: null,
    });
    expect(parsePath("/eng/dashboard/inquiries")).toEqual({
      kind: "page",
      page: { name: "dashboard", section: "inquiries" },
      lang: "en",
    });
    expect(buildPath({ name: "dashboard", section: "templates" }, "cs")).toBe("/cs/dashboard/templates");
    expect(buildPath({ name: "dashboard" }, null)).toBe("/dashboard");
  });
});

describe("switchLanguagePath", () => {
  it.each([
    ["/", "en", "/eng"],
    ["/cs", "pl", "/pl"],
    ["/sluzby/outreach", "en", "/eng/sluzby/outreach"],
    ["/eng/sluzby", "cs", "/cs/sluzby"],
    ["/web", "pl", "/web/pl"],
    ["/team/eng", "cs", "/team/cs"],
    ["/web/cs/ukazka/kavarna", "pl", "/web/pl/ukazka/kavarna"],
    ["/nope", "en", "/eng"],
    ["/dashboard", "en", "/eng/dashboard"],
    [
      "/eng/dashboard/inquiries/0b8f9f5e-4a8e-4c31-9d5e-2f6a1c3b7d10",
      "pl",
      "/pl/dashboard/inquiries/0b8f9f5e-4a8e-4c31-9d5e-2f6a1c3b7d10",
    ],
    ["/pl/dashboard/settings", "cs", "/cs/dashboard/settings"],
  ] as const)("%s in %s is %s", (from, lang, to) => {
    expect(switchLanguagePath(from, lang)).toBe(to);
  });
});
