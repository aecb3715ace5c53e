import { getCountryCallingCode } from "libphonenumber-js/min";
import { describe, expect, it, vi } from "vitest";
import { locale } from "~/domain/languages";
import { phoneCountries, withDialCode } from "./phone";
import {
  defaultPhoneCountry,
  filterCountries,
  limitPhoneInput,
  STARTING_DIAL_CODES,
  startingPhoneCountry,
} from "./phone-field";

describe("phone input", () => {
  const countries = phoneCountries("cs");

  it("lists countries with names in the page's language and their dial codes", () => {
    const czech = countries.find((country) => country.code === "CZ");
    expect(czech).toEqual({ code: "CZ", name: "Česko", dialCode: "+420" });
    expect(countries.length).toBeGreaterThan(200);
  });

  it("finds countries by name without accents, by code and by dial code", () => {
    expect(filterCountries(countries, "cesk").map((country) => country.code)).toContain("CZ");
    expect(filterCountries(countries, "pl").map((country) => country.code)).toContain("PL");
    expect(filterCountries(countries, "+48").map((country) => country.code)).toContain("PL");
    expect(filterCountries(countries, "  ")).toHaveLength(countries.length);
    expect(filterCountries(countries, "zzzz")).toEqual([]);
  });

  it("keeps at most 15 digits", () => {
    expect(limitPhoneInput("777 123 456 789 012 345 678")).toBe("777 123 456 789 012");
    expect(limitPhoneInput("777-abc-123")).toBe("777--123");
  });

  it("prefixes a national number with the chosen country's dial code", () => {
    expect(withDialCode({ phone: "777 123 456", phone_country: "CZ" })).toEqual({
      phone: "+420 777 123 456",
    });
    expect(withDialCode({ phone: "0601 234 567", phone_country: "PL" })).toEqual({
      phone: "+48 601 234 567",
    });
    expect(withDialCode({ phone: "+49 30 123456", phone_country: "CZ" })).toEqual({ phone: "+49 30 123456" });
    expect(withDialCode({ phone: "", phone_country: "CZ" })).toEqual({ phone: "" });
    expect(withDialCode({ name: "x" })).toEqual({ name: "x" });
  });

  it("preselects Poland on Polish pages and Czech elsewhere (docs/decisions/0012)", () => {
    expect(defaultPhoneCountry("pl")).toBe("PL");
    expect(defaultPhoneCountry("cs")).toBe("CZ");
    expect(defaultPhoneCountry("en")).toBe("CZ");
    // What a Polish visitor types without the prefix is stored as a Polish number.
    expect(withDialCode({ phone: "601 234 567", phone_country: defaultPhoneCountry("pl") })).toEqual({
      phone: "+48 601 234 567",
    });
  });

  it("starts with the country the list names, without loading the list", () => {
    for (const [code, dialCode] of Object.entries(STARTING_DIAL_CODES))
      expect(dialCode).toBe(`+${getCountryCallingCode(code as keyof typeof STARTING_DIAL_CODES)}`);
    for (const lang of ["cs", "en", "pl"] as const) {
      const listed = phoneCountries(locale[lang]).find(
        (country) => country.code === defaultPhoneCountry(lang),
      );
      expect(startingPhoneCountry(lang)).toEqual(listed);
    }
  });

  it("names the starting country without Intl: the browser's first Intl call cost a slow phone's first touch about 50 ms", () => {
    vi.stubGlobal("Intl", Object.assign(Object.create(Intl), { DisplayNames: undefined }));
    try {
      expect(startingPhoneCountry("pl")).toEqual({ code: "PL", name: "Polska", dialCode: "+48" });
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
