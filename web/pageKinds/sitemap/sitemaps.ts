import "server-only";
import { appDependencies } from "@web/services/appDependencies";
import { client } from "@web/content/client";
import { PAGE_PATHS_QUERY } from "@web/content/queries";
import type { SitemapPlace } from "@web/rules/model/types";
import { log } from "@web/lib/log";
import { awardsSitemapPaths, CARING_STARS_AWARDS } from "@web/rules/awards/awards";
import {
  careTypePagePaths,
  geoSitemapCount,
  geoSitemapEntries,
  INDEX_CLOSE,
  INDEX_OPEN,
  sitemapChunkCount,
  sitemapChunkRange,
  sitemapFileName,
  sitemapXmlEntry,
  URLSET_CLOSE,
  URLSET_OPEN,
  SITEMAP_MAX_URLS,
  type SitemapEntry,
  type SitemapName,
} from "@web/rules/sitemap";
import { siteOrigin, type SiteId } from "@web/site/sites";

/**
 * A brand's sitemaps (issue 12), written as streams: the index lists pages.xml (CMS
 * pages, the national care-type and category pages and the awards pages), geo-N.xml (state and city
 * pages of places with providers) and providers-N.xml (indexable provider pages),
 * each at most 50,000 URLs. Provider URLs stream from the store batch by batch; no
 * file is ever held whole in memory.
 */

/** Where the sitemap files are served: /sitemaps/{file}. */
export const SITEMAP_DIRECTORY = "/sitemaps";

async function store() {
  return appDependencies.store();
}

/** Places change with the directory only: one read per process and 10 minutes. */
let placesCache: { at: number; places: Promise<SitemapPlace[]> } | null = null;
const PLACES_TTL_MS = 10 * 60_000;

function places(): Promise<SitemapPlace[]> {
  if (!placesCache || Date.now() - placesCache.at > PLACES_TTL_MS) {
    const loading = store().then((directory) => directory.sitemapPlaces());
    placesCache = { at: Date.now(), places: loading };
    loading.catch(() => {
      placesCache = null;
    });
  }
  return placesCache.places;
}

/** The Caring Stars awards pages with winners (spec 2.1 /bestseniorliving). */
async function awardsPaths(): Promise<string[]> {
  const directory = await store();
  const tallies = await Promise.all(
    CARING_STARS_AWARDS.map(async (award) => ({
      award,
      tallies: await directory.awardTallies(award.rollUpType),
    })),
  );
  return awardsSitemapPaths(tallies);
}

/** The CMS pages a site publishes without noindex (published perspective only). */
async function contentPages(site: SiteId): Promise<SitemapEntry[]> {
  const pages = await client.fetch<{ path: string | null; _updatedAt: string }[]>(
    PAGE_PATHS_QUERY,
    { site },
    { perspective: "published" },
  );
  return pages
    .filter((page): page is { path: string; _updatedAt: string } => typeof page.path === "string")
    .map((page) => ({ path: page.path, lastmod: page._updatedAt }));
}

/** The files of the sitemap index (the same for both brands: they share the directory). */
export async function sitemapIndexEntries(): Promise<SitemapName[]> {
  const directory = await store();
  const [providerTotal, placeList] = await Promise.all([
    directory.countSitemapProviders(),
    places(),
  ]);
  const geoTotal = geoSitemapCount(placeList);
  const names: SitemapName[] = [{ kind: "pages" }];
  for (let chunk = 1; chunk <= sitemapChunkCount(geoTotal); chunk++) {
    names.push({ kind: "geo", chunk });
  }
  for (let chunk = 1; chunk <= sitemapChunkCount(providerTotal); chunk++) {
    names.push({ kind: "providers", chunk });
  }
  return names;
}

/** The XML of a brand's sitemap index, as text chunks. */
export async function* sitemapIndexXml(site: SiteId): AsyncGenerator<string> {
  const origin = siteOrigin(site);
  const names = await sitemapIndexEntries();
  yield INDEX_OPEN;
  for (const name of names) {
    yield sitemapXmlEntry(
      origin,
      { path: `${SITEMAP_DIRECTORY}/${sitemapFileName(name)}`, lastmod: null },
      "sitemap",
    );
  }
  yield INDEX_CLOSE;
}

async function* entriesOf(site: SiteId, name: SitemapName): AsyncGenerator<SitemapEntry> {
  if (name.kind === "pages") {
    yield* await contentPages(site);
    for (const path of careTypePagePaths()) yield { path, lastmod: null };
    for (const path of await awardsPaths()) yield { path, lastmod: null };
    return;
  }
  if (name.kind === "geo") {
    const placeList = await places();
    const range = sitemapChunkRange(name.chunk, geoSitemapCount(placeList));
    if (!range) return;
    let index = 0;
    for (const entry of geoSitemapEntries(placeList)) {
      if (index >= range.offset + range.limit) return;
      if (index >= range.offset) yield entry;
      index++;
    }
    return;
  }
  const directory = await store();
  const range = sitemapChunkRange(name.chunk, await directory.countSitemapProviders());
  if (!range) return;
  yield* directory.sitemapProviders(range.offset, range.limit);
}

/** True when the file exists for the brand (the route answers 404 otherwise). */
export async function sitemapExists(name: SitemapName): Promise<boolean> {
  if (name.kind === "pages") return true;
  return (await sitemapIndexEntries()).some(
    (known) => known.kind === name.kind && known.chunk === name.chunk,
  );
}

/** The XML of one sitemap file, as text chunks of up to ~500 URLs. */
export async function* sitemapXml(site: SiteId, name: SitemapName): AsyncGenerator<string> {
  const origin = siteOrigin(site);
  yield URLSET_OPEN;
  let buffer = "";
  let count = 0;
  for await (const entry of entriesOf(site, name)) {
    if (count >= SITEMAP_MAX_URLS) break;
    buffer += sitemapXmlEntry(origin, entry);
    count++;
    if (count % 500 === 0) {
      yield buffer;
      buffer = "";
    }
  }
  yield buffer + URLSET_CLOSE;
}

/** A streamed XML response; a failure mid-stream is logged and ends the document early. */
export function xmlResponse(chunks: AsyncGenerator<string>, what: string): Response {
  const encoder = new TextEncoder();
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { value, done } = await chunks.next();
        if (done) controller.close();
        else controller.enqueue(encoder.encode(value));
      } catch (error) {
        log.error("sitemap-failed", { sitemap: what, error: String(error) });
        controller.error(error);
      }
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
  return new Response(stream, {
    headers: {
      "content-type": "application/xml; charset=utf-8",
      "cache-control": "public, max-age=3600, stale-while-revalidate=86400",
    },
  });
}
