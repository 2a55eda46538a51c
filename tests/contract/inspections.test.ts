/**
 * The directory's inspection records (issue 27) on both engines: SQLite always,
 * PostgreSQL when TEST_DATABASE_URL is set. What the seed generates is what the store
 * answers, record for record, and the seeded directory looks like the real one: most
 * nursing homes clean or with minor citations, a few percent with actual harm, well
 * under one percent with immediate jeopardy, ratings that follow the citations.
 */
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { generateProviders, type SeedRecord } from "@web/directory/seed/generate";
import { SEEDED_CMS_MONTH, SEEDED_STATE_MONTH } from "@web/directory/seed/inspections";
import type { DirectoryStore } from "@web/directory/store";
import {
  isImmediateJeopardy,
  isSeriousCitation,
  SCOPE_SEVERITY_CODES,
  severityLevel,
} from "@web/rules/inspections/severity";
import { seededEngines } from "./seededEngines";

const SEED = { scale: 3000, seed: "inspections-contract" };

const engines = seededEngines("inspections contract", SEED);

const seeded: SeedRecord[] = [...generateProviders(SEED)];

describe("the seeded inspection records", () => {
  const nursingHomes = seeded.filter((r) => r.provider.careTypes.includes("nursing-homes"));
  const cms = seeded.flatMap((r) => (r.inspections?.sourceKind === "cms" ? [r.inspections] : []));

  it("gives every nursing home a CCN and Medicare's record, and most assisted living a state's", () => {
    expect(nursingHomes.length).toBeGreaterThan(200);
    expect(nursingHomes.every((r) => /^\d{6}$/.test(r.provider.ccn ?? ""))).toBe(true);
    expect(new Set(nursingHomes.map((r) => r.provider.ccn)).size).toBe(nursingHomes.length);
    expect(nursingHomes.every((r) => r.inspections?.sourceKind === "cms")).toBe(true);
    expect(
      cms.every((r) => r.asOf === SEEDED_CMS_MONTH && r.source === "Medicare Care Compare"),
    ).toBe(true);
    const assisted = seeded.filter(
      (r) => r.provider.careTypes.includes("assisted-living") && !r.provider.ccn,
    );
    const withState = assisted.filter((r) => r.inspections?.sourceKind === "state");
    expect(withState.length / assisted.length).toBeGreaterThan(0.5);
    expect(withState.length / assisted.length).toBeLessThan(0.8);
    const citation = withState.flatMap((r) => r.inspections!.citations)[0]!;
    expect(citation).toMatchObject({
      scopeSeverity: null,
      tag: null,
      stateClass: expect.stringMatching(/^(Class|Type) /),
    });
    expect(withState[0]!.inspections).toMatchObject({
      asOf: SEEDED_STATE_MONTH,
      ccn: null,
      ratings: null,
    });
    // Home care has no inspection record in the seed.
    const homeCare = seeded.filter(
      (r) => r.provider.careType === "in-home-care" && r.provider.careTypes.length === 1,
    );
    expect(homeCare.every((r) => r.inspections === null)).toBe(true);
  });

  it("is mostly clean or minor, a few percent actual harm, well under one percent immediate jeopardy", () => {
    const worst = (r: (typeof cms)[number]) =>
      r.citations.some((c) => isImmediateJeopardy(c.scopeSeverity))
        ? "jeopardy"
        : r.citations.some((c) => isSeriousCitation(c.scopeSeverity))
          ? "harm"
          : "minor";
    const share = (kind: string) => cms.filter((r) => worst(r) === kind).length / cms.length;
    expect(share("minor")).toBeGreaterThan(0.9);
    expect(share("harm")).toBeGreaterThan(0.01);
    expect(share("harm")).toBeLessThan(0.08);
    expect(share("jeopardy")).toBeLessThan(0.015);
    const everyone = seeded.filter((r) => r.inspections).length;
    expect(cms.filter((r) => worst(r) === "jeopardy").length / everyone).toBeLessThan(0.01);
    // Every letter is A-L and within three cycles.
    const citations = cms.flatMap((r) => r.citations);
    expect(citations.every((c) => SCOPE_SEVERITY_CODES.includes(c.scopeSeverity!))).toBe(true);
    expect(citations.every((c) => c.cycle! >= 1 && c.cycle! <= 3)).toBe(true);
    expect(citations.every((c) => c.surveyDate < `${SEEDED_CMS_MONTH}-01`)).toBe(true);
  });

  it("has ratings that follow the citations", () => {
    const rated = cms.filter((r) => r.ratings?.overall != null);
    const average = (records: typeof rated) =>
      records.reduce((sum, r) => sum + r.ratings!.healthInspection!, 0) / records.length;
    const serious = rated.filter((r) =>
      r.citations.some((c) => isSeriousCitation(c.scopeSeverity)),
    );
    const clean = rated.filter((r) =>
      r.citations.every((c) => severityLevel(c.scopeSeverity!) === "minimal"),
    );
    expect(average(serious)).toBeLessThan(2);
    expect(average(clean)).toBeGreaterThan(4.5);
    const stars = new Set(rated.map((r) => r.ratings!.overall));
    expect([...stars].sort()).toEqual([1, 2, 3, 4, 5]);
  });
});

describe.each(engines)("InspectionStore on $name", ({ open }) => {
  let store: DirectoryStore;
  beforeAll(async () => {
    store = await open();
  }, 180_000);
  afterAll(() => store?.close());

  it("answers each provider's record as the seed made it", async () => {
    const sample = [
      ...seeded.filter((r) => r.inspections?.sourceKind === "cms").slice(0, 40),
      ...seeded.filter((r) => r.inspections?.sourceKind === "state").slice(0, 40),
      ...seeded
        .filter((r) => r.inspections?.citations.some((c) => isSeriousCitation(c.scopeSeverity)))
        .slice(0, 10),
    ];
    for (const record of sample) {
      expect(await store.inspectionsOf(record.provider.id)).toEqual(record.inspections);
    }
  });

  it("answers null for a provider without a record and for an unknown provider", async () => {
    const without = seeded.find((r) => r.inspections === null)!;
    expect(await store.inspectionsOf(without.provider.id)).toBeNull();
    expect(await store.inspectionsOf("no-such-provider")).toBeNull();
  });

  it("finds every nursing home by its CCN", async () => {
    const byCcn = await store.providersByCcn();
    const homes = seeded.filter((r) => r.provider.ccn);
    expect(byCcn.size).toBe(homes.length);
    const first = homes[0]!;
    expect(byCcn.get(first.provider.ccn!)).toEqual({
      providerId: first.provider.id,
      name: first.provider.name,
      asOf: SEEDED_CMS_MONTH,
    });
  });

  it("keeps the CCN on the provider's record", async () => {
    const home = seeded.find((r) => r.provider.ccn)!;
    expect((await store.getProvider(home.provider.id))!.ccn).toBe(home.provider.ccn);
  });
});
