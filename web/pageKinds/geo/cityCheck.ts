/**
 * The Studio's "Check against all cities" (issue 16) as one bounded job (issue 28.1):
 * the template rendered for every city page of the care types until a deadline, in an
 * order that spreads the pages over the whole directory, so a check stopped by its
 * time limit has still looked at every state and care type; and the report cut to what
 * the Studio shows (the first problems and conditionals, a few places each, with the
 * full counts). Runs in the check's worker thread (web/pageKinds/geo/templateWorker.ts); pure,
 * given the directory's numbers, so it is tested without one.
 */
import {
  checkTemplate,
  type CheckProblem,
  type ConditionalSummary,
  type TemplateCheckReport,
} from "@templates/check";
import type { GeoCopyTemplate } from "@templates/engine";
import type { GeoCopyPlaces } from "@web/rules/model/types";
import type { GeoCareType } from "@web/rules/careTypes";
import { geoCopyPageBuilder, type GeoCopyPage } from "./geoCopyPlaces";

/** Problems and conditionals sent to the Studio; the counts cover all of them. */
export const PROBLEMS_SENT = 100;
export const CONDITIONALS_SENT = 100;
/** Places named per problem and per conditional (the Studio shows the first five). */
export const PLACES_SENT = 10;

/** How often a running check says how far it got. */
const PROGRESS_EVERY_MS = 500;

export interface CityCheckAnswer extends Omit<TemplateCheckReport, "problems" | "conditionals"> {
  /** False when the time limit stopped the check: `places` of `totalPlaces` were checked. */
  complete: boolean;
  /** Every city page of the care types. */
  totalPlaces: number;
  careTypes: GeoCareType[];
  /** Cities of the directory (each checked once per care type). */
  cities: number;
  /** Time to read the cities' numbers from the directory. */
  loadMilliseconds: number;
  /** The first {@link PROBLEMS_SENT} problems, by position in the template. */
  problems: CheckProblem[];
  problemCount: number;
  /** The first {@link CONDITIONALS_SENT} conditionals, those skipped somewhere first. */
  conditionals: ConditionalSummary[];
  conditionalCount: number;
  /** Where the check ran: always off the server's main thread. */
  thread: "worker";
}

export interface CityCheckJob {
  template: GeoCopyTemplate;
  careTypes: readonly GeoCareType[];
  /** The clock of the `year` variable. */
  now: Date;
  /** Epoch milliseconds: no page is started after this. */
  deadline: number;
  /** Called as the first page starts, then every half second, with the pages checked so far. */
  onProgress?: (checked: number, total: number) => void;
  /** The clock of the deadline (tests). */
  clock?: () => number;
}

function greatestCommonDivisor(a: number, b: number): number {
  return b === 0 ? a : greatestCommonDivisor(b, a % b);
}

/**
 * Every index of 0..n-1 once, each step a golden-ratio stride further on: the first
 * few hundred of 13,565 cities (sorted by state) come from every state.
 */
export function spreadOrder(n: number): number[] {
  if (n <= 2) return Array.from({ length: n }, (_, index) => index);
  let step = Math.max(1, Math.round(n * 0.618_034));
  while (greatestCommonDivisor(step, n) !== 1) step += 1;
  return Array.from({ length: n }, (_, index) => (index * step) % n);
}

/** The city pages of the care types, city by city in {@link spreadOrder}, every care type of a city together. */
export function* spreadCityPages(
  places: GeoCopyPlaces,
  careTypes: readonly GeoCareType[],
  now: Date,
): Generator<GeoCopyPage> {
  const builders = careTypes.flatMap((careType) => {
    const builder = geoCopyPageBuilder(places, careType, now, careTypes.length > 1);
    return builder ? [builder] : [];
  });
  for (const index of spreadOrder(places.cities.length)) {
    const city = places.cities[index]!;
    for (const pageOf of builders) yield pageOf(city);
  }
}

function countedPages(places: GeoCopyPlaces, careTypes: readonly GeoCareType[]): number {
  const known = careTypes.filter((careType) => geoCopyPageBuilder(places, careType) !== null);
  return places.cities.length * known.length;
}

/** What the Studio is sent of a report: the first items, a few places each, and the counts. */
export function pagedReport(
  report: TemplateCheckReport,
): Pick<CityCheckAnswer, "problems" | "problemCount" | "conditionals" | "conditionalCount"> {
  const problems = report.problems
    .slice(0, PROBLEMS_SENT)
    .map((problem) => ({ ...problem, places: problem.places.slice(0, PLACES_SENT) }));
  const byPosition = (a: ConditionalSummary, b: ConditionalSummary) =>
    a.line - b.line || a.column - b.column;
  // The Studio lists the conditionals left out somewhere: those go first when there are many.
  const skipped = report.conditionals.filter((item) => item.skipped > 0);
  const shown = report.conditionals.filter((item) => item.skipped === 0);
  const conditionals = [...skipped, ...shown]
    .slice(0, CONDITIONALS_SENT)
    .sort(byPosition)
    .map((item) => ({ ...item, skippedIn: item.skippedIn.slice(0, PLACES_SENT) }));
  return {
    problems,
    problemCount: report.problems.length,
    conditionals,
    conditionalCount: report.conditionals.length,
  };
}

/** Checks `job.template` against the directory's city pages until done or `job.deadline`. */
export function runCityCheck(
  job: CityCheckJob,
  places: GeoCopyPlaces,
  loadMilliseconds: number,
): CityCheckAnswer {
  const clock = job.clock ?? Date.now;
  const total = countedPages(places, job.careTypes);
  let stopped = false;
  let checked = 0;
  function* untilDeadline(): Generator<GeoCopyPage> {
    job.onProgress?.(0, total);
    let reported = clock();
    for (const page of spreadCityPages(places, job.careTypes, job.now)) {
      const now = clock();
      if (now >= job.deadline) {
        stopped = true;
        return;
      }
      if (now - reported >= PROGRESS_EVERY_MS) {
        job.onProgress?.(checked, total);
        reported = now;
      }
      checked += 1;
      yield page;
    }
  }
  const report = checkTemplate(job.template, untilDeadline(), { now: job.now });
  // Stopped before the first page: that is no directory without cities.
  if (stopped && checked === 0) {
    report.problems = report.problems.filter((problem) => problem.kind !== "no-places");
  }
  const complete = !stopped;
  const paged = pagedReport(report);
  return {
    ...report,
    ...paged,
    ok: complete && paged.problemCount === 0,
    complete,
    totalPlaces: total,
    careTypes: [...job.careTypes],
    cities: places.cities.length,
    loadMilliseconds,
    thread: "worker",
  };
}
