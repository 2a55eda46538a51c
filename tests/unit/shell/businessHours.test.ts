import {
  businessHoursRanges,
  isWithinBusinessHours,
  pacificOffsetMinutes,
} from "@web/rules/inquiry/businessHours";

const hours = {
  weekdays: { from: "05:00", to: "19:00" },
  weekends: { from: "07:00", to: "16:00" },
};
/** A Pacific wall time in November 2026 (PST, UTC-8): 2026-11-02 is a Monday. */
const pacific = (isoLocal: string) => new Date(`${isoLocal}-08:00`);

describe("business hours (spec 5, 8, 9)", () => {
  it("is open on a weekday between from and to, Pacific time", () => {
    expect(isWithinBusinessHours(hours, pacific("2026-11-02T05:00"))).toBe(true);
    expect(isWithinBusinessHours(hours, pacific("2026-11-02T18:59"))).toBe(true);
  });

  it("is closed before from and from the minute of to", () => {
    expect(isWithinBusinessHours(hours, pacific("2026-11-02T04:59"))).toBe(false);
    expect(isWithinBusinessHours(hours, pacific("2026-11-02T19:00"))).toBe(false);
  });

  it("uses the weekend range on Saturday and Sunday", () => {
    // Saturday 06:00 is inside the weekday range but before the weekend's 07:00.
    expect(isWithinBusinessHours(hours, pacific("2026-11-07T06:00"))).toBe(false);
    expect(isWithinBusinessHours(hours, pacific("2026-11-07T07:00"))).toBe(true);
    expect(isWithinBusinessHours(hours, pacific("2026-11-08T16:30"))).toBe(false);
    // Monday 06:00 is a weekday again.
    expect(isWithinBusinessHours(hours, pacific("2026-11-09T06:00"))).toBe(true);
  });

  it("reads the clock in the Pacific zone whatever the instant's zone", () => {
    // 2026-11-03T02:30Z is Monday 18:30 in Los Angeles: open, though Tuesday in UTC.
    expect(isWithinBusinessHours(hours, new Date("2026-11-03T02:30:00Z"))).toBe(true);
    // 2026-11-03T04:00Z is Monday 20:00 Pacific: closed.
    expect(isWithinBusinessHours(hours, new Date("2026-11-03T04:00:00Z"))).toBe(false);
  });

  it("follows daylight saving time", () => {
    // 2026-07-06 is a Monday in PDT (UTC-7): 12:30Z is 05:30 Pacific.
    expect(isWithinBusinessHours(hours, new Date("2026-07-06T12:30:00Z"))).toBe(true);
    expect(isWithinBusinessHours(hours, new Date("2026-07-06T11:30:00Z"))).toBe(false);
  });

  it("runs a range past midnight into the next day, by the day it started", () => {
    const late = {
      weekdays: { from: "22:00", to: "02:00" },
      weekends: { from: "10:00", to: "12:00" },
    };
    expect(isWithinBusinessHours(late, pacific("2026-11-06T23:00"))).toBe(true); // Friday
    expect(isWithinBusinessHours(late, pacific("2026-11-07T01:00"))).toBe(true); // Friday's night
    expect(isWithinBusinessHours(late, pacific("2026-11-07T02:00"))).toBe(false);
    // Sunday 01:00 follows Saturday's weekend range, which ends at noon.
    expect(isWithinBusinessHours(late, pacific("2026-11-08T01:00"))).toBe(false);
    // Monday 01:00 follows Sunday, a weekend day: closed.
    expect(isWithinBusinessHours(late, pacific("2026-11-09T01:00"))).toBe(false);
    expect(isWithinBusinessHours(late, pacific("2026-11-10T01:00"))).toBe(true); // Monday's night
  });

  it("counts missing or malformed hours as closed", () => {
    const now = pacific("2026-11-02T12:00");
    expect(isWithinBusinessHours(null, now)).toBe(false);
    expect(isWithinBusinessHours({ weekdays: { from: "9am", to: "17:00" } }, now)).toBe(false);
    expect(isWithinBusinessHours({ weekdays: { from: "09:00", to: "09:00" } }, now)).toBe(false);
  });

  it("shows both ranges converted to the visitor's zone", () => {
    const now = pacific("2026-11-02T12:00");
    expect(businessHoursRanges(hours, now, "America/Los_Angeles")).toEqual([
      "Weekdays 5:00 AM – 7:00 PM",
      "Weekends 7:00 AM – 4:00 PM",
    ]);
    expect(businessHoursRanges(hours, now, "America/New_York")).toEqual([
      "Weekdays 8:00 AM – 10:00 PM",
      "Weekends 10:00 AM – 7:00 PM",
    ]);
  });

  it("reads Pacific time by the US rule exactly as the zone database does, 2024-2031", () => {
    const intl = new Intl.DateTimeFormat("en-US", {
      timeZone: "America/Los_Angeles",
      timeZoneName: "shortOffset",
    });
    const mismatches: string[] = [];
    const hour = 3_600_000;
    for (let t = Date.UTC(2024, 0, 1); t < Date.UTC(2032, 0, 1); t += hour) {
      const now = new Date(t);
      const name = intl.formatToParts(now).find((part) => part.type === "timeZoneName")?.value;
      const expected = name === "GMT-7" ? -420 : name === "GMT-8" ? -480 : NaN;
      if (pacificOffsetMinutes(now) !== expected) mismatches.push(`${now.toISOString()} ${name}`);
    }
    expect(mismatches).toEqual([]);
  });

  it("switches at the exact minutes of the 2026 changes", () => {
    // Daylight time starts 2026-03-08 at 2:00 PST (10:00Z) and ends 2026-11-01 at 2:00 PDT (09:00Z).
    expect(pacificOffsetMinutes(new Date("2026-03-08T09:59:00Z"))).toBe(-480);
    expect(pacificOffsetMinutes(new Date("2026-03-08T10:00:00Z"))).toBe(-420);
    expect(pacificOffsetMinutes(new Date("2026-11-01T08:59:00Z"))).toBe(-420);
    expect(pacificOffsetMinutes(new Date("2026-11-01T09:00:00Z"))).toBe(-480);
  });

  it("converts to the runtime's own zone when no visitor zone is given", () => {
    // Jest runs with TZ=UTC unless told otherwise; whatever it is, the result must agree
    // with naming the runtime's zone explicitly.
    const now = pacific("2026-11-02T12:00");
    const own = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(businessHoursRanges(hours, now)).toEqual(businessHoursRanges(hours, now, own));
  });
});
