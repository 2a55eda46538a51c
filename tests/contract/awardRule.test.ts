/**
 * Awards that respect the record (issue 27.4) on both engines: SQLite always, PostgreSQL
 * when TEST_DATABASE_URL is set. Three Caring Stars winners of the seed get an imported
 * inspection record (the importer's own write path): one with immediate jeopardy (K) in
 * one of its award years, one with actual harm (H) in an award year, one with immediate
 * jeopardy (L) in a year it won nothing. Only the first loses one year, and it loses it
 * everywhere the store answers awards: the provider, the saved list, search cards, geo
 * top providers, winner lists, tallies, and the QA listing says why.
 */
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { generateProviders } from "@web/directory/seed/generate";
import type { DirectoryStore } from "@web/directory/store";
import { isProviderPageHidden } from "@web/rules/provider/providerPage";
import { caringStarsYears } from "@web/rules/card/topRatedBadge";
import type { AwardWinnersRequest } from "@web/rules/model/awardTypes";
import type { Provider } from "@web/rules/model/model";
import type { InspectionCitation, ProviderInspections } from "@web/rules/model/inspections";
import { severityLevel, type ScopeSeverityCode } from "@web/rules/inspections/severity";
import { seededEngines } from "./seededEngines";

const SEED = { scale: 3000, seed: "award-rule-contract" };

const engines = seededEngines("award rule contract", SEED);

// Listed senior-living winners of the seed with two award years or more.
const winners = [...generateProviders(SEED)]
  .map((r) => r.provider as unknown as Provider)
  .filter(
    (p) =>
      p.rollupType === "senior-living" &&
      !isProviderPageHidden(p) &&
      caringStarsYears(p).length >= 2,
  );

function citation(surveyDate: string, code: ScopeSeverityCode, tag: string): InspectionCitation {
  return {
    surveyDate,
    standard: true,
    complaint: false,
    cycle: 1,
    tag,
    category: "Quality of Life and Care Deficiencies",
    description: "Contract test citation.",
    scopeSeverity: code,
    severity: severityLevel(code),
    stateClass: null,
    corrected: true,
    correctedOn: null,
    correctionStatus: "Deficient, Provider has date of correction",
  };
}

function record(citations: InspectionCitation[]): ProviderInspections {
  return {
    source: "Medicare Care Compare",
    sourceKind: "cms",
    asOf: "2099-01",
    ccn: null,
    recordUrl: null,
    ratings: null,
    citations,
  };
}

