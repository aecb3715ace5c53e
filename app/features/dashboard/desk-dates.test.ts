import { describe, expect, it } from "vitest";
import { deskDates } from "./desk-dates";

describe("deskDates", () => {
  const instant = "2026-11-26T23:30:00Z";

  it("writes an instant in the viewer's zone, whatever the runtime's", () => {
    expect(deskDates("en", "Europe/Prague").moment(instant)).toBe("Nov 27, 2026, 12:30 AM");
    expect(deskDates("en", "America/New_York").moment(instant)).toBe("Nov 26, 2026, 6:30 PM");
    expect(deskDates("cs", "Europe/Prague").moment(instant)).toBe("27. 11. 2026 0:30");
    expect(deskDates("pl", "Europe/Warsaw").moment(instant)).toBe("27 lis 2026, 00:30");
  });

  it("gives an instant's day in the viewer's zone", () => {
    expect(deskDates("en", "Europe/Prague").date(instant)).toBe("Nov 27, 2026");
    expect(deskDates("en", "America/New_York").date(instant)).toBe("Nov 26, 2026");
  });

  it("keeps a calendar day the same in every zone", () => {
    expect(deskDates("en", "Pacific/Kiritimati").day("2026-11-26")).toBe("Nov 26, 2026");
    expect(deskDates("en", "Pacific/Pago_Pago").day("2026-11-26")).toBe("Nov 26, 2026");
  });
});
