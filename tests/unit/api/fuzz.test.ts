/**
 * spec 8 and design.md: bad input never yields a 5xx. Over a thousand malformed requests
 * (bad numbers, repeated keys, huge pages, unicode, SQL-looking strings, broken JSON)
 * go to every endpoint over a real seeded store; none may answer 5xx, and the faceted
 * search must fall back to the spec's defaults for every malformed field.
 */
import { afterAll, beforeAll, describe, expect, it, jest } from "@jest/globals";
import fc from "fast-check";
import type { ApiDependencies } from "@web/services/dependencies";
import {
  facetedSearchEndpoint,
  getAutocompleteSuggestions,
  getCities,
  getGeoPage,
  getNearbySearch,
  getProviderById,
  getProviderByPath,
  getRecentReviews,
  getTopReviewsByLocale,
  postProvidersByIds,
} from "@web/api/handlers";
import {
  FEATURE_OVERRIDE_HEADER,
  getEnhancedSearchV1,
  getEnhancedSearchV2,
} from "@web/api/enhancedSearch";
import {
  getCatalogueCareTypes,
  getCatalogueDomains,
  getCatalogueGeo,
  getClientIp,
} from "@web/api/catalogue";
import type { FacetedSearchRequest } from "@web/rules/model/types";
import { SORT_OPTIONS } from "@web/rules/search/searchOptions";
import { openTestDirectory, type TestDirectory } from "./directoryFixture";

let directory: TestDirectory;
/** The requests the store received, so the defaults can be checked where they apply. */
const searched: FacetedSearchRequest[] = [];
let dependencies: ApiDependencies;
const statuses: number[] = [];

beforeAll(async () => {
  directory = await openTestDirectory();
  const store = directory.store;
  const recording = Object.create(store) as typeof store;
  recording.search = async (request) => {
    searched.push(request);
    return store.search(request);
  };
  dependencies = { store: async () => recording, geocoder: directory.dependencies.geocoder };
}, 120_000);

afterAll(async () => {
  await directory.close();
});

const SQL_LIKE = [
  "' OR '1'='1",
  "1; DROP TABLE providers; --",
  "1 UNION SELECT * FROM reviews",
  "%' AND 1=1 --",
  '"); DELETE FROM providers; --',
  "1/**/OR/**/1=1",
];
const WEIRD = [
  "",
  " ",
  "abc",
  "-1",
  "1.5",
  "NaN",
  "Infinity",
  "-Infinity",
  "1e400",
  "9".repeat(40),
  "١٢",
  "🙂🙂🙂",
  "null",
  "undefined",
  "[]",
  "{}",
  "[1,2]",
  "\u0000",
  "%00",
  "a".repeat(5000),
  "Z̸̢͉͓a̶̛l̵g̷o̵",
  "\ud800",
  ...SQL_LIKE,
];

/** A value that is not a valid number of any kind (so every numeric field must default). */
const notANumber = fc.oneof(
  fc.constantFrom(...WEIRD.filter((w) => !Number.isFinite(Number(w.trim())) || w.trim() === "")),
  fc
    .string({ unit: "grapheme", maxLength: 30 })
    .filter((s) => s.trim() === "" || Number.isNaN(Number(s.trim()))),
);
/** Anything at all that a query string can carry. */
const anything = fc.oneof(
  fc.constantFrom(...WEIRD),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 20 }),
  fc.double().map(String),
  fc.integer({ min: -1e9, max: 1e9 }).map(String),
);

const FILTER_KEYS = [
  "keyword",
  "careType",
  "latitude",
  "longitude",
  "latLng",
  "city",
  "state",
  "county",
  "dining",
  "lifestyle",
  "reviews",
  "providersWith",
  "verified",
  "awards",
  "amenityCategory",
  "quickFilters",
  "criteria",
];

/** Percent-encodes text; a lone surrogate (not encodable) goes out as broken UTF-8 bytes. */
function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return "%ED%A0%80%";
  }
}

function url(path: string, entries: [string, string][]): Request {
  const query = entries.map(([k, v]) => `${encode(k)}=${encode(v)}`).join("&");
  return new Request(`http://localhost${path}?${query}`);
}

