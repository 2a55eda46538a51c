import { isIndexable } from "@web/rules/provider/isIndexable";
import { isProviderPageHidden } from "@web/rules/provider/providerPage";
import { robotsTxt } from "@web/rules/robots";
import {
  careTypePagePaths,
  geoSitemapCount,
  geoSitemapEntries,
  parseSitemapName,
  sitemapChunkCount,
  sitemapChunkRange,
  sitemapFileName,
  sitemapXmlEntry,
  SITEMAP_MAX_URLS,
} from "@web/rules/sitemap";
import { openTestDirectory, type TestDirectory } from "../api/directoryFixture";

describe("sitemap chunking", () => {
  it("50,000 URLs a file; none for none", () => {
    expect(SITEMAP_MAX_URLS).toBe(50_000);
    expect(sitemapChunkCount(0)).toBe(0);
    expect(sitemapChunkCount(1)).toBe(1);
    expect(sitemapChunkCount(50_000)).toBe(1);
    expect(sitemapChunkCount(50_001)).toBe(2);
    expect(sitemapChunkCount(100_000)).toBe(2);
    expect(sitemapChunkCount(Number.NaN)).toBe(0);
  });

  it("each chunk's offset and size, the last one partial, none past the end", () => {
    expect(sitemapChunkRange(1, 120_000)).toEqual({ offset: 0, limit: 50_000 });
    expect(sitemapChunkRange(3, 120_000)).toEqual({ offset: 100_000, limit: 20_000 });
    expect(sitemapChunkRange(4, 120_000)).toBeNull();
    expect(sitemapChunkRange(0, 120_000)).toBeNull();
    expect(sitemapChunkRange(1.5, 120_000)).toBeNull();
    expect(sitemapChunkRange(2, 25, 10)).toEqual({ offset: 10, limit: 10 });
  });

  it("file names round-trip; anything else is no sitemap", () => {
    for (const name of [
      { kind: "pages" as const },
      { kind: "geo" as const, chunk: 2 },
      { kind: "providers" as const, chunk: 13 },
    ]) {
      expect(parseSitemapName(sitemapFileName(name))).toEqual(name);
    }
    expect(parseSitemapName("providers-1")).toEqual({ kind: "providers", chunk: 1 });
    for (const bad of [
      "providers-0.xml",
      "providers-x.xml",
      "geo.xml",
      "../etc",
      "providers-1.xml.gz",
    ]) {
      expect(parseSitemapName(bad)).toBeNull();
    }
  });

  it("escapes URLs and writes the W3C date of lastmod", () => {
    expect(
      sitemapXmlEntry("https://e.test", { path: "/a?b=1&c=<2>", lastmod: "2026-03-04T05:06:07Z" }),
    ).toBe(
      "<url><loc>https://e.test/a?b=1&amp;c=&lt;2&gt;</loc><lastmod>2026-03-04</lastmod></url>\n",
    );
    expect(sitemapXmlEntry("https://e.test", { path: "/x", lastmod: null }, "sitemap")).toBe(
      "<sitemap><loc>https://e.test/x</loc></sitemap>\n",
    );
  });
});

describe("geo sitemap entries", () => {
  const places = [
    {
      stateUrlName: "texas",
      cityUrlName: "austin",
      careTypes: ["assisted-living" as const, "in-home-care" as const],
      lastmod: "2026-05-01",
    },
    {
      stateUrlName: "texas",
      cityUrlName: "marfa",
      careTypes: ["assisted-living" as const],
      lastmod: "2026-06-01",
    },
    { stateUrlName: "washington", cityUrlName: "seattle", careTypes: [], lastmod: null },
  ];

  it("a state page per care type with providers there, then its cities; nothing for places without", () => {
    const entries = [...geoSitemapEntries(places)];
    expect(entries).toEqual([
      { path: "/senior-living/assisted-living/texas", lastmod: "2026-06-01" },
      { path: "/senior-living/assisted-living/texas/austin", lastmod: "2026-05-01" },
      { path: "/senior-living/assisted-living/texas/marfa", lastmod: "2026-06-01" },
      { path: "/senior-care/in-home-care/texas", lastmod: "2026-05-01" },
      { path: "/senior-care/in-home-care/texas/austin", lastmod: "2026-05-01" },
    ]);
    expect(geoSitemapCount(places)).toBe(5);
  });

  it("the national pages are every care type's and category's page", () => {
    const paths = careTypePagePaths();
    expect(paths).toContain("/senior-living/assisted-living");
    expect(paths).toContain("/senior-care/hospices");
    expect(paths).toHaveLength(11);
  });
});

describe("robots.txt", () => {
  it("names the brand's sitemap index and keeps crawlers out of the API", () => {
    const text = robotsTxt("https://www.example.test");
    expect(text).toContain("Sitemap: https://www.example.test/sitemap.xml");
    expect(text).toContain("Disallow: /api/");
  });
});

describe("sitemap queries over the store (SQLite)", () => {
  let directory: TestDirectory;
  beforeAll(async () => {
    directory = await openTestDirectory();
  }, 120_000);
  afterAll(async () => {
    await directory?.close();
  });

  it("streams exactly the indexable, visible provider pages, in chunks that add up", async () => {
    const { store } = directory;
    const total = await store.countSitemapProviders();
    expect(total).toBeGreaterThan(0);
    const all: string[] = [];
    for await (const entry of store.sitemapProviders(0, total + 10)) all.push(entry.path);
    expect(all).toHaveLength(total);
    expect(new Set(all).size).toBe(total);

    // Chunked in 3 parts of a small size, the parts are the whole list in order.
    const size = Math.ceil(total / 3);
    const parts: string[] = [];
    for (let chunk = 1; chunk <= sitemapChunkCount(total, size); chunk++) {
      const range = sitemapChunkRange(chunk, total, size)!;
      for await (const entry of store.sitemapProviders(range.offset, range.limit)) {
        parts.push(entry.path);
      }
    }
    expect(parts).toEqual(all);

    // Every listed provider is indexable and has a page; a sample of the others is not listed.
    const listed = new Set(all);
    for (const path of all.slice(0, 25)) {
      const found = await store.getProviderByPath(path);
      expect(found && isIndexable(found.provider) && !isProviderPageHidden(found.provider)).toBe(
        true,
      );
    }
    const search = await store.search({
      hitsPerPage: 200,
      matchAllFilters: true,
      page: 0,
      sortBy: "recommended",
      criteria: { keyword: null, state: "TX" },
    });
    for (const provider of search.results) {
      const full = await store.getProvider(provider.id);
      const shouldList = Boolean(full && isIndexable(full) && !isProviderPageHidden(full));
      expect(listed.has(provider.path)).toBe(shouldList);
    }
  }, 120_000);

  it("lists places with the geo care types they have providers of", async () => {
    const places = await directory.store.sitemapPlaces();
    const austin = places.find((place) => place.cityUrlName === "austin");
    expect(austin?.careTypes).toEqual(
      expect.arrayContaining(["assisted-living", "memory-care-facilities", "in-home-care"]),
    );
    const marfa = places.find((place) => place.cityUrlName === "marfa");
    expect(marfa?.careTypes).not.toContain("memory-care-facilities");
  });
});
