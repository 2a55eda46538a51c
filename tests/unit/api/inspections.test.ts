/**
 * issue 27: GET /api/v2/location/{id} answers the provider's inspection record
 * (`inspections: {source, sourceKind, asOf, ccn, recordUrl, ratings, citations[]}`, null
 * when the directory holds none), through its handler over a small seeded directory.
 */
import { afterAll, beforeAll, describe, expect, it, jest } from "@jest/globals";
import { getProviderById } from "@web/api/handlers";
import { generateProviders, type SeedRecord } from "@web/directory/seed/generate";
import type { ProviderDetail, ProviderInspections } from "@web/rules/model/types";
import { openTestDirectory, TEST_SCALE, TEST_SEED, type TestDirectory } from "./directoryFixture";

type Answer = ProviderDetail & { inspections: ProviderInspections | null };

let directory: TestDirectory;
let seeded: SeedRecord[];
beforeAll(async () => {
  directory = await openTestDirectory();
  seeded = [...generateProviders({ scale: TEST_SCALE, seed: TEST_SEED })];
}, 120_000);
afterAll(() => directory?.close());

async function get(id: string, query = ""): Promise<{ status: number; body: Partial<Answer> }> {
  const response = await getProviderById(
    new Request(`http://localhost/api/v2/location/${id}${query}`),
    directory.dependencies,
    id,
  );
  return { status: response.status, body: (await response.json()) as Partial<Answer> };
}

describe("GET /api/v2/location/{id}: inspections (issue 27)", () => {
  it("answers a nursing home's Medicare record: source, data month, ratings, citations", async () => {
    const home = seeded.find((r) =>
      r.inspections?.citations.some((c) => c.scopeSeverity && c.scopeSeverity >= "G"),
    )!;
    const { status, body } = await get(home.provider.id);
    expect(status).toBe(200);
    expect(body.inspections).toEqual(home.inspections);
    expect(body.inspections).toMatchObject({
      source: "Medicare Care Compare",
      sourceKind: "cms",
      asOf: "2026-10",
      ccn: home.provider.ccn,
      recordUrl: `https://www.medicare.gov/care-compare/details/nursing-home/${home.provider.ccn}`,
      ratings: {
        overall: expect.any(Number),
        healthInspection: expect.any(Number),
        staffing: expect.any(Number),
        qualityMeasures: expect.any(Number),
      },
    });
    expect(body.inspections!.citations[0]).toEqual(
      expect.objectContaining({
        surveyDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        tag: expect.stringMatching(/^F\d{4}$/),
        scopeSeverity: expect.stringMatching(/^[A-L]$/),
        severity: expect.stringMatching(
          /^(immediate-jeopardy|actual-harm|potential-harm|minimal)$/,
        ),
        corrected: expect.any(Boolean),
      }),
    );
  });

  it("answers a state agency's record for assisted living, without ratings", async () => {
    const assisted = seeded.find(
      (r) => r.inspections?.sourceKind === "state" && r.inspections.citations.length,
    )!;
    const { body } = await get(assisted.provider.id);
    expect(body.inspections).toEqual(assisted.inspections);
    expect(body.inspections).toMatchObject({ ccn: null, recordUrl: null, ratings: null });
  });

  it("answers null for a provider the directory holds no record of", async () => {
    const none = seeded.find((r) => r.inspections === null)!;
    const { status, body } = await get(none.provider.id);
    expect(status).toBe(200);
    expect(body).toHaveProperty("inspections", null);
  });

  it("leaves the citations out of the card variant, and answers only what `fields` asks", async () => {
    const home = seeded.find((r) => r.inspections?.citations.length)!;
    const card = await get(home.provider.id, "?variant=card");
    expect(card.body.inspections).toEqual({ ...home.inspections, citations: [] });
    const only = await get(home.provider.id, "?fields=inspections");
    expect(only.body).toEqual({ id: home.provider.id, inspections: home.inspections });
    const reviews = await get(home.provider.id, "?fields=reviews");
    expect(reviews.body).not.toHaveProperty("inspections");
  });

  it("answers the provider with inspections null when the record cannot be read (spec 8)", async () => {
    const home = seeded.find((r) => r.inspections)!;
    const store = await directory.dependencies.store();
    const spy = jest.spyOn(store, "inspectionsOf").mockRejectedValueOnce(new Error("db down"));
    const quiet = jest.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      const { status, body } = await get(home.provider.id);
      expect(status).toBe(200);
      expect(body.id).toBe(home.provider.id);
      expect(body.inspections).toBeNull();
      expect(quiet).toHaveBeenCalledWith(expect.stringContaining("provider inspections"));
    } finally {
      spy.mockRestore();
      quiet.mockRestore();
    }
  });
});
