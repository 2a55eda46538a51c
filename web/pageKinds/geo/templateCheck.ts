import "server-only";
import { checkTemplate, type TemplateCheckReport } from "@templates/check";
import type { GeoCopyTemplate } from "@templates/engine";
import type { DirectoryStore } from "@web/directory/store";
import type { GeoCopyPlaces } from "@web/rules/model/types";
import { GEO_CARE_TYPES, type GeoCareType } from "@web/rules/careTypes";
import { geoCopyPages } from "./geoCopyPlaces";

/**
 * A geo copy template checked against every city page of the directory (issue 16):
 * `npm run template:check` (the Studio's "Check against all cities" runs the same check
 * in a worker thread with a time limit: ./cityCheck.ts). The cities' numbers are read
 * once (a few grouped queries) and kept for a while: the directory changes by imports,
 * not per minute; the Studio's preview reads its city from them.
 */

const PLACES_TTL_MS = 10 * 60 * 1000;
const placesByStore = new WeakMap<DirectoryStore, { at: number; places: Promise<GeoCopyPlaces> }>();

export function directoryPlaces(store: DirectoryStore, now = Date.now()): Promise<GeoCopyPlaces> {
  const cached = placesByStore.get(store);
  if (cached && now - cached.at < PLACES_TTL_MS) return cached.places;
  const places = store.geoCopyPlaces();
  placesByStore.set(store, { at: now, places });
  places.catch(() => placesByStore.delete(store));
  return places;
}

export interface CityCheckReport extends TemplateCheckReport {
  careTypes: GeoCareType[];
  /** Cities of the directory (each checked once per care type). */
  cities: number;
  /** Time to read the cities' numbers from the directory. */
  loadMilliseconds: number;
}

/** The geo care types named, or every geo care type when none is. */
export function checkedCareTypes(named: readonly string[]): GeoCareType[] | { unknown: string[] } {
  if (named.length === 0) return [...GEO_CARE_TYPES];
  const unknown = named.filter((slug) => !(GEO_CARE_TYPES as readonly string[]).includes(slug));
  if (unknown.length > 0) return { unknown };
  return [...new Set(named)] as GeoCareType[];
}

export async function checkTemplateAcrossCities(
  template: GeoCopyTemplate,
  careTypes: readonly GeoCareType[],
  store: DirectoryStore,
  now: Date = new Date(),
): Promise<CityCheckReport> {
  const started = performance.now();
  const places = await directoryPlaces(store);
  const loadMilliseconds = Math.round(performance.now() - started);
  const report = checkTemplate(template, geoCopyPages(places, careTypes, now), { now });
  return { ...report, careTypes: [...careTypes], cities: places.cities.length, loadMilliseconds };
}
