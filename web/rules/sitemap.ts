/**
 * Sitemaps (issue 12): the names of a brand's sitemap files, their chunking at the
 * protocol's 50,000 URLs, the geo pages a list of places gives, and the XML. Pure;
 * web/sitemap/ streams the directory and the CMS through these.
 */
import { CARE_TYPES, type GeoCareType } from "./careTypes";
import { geoPagePath } from "./geo/geoPath";

/** sitemaps.org: at most 50,000 URLs per sitemap file. */
export const SITEMAP_MAX_URLS = 50_000;

export type SitemapName =
  { kind: "pages" } | { kind: "geo"; chunk: number } | { kind: "providers"; chunk: number };

export interface SitemapEntry {
  path: string;
  /** ISO date or timestamp; left out of the XML when null. */
  lastmod: string | null;
}

/** How many files `total` URLs take (none for none). */
export function sitemapChunkCount(total: number, size = SITEMAP_MAX_URLS): number {
  if (!Number.isFinite(total) || total <= 0) return 0;
  return Math.ceil(total / size);
}

/** The offset and size of a 1-based chunk; null past the last one. */
export function sitemapChunkRange(
  chunk: number,
  total: number,
  size = SITEMAP_MAX_URLS,
): { offset: number; limit: number } | null {
  if (!Number.isInteger(chunk) || chunk < 1 || chunk > sitemapChunkCount(total, size)) return null;
  const offset = (chunk - 1) * size;
  return { offset, limit: Math.min(size, total - offset) };
}

/** The file name of a sitemap: pages.xml, geo-2.xml, providers-1.xml. */
export function sitemapFileName(name: SitemapName): string {
  return name.kind === "pages" ? "pages.xml" : `${name.kind}-${name.chunk}.xml`;
}

/** A sitemap file name back to what it lists; null for anything else. */
export function parseSitemapName(file: string): SitemapName | null {
  if (file === "pages.xml" || file === "pages") return { kind: "pages" };
  const match = /^(geo|providers)-([1-9]\d{0,5})(?:\.xml)?$/.exec(file);
  if (!match) return null;
  return { kind: match[1] as "geo" | "providers", chunk: Number(match[2]) };
}

/** The national care-type and category pages (spec 2.1): always listed. */
export function careTypePagePaths(): string[] {
  return CARE_TYPES.map((careType) => geoPagePath(careType));
}

interface Place {
  stateUrlName: string;
  cityUrlName: string;
  careTypes: readonly GeoCareType[];
  lastmod: string | null;
}

const later = (a: string | null, b: string | null) => (a && b ? (a > b ? a : b) : (a ?? b));

/**
 * The state and city pages of places sorted by state (the store's order): for every
 * geo care type with a provider there, the state page once, then each city's page.
 * Places without providers of a care type give no page of it (thin pages stay out).
 */
export function* geoSitemapEntries(places: Iterable<Place>): Generator<SitemapEntry> {
  let group: Place[] = [];
  const flush = function* (): Generator<SitemapEntry> {
    if (group.length === 0) return;
    const stateUrl = group[0]!.stateUrlName;
    for (const careType of CARE_TYPES) {
      if (careType.pages !== "geo") continue;
      const slug = careType.slug as GeoCareType;
      const cities = group.filter((place) => place.careTypes.includes(slug));
      if (cities.length === 0) continue;
      const stateLastmod = cities.reduce<string | null>(
        (acc, place) => later(acc, place.lastmod),
        null,
      );
      yield { path: geoPagePath(careType, stateUrl), lastmod: stateLastmod };
      for (const place of cities) {
        yield { path: geoPagePath(careType, stateUrl, place.cityUrlName), lastmod: place.lastmod };
      }
    }
  };
  for (const place of places) {
    if (group.length > 0 && group[0]!.stateUrlName !== place.stateUrlName) {
      yield* flush();
      group = [];
    }
    group.push(place);
  }
  yield* flush();
}

/** How many geo pages the places give (the index needs it before streaming). */
export function geoSitemapCount(places: Iterable<Place>): number {
  let count = 0;
  const entries = geoSitemapEntries(places);
  while (!entries.next().done) count++;
  return count;
}

function escapeXml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/** W3C date (the protocol's lastmod): the date part of an ISO timestamp. */
function w3cDate(value: string): string | null {
  const match = /^\d{4}-\d{2}-\d{2}/.exec(value);
  return match ? match[0] : null;
}

export const URLSET_OPEN =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n';
export const URLSET_CLOSE = "</urlset>\n";
export const INDEX_OPEN =
  '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n';
export const INDEX_CLOSE = "</sitemapindex>\n";

/** One <url> (or, with `tag` "sitemap", one index entry). */
export function sitemapXmlEntry(
  origin: string,
  entry: SitemapEntry,
  tag: "url" | "sitemap" = "url",
): string {
  const lastmod = entry.lastmod ? w3cDate(entry.lastmod) : null;
  return `<${tag}><loc>${escapeXml(`${origin}${entry.path}`)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}</${tag}>\n`;
}
