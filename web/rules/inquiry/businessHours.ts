/**
 * spec 5: "Business hours are checked as now being between the start and end of the
 * weekday or weekend range"; spec 9: the hours are Pacific time and the display converts
 * them to the visitor's zone; spec 8: outside them the header says 'Get in touch with us
 * during business hours' with both ranges. Pure: the caller passes the clock.
 */

export const BUSINESS_HOURS_TIME_ZONE = "America/Los_Angeles";
export const OUTSIDE_BUSINESS_HOURS_MESSAGE = "Get in touch with us during business hours";

export interface HoursRange {
  from?: string | null;
  to?: string | null;
}

export interface BusinessHours {
  weekdays?: HoursRange | null;
  weekends?: HoursRange | null;
}

const HH_MM = /^([01]\d|2[0-3]):([0-5]\d)$/;

function minutesOf(value: string | null | undefined): number | null {
  const match = HH_MM.exec(value ?? "");
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

interface ZonedClock {
  /** 0 Sunday .. 6 Saturday, in the zone. */
  weekday: number;
  /** Minutes since midnight, in the zone. */
  minutes: number;
}

const WEEKDAY_INDEX: Record<string, number> = {
  Sun: 0,
  Mon: 1,
  Tue: 2,
  Wed: 3,
  Thu: 4,
  Fri: 5,
  Sat: 6,
};

function zonedClock(now: Date, timeZone: string): ZonedClock {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    weekday: "short",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return {
    weekday: WEEKDAY_INDEX[part("weekday")] ?? 0,
    minutes: Number(part("hour")) * 60 + Number(part("minute")),
  };
}

const isWeekend = (weekday: number) => weekday === 0 || weekday === 6;

function rangeOf(hours: BusinessHours, weekday: number) {
  const range = isWeekend(weekday) ? hours.weekends : hours.weekdays;
  const from = minutesOf(range?.from);
  const to = minutesOf(range?.to);
  return from === null || to === null || from === to ? null : { from, to };
}

/**
 * Whether `now` falls inside the day's range (from inclusive, to exclusive). A range whose
 * end is before its start runs past midnight: its early-morning part belongs to the
 * previous day's kind (Friday 22:00-02:00 still covers Saturday 01:00). Missing or
 * malformed hours count as closed, so the header never promises a call nobody answers.
 */
export function isWithinBusinessHours(
  hours: BusinessHours | null | undefined,
  now: Date,
  timeZone = BUSINESS_HOURS_TIME_ZONE,
): boolean {
  if (!hours) return false;
  const { weekday, minutes } = zonedClock(now, timeZone);
  const today = rangeOf(hours, weekday);
  if (today) {
    if (today.from < today.to && minutes >= today.from && minutes < today.to) return true;
    if (today.from > today.to && minutes >= today.from) return true;
  }
  const yesterday = rangeOf(hours, (weekday + 6) % 7);
  return Boolean(yesterday && yesterday.from > yesterday.to && minutes < yesterday.to);
}

/** Minutes to add to Pacific wall time to get the visitor's wall time, at `now`. */
function offsetMinutes(now: Date, from: string, to: string): number {
  const wall = (timeZone: string) => {
    const c = zonedClock(now, timeZone);
    return c.weekday * 1440 + c.minutes;
  };
  let diff = wall(to) - wall(from);
  if (diff > 3.5 * 1440) diff -= 7 * 1440;
  if (diff < -3.5 * 1440) diff += 7 * 1440;
  return diff;
}

function formatMinutes(total: number): string {
  const minutes = ((total % 1440) + 1440) % 1440;
  const hour = Math.floor(minutes / 60);
  const minute = minutes % 60;
  const suffix = hour < 12 ? "AM" : "PM";
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${hour12}:${String(minute).padStart(2, "0")} ${suffix}`;
}

/**
 * The two ranges as the visitor reads them (spec 9: converted from Pacific to the
 * visitor's zone), e.g. "Weekdays 8:00 AM – 10:00 PM" and "Weekends 10:00 AM – 7:00 PM".
 */
export function businessHoursRanges(
  hours: BusinessHours | null | undefined,
  now: Date,
  visitorTimeZone: string,
  timeZone = BUSINESS_HOURS_TIME_ZONE,
): string[] {
  if (!hours) return [];
  const shift = offsetMinutes(now, timeZone, visitorTimeZone);
  const line = (label: string, range: HoursRange | null | undefined) => {
    const from = minutesOf(range?.from);
    const to = minutesOf(range?.to);
    if (from === null || to === null) return null;
    return `${label} ${formatMinutes(from + shift)} – ${formatMinutes(to + shift)}`;
  };
  return [line("Weekdays", hours.weekdays), line("Weekends", hours.weekends)].filter(
    (entry): entry is string => entry !== null,
  );
}