async function expectNo5xx(response: Response): Promise<unknown> {
  statuses.push(response.status);
  expect(response.status).toBeLessThan(500);
  const body: unknown = await response.json();
  return body;
}

describe("fuzz: malformed requests never yield a 5xx and fall back to the spec's defaults", () => {
  beforeAll(() => {
    // Failed keyword lookups and refused input are logged on purpose; keep the run quiet.
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    jest.spyOn(console, "warn").mockImplementation(() => undefined);
  });

  it("faceted search: each malformed paging, sorting and range field takes its default", async () => {
    await fc.assert(
      fc.asyncProperty(
        notANumber,
        notANumber,
        anything.filter((s) => !(SORT_OPTIONS as readonly string[]).includes(s)),
        anything.filter((s) => s !== "true" && s !== "false"),
        notANumber,
        notANumber,
        fc.array(fc.tuple(fc.constantFrom(...FILTER_KEYS), anything), { maxLength: 6 }),
        fc.boolean(),
        async (
          page,
          hitsPerPage,
          sortBy,
          matchAllFilters,
          priceRange,
          distanceInMiles,
          filters,
          repeat,
        ) => {
          searched.length = 0;
          const entries: [string, string][] = [
            ["page", page],
            ["hitsPerPage", hitsPerPage],
            ["sortBy", sortBy],
            ["matchAllFilters", matchAllFilters],
            ["priceRange", priceRange],
            ["distanceInMiles", distanceInMiles],
            ...filters,
          ];
          // A repeated key keeps its first (malformed) value.
          if (repeat) entries.push(["page", "3"], ["sortBy", "distance"], ["hitsPerPage", "5"]);
          const version = repeat ? "v1" : "v2";
          const body = (await expectNo5xx(
            await facetedSearchEndpoint(
              url(`/api/${version}/faceted-search`, entries),
              dependencies,
            ),
          )) as { data: { results: unknown[]; totalItems: number } };
          expect(Array.isArray(body.data.results)).toBe(true);
          expect(body.data.results.length).toBeLessThanOrEqual(20);
          const [request] = searched;
          if (!request) throw new Error("the store was not asked");
          expect(request).toMatchObject({
            page: 0,
            hitsPerPage: 20,
            sortBy: "recommended",
            matchAllFilters: true,
          });
          expect(request.criteria).toMatchObject({ priceRange: [1, 4], distanceInMiles: 30 });
        },
      ),
      { numRuns: 300 },
    );
  }, 120_000);

  it("faceted search: huge pages and hits answer an empty page, not an error", async () => {
    for (const page of ["1000000", "9007199254740991", "99999999999"]) {
      const body = (await expectNo5xx(
        await facetedSearchEndpoint(
          url("/api/v2/faceted-search", [
            ["page", page],
            ["latitude", "30.27"],
            ["longitude", "-97.74"],
          ]),
          dependencies,
        ),
      )) as { data: { results: unknown[] } };
      expect(body.data.results).toEqual([]);
    }
  });

  it("faceted search by POST: any JSON body (or none) answers 200", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.jsonValue().map((value) => JSON.stringify(value)),
          fc
            .record({
              page: fc.anything(),
              hitsPerPage: fc.anything(),
              sortBy: fc.anything(),
              criteria: fc.anything(),
            })
            .map((v) => {
              try {
                return JSON.stringify(v);
              } catch {
                return "{";
              }
            }),
          fc.string(),
        ),
        async (body) => {
          const request = new Request("http://localhost/api/v2/faceted-search", {
            method: "POST",
            body,
          });
          await expectNo5xx(await facetedSearchEndpoint(request, dependencies));
        },
      ),
      { numRuns: 100 },
    );
  }, 60_000);

  it("every other endpoint: malformed query, path and body never answer 5xx", async () => {
    const pathSegments = fc.array(
      anything.map((s) => s.slice(0, 60)),
      { minLength: 0, maxLength: 5 },
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.tuple(
            fc.constantFrom(
              "query",
              "pageSize",
              "latitude",
              "longitude",
              "radiusForSearch",
              "careType",
              "enhancedListing",
              "page",
              "hitsPerPage",
              "city",
              "state",
              "county",
              "count",
              "limit",
              "listType",
              "alteredCareType",
              "domain",
              "variant",
            ),
            anything,
          ),
          { maxLength: 8 },
        ),
        pathSegments,
        anything,
        fc.oneof(
          fc.jsonValue().map((v) => JSON.stringify({ ids: v })),
          fc.string(),
          fc.jsonValue().map((v) => JSON.stringify(v)),
        ),
        async (entries, segments, idOrSlug, body) => {
          await expectNo5xx(
            await getAutocompleteSuggestions(
              url("/api/v1/location/autocomplete-suggestions", entries),
              dependencies,
            ),
          );
          await expectNo5xx(
            await getNearbySearch(url("/api/v1/nearby-search", entries), dependencies),
          );
          await expectNo5xx(
            await getTopReviewsByLocale(
              url("/api/v1/location/reviews/by-locale", entries),
              dependencies,
            ),
          );
          await expectNo5xx(
            await getRecentReviews(
              url("/api/v1/dxp/location-reviews/recent", entries),
              dependencies,
            ),
          );
          await expectNo5xx(await getCities(url("/api/v1/dxp/cities", entries), dependencies));
          await expectNo5xx(
            await getGeoPage(url("/api/v2/geo-pages/x", entries), dependencies, segments),
          );
          await expectNo5xx(
            await getProviderByPath(url("/api/v3/location/x", entries), dependencies, segments),
          );
          await expectNo5xx(
            await getProviderById(url("/api/v2/location/x", entries), dependencies, idOrSlug),
          );
          await expectNo5xx(
            await postProvidersByIds(
              new Request("http://localhost/api/v1/location/by-ids", { method: "POST", body }),
              dependencies,
            ),
          );
        },
      ),
      { numRuns: 100 },
    );
  }, 120_000);

  it("enhanced search, the catalogue and the IP lookup: malformed input never answers 5xx", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.tuple(
            fc.constantFrom(
              "source",
              "mode",
              "apiVersion",
              "geoUrl",
              "page",
              "hitsPerPage",
              "shouldShowOnlyIndexedProviders",
              "shouldExcludeNearbyResults",
              "domain",
              "variant",
              "careType",
              "offset",
              "limit",
              "state",
              "name",
              "ancestorDomain",
              "format",
              ...FILTER_KEYS,
            ),
            anything,
          ),
          { maxLength: 8 },
        ),
        fc.array(
          anything.map((s) => s.slice(0, 60)),
          { minLength: 0, maxLength: 5 },
        ),
        fc.stringMatching(/^[\x20-\x7e]{0,80}$/),
        async (entries, segments, override) => {
          const withHeader = (path: string) => {
            const request = url(path, entries);
            return new Request(request.url, { headers: { [FEATURE_OVERRIDE_HEADER]: override } });
          };
          await expectNo5xx(
            await getEnhancedSearchV1(withHeader("/api/v1/enhanced-search"), dependencies),
          );
          await expectNo5xx(
            await getEnhancedSearchV2(
              withHeader("/api/v2/enhanced-search/x"),
              dependencies,
              segments,
            ),
          );
          await expectNo5xx(getCatalogueDomains(url("/api/v1/catalogue/domains", entries)));
          await expectNo5xx(getCatalogueCareTypes(url("/api/v1/catalogue/care-types", entries)));
          await expectNo5xx(
            await getCatalogueGeo(url("/api/v1/catalogue/geo", entries), dependencies),
          );
          const ip = getClientIp(url("/api/v1/ip", entries));
          statuses.push(ip.status);
          expect(ip.status).toBeLessThan(500);
        },
      ),
      { numRuns: 100 },
    );
  }, 120_000);

  it("sent at least 1,000 malformed requests, none answered 5xx", () => {
    expect(statuses.length).toBeGreaterThanOrEqual(1000);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
  });
});