describe.each(engines)("awards that respect the record on $name", ({ open }) => {
  let store: DirectoryStore;
  const [jeopardy, harm, otherYear] = winners;
  const withheldYear = caringStarsYears(jeopardy!)[1]!;
  const harmYear = caringStarsYears(harm!)[0]!;
  const otherYears = caringStarsYears(otherYear!);
  const quietYear = [2019, 2018, 2017, 2016].find((y) => !otherYears.includes(y))!;

  const inYear = async (p: Provider, year: number, stateCode?: string) => {
    const request: AwardWinnersRequest = {
      rollUpType: "senior-living",
      year,
      stateCode: stateCode ?? null,
      offset: 0,
      limit: 5000,
    };
    return store.awardWinners(request).then((page) => ({
      listed: page.winners.some((w) => w.id === p.id),
      total: page.total,
    }));
  };

  beforeAll(async () => {
    expect(winners.length).toBeGreaterThanOrEqual(3);
    store = await open();
    await store.importInspections({
      sourceKind: "cms",
      asOf: "2099-01",
      importedAt: "2099-01-15T00:00:00.000Z",
      details: { test: "award rule" },
      records: [
        {
          providerId: jeopardy!.id,
          record: record([
            citation(`${withheldYear}-04-14`, "K", "F0835"),
            citation(`${withheldYear}-04-14`, "J", "F0689"),
            citation(`${withheldYear}-08-01`, "G", "F0600"),
          ]),
        },
        { providerId: harm!.id, record: record([citation(`${harmYear}-02-03`, "H", "F0689")]) },
        {
          providerId: otherYear!.id,
          record: record([citation(`${quietYear}-06-30`, "L", "F0600")]),
        },
      ],
    });
  }, 120_000);

  afterAll(() => store?.close());

  it("takes the withheld year off the provider, and only that year", async () => {
    const expected = caringStarsYears(jeopardy!).filter((y) => y !== withheldYear);
    const byId = await store.getProvider(jeopardy!.id);
    expect(caringStarsYears(byId!)).toEqual(expected);
    const byPath = await store.getProviderByPath(jeopardy!.path);
    expect(caringStarsYears(byPath!.provider)).toEqual(expected);
    const [saved] = await store.getProvidersByIds([jeopardy!.id]);
    expect(caringStarsYears(saved!)).toEqual(expected);
    // Actual harm, or jeopardy in a year without an award, withholds nothing.
    expect(caringStarsYears((await store.getProvider(harm!.id))!)).toEqual(caringStarsYears(harm!));
    expect(caringStarsYears((await store.getProvider(otherYear!.id))!)).toEqual(otherYears);
  });

  it("shows search cards with the same years", async () => {
    const search = await store.search({
      hitsPerPage: 2000,
      matchAllFilters: true,
      page: 0,
      sortBy: "recommended",
      criteria: { state: jeopardy!.address.state.code, excludeNearby: true },
    });
    const card = search.results.find((r) => r.id === jeopardy!.id);
    expect(card).toBeDefined();
    expect(caringStarsYears(card!)).not.toContain(withheldYear);
    expect(caringStarsYears(card!).length).toBe(caringStarsYears(jeopardy!).length - 1);
  });

  it("leaves the provider out of that year's winners and counts, not the others", async () => {
    const state = jeopardy!.address.state.code;
    expect(await inYear(jeopardy!, withheldYear)).toMatchObject({ listed: false });
    const inState = await inYear(jeopardy!, withheldYear, state);
    expect(inState.listed).toBe(false);
    const tally = (await store.awardTallies("senior-living")).find(
      (t) => t.year === withheldYear && t.stateCode === state,
    );
    expect(tally?.winners ?? 0).toBe(inState.total);
    for (const year of caringStarsYears(jeopardy!).filter((y) => y !== withheldYear)) {
      expect((await inYear(jeopardy!, year)).listed).toBe(true);
    }
    expect((await inYear(harm!, harmYear)).listed).toBe(true);
    for (const year of otherYears) expect((await inYear(otherYear!, year)).listed).toBe(true);
  });

  it("lists the withheld award and why for QA: the worst citation of the year", async () => {
    const withheld = await store.withheldAwardWinners();
    expect(withheld.filter((w) => [harm!.id, otherYear!.id].includes(w.providerId))).toEqual([]);
    expect(withheld.filter((w) => w.providerId === jeopardy!.id)).toEqual([
      {
        providerId: jeopardy!.id,
        name: jeopardy!.name,
        path: jeopardy!.path,
        stateCode: jeopardy!.address.state.code,
        rollUpType: "senior-living",
        year: withheldYear,
        surveyDate: `${withheldYear}-04-14`,
        tag: "F0835",
        scopeSeverity: "K",
      },
    ]);
    // Every withheld award is one the winner lists leave out.
    for (const w of withheld.slice(0, 5)) {
      const page = await store.awardWinners({
        rollUpType: w.rollUpType as AwardWinnersRequest["rollUpType"],
        year: w.year,
        stateCode: w.stateCode,
        offset: 0,
        limit: 5000,
      });
      expect(page.winners.some((winner) => winner.id === w.providerId)).toBe(false);
    }
  });

  it("counts a later import at once, though the counts were read before it", async () => {
    const state = harm!.address.state.code;
    const count = async () =>
      (await store.awardTallies("senior-living")).find(
        (t) => t.year === harmYear && t.stateCode === state,
      )?.winners ?? 0;
    const before = await count();
    expect(before).toBeGreaterThan(0);
    // The same counts, read again (and kept), are a copy a caller may change.
    const read = await store.awardTallies("senior-living");
    read.length = 0;
    expect(await count()).toBe(before);
    // A later month of the same source: the harm winner is now cited J in its award year.
    await store.importInspections({
      sourceKind: "cms",
      asOf: "2099-02",
      importedAt: "2099-02-15T00:00:00.000Z",
      details: { test: "award rule, later month" },
      records: [
        {
          providerId: harm!.id,
          record: {
            ...record([citation(`${harmYear}-02-03`, "J", "F0689")]),
            asOf: "2099-02",
          },
        },
      ],
    });
    expect(await count()).toBe(before - 1);
    expect((await inYear(harm!, harmYear)).listed).toBe(false);
  });
});
