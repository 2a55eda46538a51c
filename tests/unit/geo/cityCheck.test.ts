/**
 * The Studio's check against all cities as one bounded job (issue 28.1): pages spread
 * over the whole directory, a deadline that stops it with what was checked so far, and
 * a report cut to what the Studio shows, with the full counts.
 */
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import type { TemplateCheckReport } from "@templates/check";
import { seededMemoryStore } from "@web/directory/sqlite/sqliteStore";
import type { DirectoryStore } from "@web/directory/store";
import type { GeoCopyPlaces } from "@web/rules/model/types";
import {
  CONDITIONALS_SENT,
  pagedReport,
  PLACES_SENT,
  PROBLEMS_SENT,
  runCityCheck,
  spreadCityPages,
  spreadOrder,
} from "@web/pageKinds/geo/cityCheck";
import { geoCopyPages } from "@web/pageKinds/geo/geoCopyPlaces";

const NOW = new Date("2026-11-23T12:00:00Z");
const FAR = Number.MAX_SAFE_INTEGER;

let store: DirectoryStore;
let places: GeoCopyPlaces;
beforeAll(async () => {
  store = await seededMemoryStore({ scale: 800, seed: "city-check" });
  places = await store.geoCopyPlaces();
}, 60_000);
afterAll(() => store?.close());

describe("the order a check takes the city pages in", () => {
  it("visits every city exactly once, the first few from all over the list", () => {
    for (const n of [0, 1, 2, 3, 10, 13_565]) {
      const order = spreadOrder(n);
      expect(new Set(order).size).toBe(n);
      expect(order.every((index) => index >= 0 && index < n)).toBe(true);
    }
    const first = spreadOrder(1000).slice(0, 10);
    // Ten cities out of a thousand sorted by state: from (nearly) every tenth of the list.
    expect(new Set(first.map((index) => Math.floor(index / 100))).size).toBeGreaterThanOrEqual(9);
  });

  it("gives the same pages as the full list, every care type of a city together", () => {
    const careTypes = ["assisted-living", "nursing-homes"] as const;
    const spread = [...spreadCityPages(places, careTypes, NOW)];
    const all = geoCopyPages(places, careTypes, NOW);
    expect(spread).toHaveLength(all.length);
    expect(new Set(spread.map((page) => page.path))).toEqual(new Set(all.map((page) => page.path)));
    expect(spread[0]!.careType).toBe("assisted-living");
    expect(spread[1]!.careType).toBe("nursing-homes");
    expect(spread[0]!.label.replace(/ \(.*\)$/, "")).toBe(spread[1]!.label.replace(/ \(.*\)$/, ""));
  });
});

describe("a check against all cities", () => {
  it("checks every page when there is time, and says it is complete", () => {
    const answer = runCityCheck(
      {
        template: { id: "t", source: "In {{city}}, {{county}}." },
        careTypes: ["assisted-living"],
        now: NOW,
        deadline: FAR,
      },
      places,
      12,
    );
    expect(answer).toMatchObject({
      complete: true,
      ok: false,
      places: places.cities.length,
      totalPlaces: places.cities.length,
      cities: places.cities.length,
      careTypes: ["assisted-living"],
      loadMilliseconds: 12,
      problemCount: 1,
      thread: "worker",
    });
    expect(answer.problems[0]).toMatchObject({
      kind: "missing-value",
      count: places.cities.length,
    });
    expect(answer.problems[0]!.places).toHaveLength(PLACES_SENT);
  });

  it("stops at its deadline and answers with what it checked, marked incomplete", () => {
    let time = 0;
    const progress: number[] = [];
    const answer = runCityCheck(
      {
        template: { id: "t", source: "{{careTypeName}} in {{city}}." },
        careTypes: ["assisted-living", "memory-care-facilities"],
        now: NOW,
        // The clock moves 100 ms at each reading, one reading a page (and one to start):
        // 24 pages start before the deadline.
        clock: () => (time += 100),
        deadline: 2_550,
        onProgress: (checked) => progress.push(checked),
      },
      places,
      0,
    );
    expect(answer.complete).toBe(false);
    expect(answer.ok).toBe(false);
    expect(answer.places).toBe(24);
    expect(answer.totalPlaces).toBe(places.cities.length * 2);
    // Nothing went wrong in the pages checked: no problem, not even "no places".
    expect(answer.problemCount).toBe(0);
    expect(progress.length).toBeGreaterThan(2);
    expect(progress.at(-1)).toBeLessThanOrEqual(24);
  });

  it("stopped before its first page reports no problem and no page", () => {
    const answer = runCityCheck(
      {
        template: { id: "t", source: "{{city}}" },
        careTypes: ["assisted-living"],
        now: NOW,
        deadline: 0,
      },
      places,
      0,
    );
    expect(answer).toMatchObject({ complete: false, places: 0, problemCount: 0, length: null });
  });
});

describe("the report the Studio is sent", () => {
  const place = (index: number) => `City ${index}, TX`;
  const report: TemplateCheckReport = {
    templateId: "t",
    places: 500,
    ok: false,
    milliseconds: 1,
    length: null,
    problems: Array.from({ length: 150 }, (_, index) => ({
      kind: "missing-value" as const,
      line: index + 1,
      column: 1,
      message: `problem ${index}`,
      count: 50,
      places: Array.from({ length: 50 }, (_, at) => place(at)),
    })),
    conditionals: Array.from({ length: 150 }, (_, index) => ({
      line: index + 1,
      column: 1,
      helper: "if" as const,
      shown: 10,
      // Only the last 20 are skipped anywhere: they must be among those sent.
      skipped: index >= 130 ? 5 : 0,
      skippedIn: index >= 130 ? Array.from({ length: 5 }, (_, at) => place(at)) : [],
    })),
  };

  it("holds the first problems and conditionals, a few places each, and the full counts", () => {
    const paged = pagedReport(report);
    expect(paged.problemCount).toBe(150);
    expect(paged.problems).toHaveLength(PROBLEMS_SENT);
    expect(paged.problems.every((problem) => problem.places.length === PLACES_SENT)).toBe(true);
    expect(paged.problems.every((problem) => problem.count === 50)).toBe(true);
    expect(paged.conditionalCount).toBe(150);
    expect(paged.conditionals).toHaveLength(CONDITIONALS_SENT);
    expect(paged.conditionals.filter((item) => item.skipped > 0)).toHaveLength(20);
    const lines = paged.conditionals.map((item) => item.line);
    expect(lines).toEqual([...lines].sort((a, b) => a - b));
    expect(JSON.stringify(paged).length).toBeLessThan(JSON.stringify(report).length / 3);
  });
});
