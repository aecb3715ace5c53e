import { describe, expect, it } from "vitest";
import { type Lang, languages, locale } from "~/domain/languages";
import { BOOKING_DAYS, bookingDays, dayParts } from "../features/booking/windows";
import { formTokenAge } from "../features/leads/form-token.server";
import { fillFreshFields, freshField, hasFreshFields, isPrerendering } from "./fresh-fields.server";

const secret = "s".repeat(32);
// A Thursday evening in Prague: the offered days start on Friday and skip the weekend.
const now = new Date("2026-11-26T18:00:00Z");

/** Markup and data as a prerendered booking page holds them: each placeholder more than once. */
function bookingTemplate(lang: Lang) {
  const days = Array.from({ length: BOOKING_DAYS }, (_, index) => freshField.bookingDay(index, lang));
  const markup = days
    .map(({ day, weekday, date }) => `<input value="${day}:morning"><span>${weekday}</span>${date}`)
    .join("");
  const data = JSON.stringify({ days, formToken: freshField.formToken() });
  return `<input name="form_token" value="${freshField.formToken()}">${markup}<script type="text/plain">${JSON.stringify(data)}</script>`;
}

describe("fresh fields of prerendered pages", () => {
  it("knows prerendering by the missing load context", () => {
    expect(isPrerendering(undefined)).toBe(true);
    expect(isPrerendering({} as never)).toBe(true);
    expect(isPrerendering({ services: {}, clientIp: "203.0.113.7" } as never)).toBe(false);
  });

  it("fills in one freshly signed form token, everywhere the page holds it", () => {
    const filled = fillFreshFields(bookingTemplate("en"), { secret }, now) ?? "";
    const tokens = [...filled.matchAll(/\d{13}\.[\w-]{43}/g)].map((match) => match[0]);
    expect(tokens.length).toBe(2);
    expect(new Set(tokens).size).toBe(1);
    expect(formTokenAge(tokens[0], secret, now.getTime())).toBe(0);
    expect(hasFreshFields(filled)).toBe(false);
  });

  it("fills in the coming working days in the page's language", () => {
    for (const lang of languages) {
      const filled = fillFreshFields(bookingTemplate(lang), { secret }, now) ?? "";
      const days = bookingDays(now);
      expect(days[0]).toBe("2026-11-27");
      expect([...filled.matchAll(/<input value="([\d-]+):morning">/g)].map((match) => match[1])).toEqual(
        days,
      );
      for (const day of days) {
        const { weekday, date } = dayParts(day, locale[lang]);
        expect(filled).toContain(`<input value="${day}:morning"><span>${weekday}</span>${date}`);
      }
      // The inline data still parses, with the same days as the markup.
      const data = JSON.parse(
        JSON.parse(filled.match(/<script type="text\/plain">(.*)<\/script>/)?.[1] ?? ""),
      );
      expect(data.days.map((day: { day: string }) => day.day)).toEqual(days);
    }
  });

  it("leaves a booking page to be rendered per request when a booking calendar is set", () => {
    const settings = { secret, bookingUrl: "https://cal.example.com/agency" };
    expect(fillFreshFields(bookingTemplate("cs"), settings, now)).toBeNull();
    // A page with only a form token (the demo page) is still filled in.
    const demo = fillFreshFields(`<input value="${freshField.formToken()}">`, settings, now) ?? "";
    expect(demo).toMatch(/^<input value="\d{13}\.[\w-]{43}">$/);
  });

  it("refuses a placeholder it does not know rather than serving it", () => {
    expect(() => fillFreshFields("{{fresh:booking-day:10:cs}}", { secret }, now)).toThrow(/booking-day:10/);
    expect(() => fillFreshFields("{{fresh:visitor-name}}", { secret }, now)).toThrow(/visitor-name/);
    expect(() => fillFreshFields("{{fresh:Form Token}}", { secret }, now)).toThrow(/unknown shape/);
  });

  it("leaves a page without placeholders as it is", () => {
    expect(fillFreshFields("<p>{{ not a field }}</p>", { secret }, now)).toBe("<p>{{ not a field }}</p>");
  });
});
