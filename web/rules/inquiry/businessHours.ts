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

const MINUTE_MS = 60_000;

/** UTC midnight of the `n`th Sunday (1-based) of a month, in ms. */
function nthSundayUtc(year: number, month: number, n: number): number {
  const firstWeekday = new Date(Date.UTC(year, month, 1)).getUTCDay();
  return Date.UTC(year, month, 1 + ((7 - firstWeekday) % 7) + (n - 1) * 7);
}

/**
 * Pacific time's offset from UTC in minutes at `now` (-420 in daylight time, -480
 * otherwise), by the US rule in force since 2007: daylight time from the second Sunday of
 * March at 2:00 standard time (10:00 UTC) to the first Sunday of November at 2:00
 * daylight time (09:00 UTC). Arithmetic instead of `Intl.DateTimeFormat` with a
 * `timeZone`: that loads ICU's zone data, 40-50 ms of a phone's main thread on the first
 * call of every page (the header checks the hours while it hydrates). The unit tests
 * check this against Intl for every hour of several years.
 */
export function pacificOffsetMinutes(now: Date): number {
  const year = now.getUTCFullYear();
  const start = nthSundayUtc(year, 2, 2) + 10 * 60 * MINUTE_MS;
  const end = nthSundayUtc(year, 10, 1) + 9 * 60 * MINUTE_MS;
  const time = now.getTime();
  return time >= start && time < end ? -420 : -480;
}

/** The wall clock at `now` in a zone `offset` minutes from UTC. */
function clockAtOffset(now: Date, offset: number): ZonedClock {
  const wall = new Date(now.getTime() + offset * MINUTE_MS);
  return { weekday: wall.getUTCDay(), minutes: wall.getUTCHours() * 60 + wall.getUTCMinutes() };
}

function zonedClock(now: Date, timeZone: string): ZonedClock {
  if (timeZone === BUSINESS_HOURS_TIME_ZONE) return clockAtOffset(now, pacificOffsetMinutes(now));
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

/**
 * Minutes to add to `from`'s wall time to get the visitor's wall time, at `now`. Without
 * `to`, the visitor's zone is this runtime's own (in a browser, the visitor's clock), read
 * from `Date` rather than Intl.
 */
function offsetMinutes(now: Date, from: string, to: string | undefined): number {
  const wall = (clock: ZonedClock) => clock.weekday * 1440 + clock.minutes;
  const visitor =
    to === undefined ? clockAtOffset(now, -now.getTimezoneOffset()) : zonedClock(now, to);
  let diff = wall(visitor) - wall(zonedClock(now, from));
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
 * Without `visitorTimeZone`, the visitor's zone is the runtime's local one.
 */
export function businessHoursRanges(
  hours: BusinessHours | null | undefined,
  now: Date,
  visitorTimeZone?: string,
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
