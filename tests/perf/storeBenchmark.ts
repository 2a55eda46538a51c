/**
 * The store-level search benchmark: a fixed mix of faceted searches at
 * big-city, mid-size and rural points across every sort, care type and filter
 * mix, timed in-process (page + facets in one call), by `npm run bench:store`
 * (store.bench.ts). `benchmarkQueries()` gives every engine the same mix.
 */
import os from "node:os";
import { SeededRandom } from "@web/directory/seed/random";
import type { DirectoryStore } from "@web/directory/store";
import type { FacetedSearchRequest, SearchCriteria } from "@web/rules/model/types";
import type { CareTypeSlug } from "@web/rules/careTypes";
import { SORT_OPTIONS } from "@web/rules/search/searchOptions";

export const BENCHMARK_POINTS = {
  "big city": [
    { name: "New York, NY", latitude: 40.7128, longitude: -74.006 },
    { name: "Los Angeles, CA", latitude: 34.0522, longitude: -118.2437 },
    { name: "Chicago, IL", latitude: 41.8781, longitude: -87.6298 },
    { name: "Houston, TX", latitude: 29.7604, longitude: -95.3698 },
    { name: "Phoenix, AZ", latitude: 33.4484, longitude: -112.074 },
    { name: "Austin, TX", latitude: 30.2672, longitude: -97.7431 },
  ],
  "mid-size": [
    { name: "Cincinnati, OH", latitude: 39.1031, longitude: -84.512 },
    { name: "Boise, ID", latitude: 43.615, longitude: -116.2023 },
    { name: "Tulsa, OK", latitude: 36.154, longitude: -95.9928 },
    { name: "Spokane, WA", latitude: 47.6588, longitude: -117.426 },
    { name: "Knoxville, TN", latitude: 35.9606, longitude: -83.9207 },
    { name: "Des Moines, IA", latitude: 41.5868, longitude: -93.625 },
  ],
  rural: [
    { name: "Marfa, TX", latitude: 30.3094, longitude: -104.0206 },
    { name: "Ely, NV", latitude: 39.2474, longitude: -114.8886 },
    { name: "Pierre, SD", latitude: 44.3683, longitude: -100.351 },
    { name: "Dodge City, KS", latitude: 37.7528, longitude: -100.0171 },
    { name: "Elko, NV", latitude: 40.8324, longitude: -115.7631 },
    { name: "Houlton, ME", latitude: 46.1262, longitude: -67.8403 },
  ],
} as const;
export type PointKind = keyof typeof BENCHMARK_POINTS;

const CARE_TYPE_MIX: (CareTypeSlug | null)[] = [
  null,
  "assisted-living",
  "memory-care-facilities",
  "in-home-care",
  "nursing-homes",
];
const FILTER_MIXES: { name: string; criteria: SearchCriteria; matchAllFilters?: boolean }[] = [
  { name: "none", criteria: {} },
  { name: "verified", criteria: { verified: true } },
  {
    name: "pets + physical therapy",
    criteria: { quickFilters: ["pets-allowed", "physical-therapy"] },
  },
  { name: "price 2-3 + reviews 4+", criteria: { priceRange: [2, 3], reviews: [4] } },
  {
    name: "any of 3 amenities",
    criteria: { dining: [7], lifestyle: [22], otherAmenities: [98] },
    matchAllFilters: false,
  },
  { name: "promotions + photos", criteria: { ongoingPromotion: true, providersWith: ["photos"] } },
  { name: "radius 10", criteria: { distanceInMiles: 10 } },
];

export interface BenchmarkQuery {
  kind: PointKind;
  place: string;
  filters: string;
  request: FacetedSearchRequest;
}

/** `count` queries (default 240), the same every run: every point kind, sort, care type and filter mix appears. */
export function benchmarkQueries(count = 240): BenchmarkQuery[] {
  const random = new SeededRandom("search-benchmark");
  const kinds = Object.keys(BENCHMARK_POINTS) as PointKind[];
  return Array.from({ length: count }, (_, i) => {
    const kind = kinds[i % kinds.length] as PointKind;
    const points: readonly { name: string; latitude: number; longitude: number }[] =
      BENCHMARK_POINTS[kind];
    const point = random.pick(points);
    const mix = FILTER_MIXES[Math.floor(i / kinds.length) % FILTER_MIXES.length] ?? {
      name: "none",
      criteria: {},
    };
    return {
      kind,
      place: point.name,
      filters: mix.name,
      request: {
        hitsPerPage: 20,
        matchAllFilters: mix.matchAllFilters ?? true,
        page: random.chance(0.8) ? 0 : random.int(1, 3),
        sortBy: SORT_OPTIONS[i % SORT_OPTIONS.length] ?? "recommended",
        criteria: {
          latitude: point.latitude,
          longitude: point.longitude,
          careType: random.pick(CARE_TYPE_MIX),
          ...mix.criteria,
        },
      },
    };
  });
}

export interface LatencySummary {
  count: number;
  p50: number;
  p95: number;
  max: number;
}

export function summarise(samples: number[]): LatencySummary {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) =>
    sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
  return { count: sorted.length, p50: at(0.5), p95: at(0.95), max: sorted.at(-1) ?? 0 };
}

/** Runs the mix once to warm up, then `rounds` timed times; latencies per point kind and overall. */
export async function runStoreBenchmark(
  store: DirectoryStore,
  queries: BenchmarkQuery[] = benchmarkQueries(),
  rounds = 2,
): Promise<Record<PointKind | "all", LatencySummary>> {
  for (const q of queries) await store.search(q.request);
  const samples: Record<PointKind | "all", number[]> = {
    "big city": [],
    "mid-size": [],
    rural: [],
    all: [],
  };
  for (let round = 0; round < rounds; round++) {
    for (const q of queries) {
      const started = performance.now();
      await store.search(q.request);
      const ms = performance.now() - started;
      samples[q.kind].push(ms);
      samples.all.push(ms);
    }
  }
  return {
    "big city": summarise(samples["big city"]),
    "mid-size": summarise(samples["mid-size"]),
    rural: summarise(samples.rural),
    all: summarise(samples.all),
  };
}

/** "load 1.2 / 2 cores": benchmark figures mean little without it on a shared machine. */
export function machineLoad(): string {
  return `load average ${os.loadavg()[0]?.toFixed(2)} on ${os.cpus().length} cores`;
}
