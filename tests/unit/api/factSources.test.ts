/**
 * issue 27.6: GET /api/v2/location/{id} answers each fact's source and date
 * (`sources: {prices, reviews, ratings}`) beside `inspections`, through its handler over a
 * small seeded directory.
 */
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { getProviderById, getProviderByPath } from "@web/api/handlers";
import { generateProviders, type SeedRecord } from "@web/directory/seed/generate";
import type { ProviderDetail } from "@web/rules/model/types";
import type { FactSources } from "@web/rules/trust/factSources";
import { openTestDirectory, TEST_SCALE, TEST_SEED, type TestDirectory } from "./directoryFixture";

type Answer = ProviderDetail & { sources: FactSources };

let directory: TestDirectory;
let seeded: SeedRecord[];
beforeAll(async () => {
  directory = await openTestDirectory();
  seeded = [...generateProviders({ scale: TEST_SCALE, seed: TEST_SEED })];
}, 120_000);
afterAll(() => directory?.close());

async function get(id: string, query = ""): Promise<Partial<Answer>> {
  const response = await getProviderById(
    new Request(`http://localhost/api/v2/location/${id}${query}`),
    directory.dependencies,
    id,
  );
  expect(response.status).toBe(200);
  return (await response.json()) as Partial<Answer>;
}

describe("GET /api/v2/location/{id}: each fact's source and date (issue 27.6)", () => {
  it("says who reported the prices and when, whose reviews and the newest's day, and CMS's rating", async () => {
    const home = seeded.find(
      (r) =>
        r.inspections?.ratings?.overall &&
        r.provider.startPriceInCents !== null &&
        r.provider.reviewCount > 0,
    )!;
    const body = await get(home.provider.id);
    expect(body.sources).toEqual({
      prices: {
        source: "The provider",
        sourceKind: "provider",
        asOf: home.provider.pricesReportedOn,
      },
      reviews: {
        source: "Families' reviews on this directory",
        sourceKind: "reviews",
        asOf: home.provider.reviewsAsOf,
        count: home.provider.reviewCount,
        averageRating: home.provider.averageRating,
      },
      ratings: {
        source: "Medicare Care Compare",
        sourceKind: "cms",
        asOf: "2026-10",
        overall: home.inspections!.ratings!.overall,
      },
    });
    expect(body.cmsRating).toEqual({
      overall: home.inspections!.ratings!.overall,
      source: "Medicare Care Compare",
      asOf: "2026-10",
    });
  });

  it("answers null for the facts a provider does not have", async () => {
    const bare = seeded.find(
      (r) =>
        !r.inspections && r.provider.startPriceInCents === null && r.provider.reviewCount === 0,
    )!;
    const body = await get(bare.provider.id);
    expect(body.sources).toEqual({ prices: null, reviews: null, ratings: null });
    expect(body.cmsRating).toBeNull();
  });

  it("keeps the sources in the card variant and answers them alone when `fields` names them", async () => {
    const priced = seeded.find((r) => r.provider.startPriceInCents !== null)!;
    const full = await get(priced.provider.id);
    expect((await get(priced.provider.id, "?variant=card")).sources).toEqual(full.sources);
    expect(await get(priced.provider.id, "?fields=sources")).toEqual({
      id: priced.provider.id,
      sources: full.sources,
    });
  });

  it("answers the same sources at the provider's path (GET /api/v3/location/{path})", async () => {
    const home = seeded.find(
      (r) => r.inspections?.ratings?.overall && r.provider.startPriceInCents !== null,
    )!;
    const byId = await get(home.provider.id);
    const response = await getProviderByPath(
      new Request(`http://localhost/api/v3/location${home.provider.path}`),
      directory.dependencies,
      home.provider.path.split("/").filter(Boolean),
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as { provider: Partial<Answer> };
    expect(body.provider.sources).toEqual(byId.sources);
    expect(body.provider.sources?.ratings?.overall).toBe(home.inspections!.ratings!.overall);
  });
});
