/** @jest-environment jsdom */
import { ChakraProvider } from "@chakra-ui/react";
import { render, type RenderResult } from "@testing-library/react";
import { loadBlockData } from "@registry/blockData";
import { collectPageHeadings } from "@registry/headings";
import { PageBuilder } from "@registry/PageBuilder";
import type { BlockContext, BlockLoaders, PageBlock } from "@registry/types";
import type { GeoPageContext } from "@web/pageKinds/geo/geoPageTypes";
import type { FacetedSearchResponse } from "@web/rules/model/types";
import { pageSearchOf } from "@web/rules/search/searchRequest";
import { searchSegmentOf, searchStateFromSegment } from "@web/site/pageRoute";
import { SITES } from "@web/site/sites";
import { systems } from "@web/site/theme/systems";
import type { FeatureFlag } from "@web/lib/featureFlags";

/**
 * A block's data loading is declared with it (its registry entry's `load`): the page
 * code awaits every `load` before the blocks render, with the server's loads handed in,
 * and the components render only what they were given.
 */

jest.mock("next/navigation", () => ({
  useRouter: () => ({
    push: jest.fn(),
    replace: jest.fn(),
    refresh: jest.fn(),
    prefetch: jest.fn(),
  }),
}));
jest.mock("@web/client/tracker", () => ({ track: jest.fn() }));

const response = (totalPages: number): FacetedSearchResponse => ({
  listId: "",
  queryId: "",
  results: [],
  totalItems: 0,
  totalNearbyItems: 0,
  totalPages,
  totalRegionItems: 0,
  facets: { inRegionFacets: {}, nearbyFacets: {} },
});

function contextFor(query: string, geo?: Partial<GeoPageContext>): BlockContext {
  const state = searchStateFromSegment(searchSegmentOf(new URLSearchParams(query)));
  const base = {
    site: SITES.main,
    settings: null,
    document: { id: "page.test", type: "page" },
    preview: false,
    studioUrl: null,
    ...state,
    query: new URLSearchParams(),
    featureFlags: new Set<FeatureFlag>(),
    ...(geo ? { geo: geo as GeoPageContext } : {}),
  };
  return { ...base, headings: [] };
}

/** Loaders that answer every search with a few empty pages, recording what they were asked. */
function recordingLoaders(totalPages = 3) {
  const calls: Parameters<BlockLoaders["searchResults"]>[] = [];
  const loaders: BlockLoaders = {
    searchResults: async (search, site, options) => {
      calls.push([search, site, options]);
      return { search: pageSearchOf(search, options), response: response(totalPages) };
    },
    inspections: async () => null,
  };
  return { calls, loaders };
}

const searchGrid = {
  _type: "searchGrid",
  _key: "grid",
  heading: "Find care",
  defaultCareType: "assisted-living",
} as PageBlock;
const hero = { _type: "hero", _key: "hero", heading: "Welcome" } as PageBlock;
const legacy = { _type: "legacyPromoBanner", _key: "legacy" } as unknown as PageBlock;
const geoListing = { _type: "geoListing", _key: "listing" } as PageBlock;

const listingGeo: Partial<GeoPageContext> = {
  pageType: "city",
  path: "/senior-living/assisted-living/texas/austin",
  careType: { slug: "assisted-living" } as GeoPageContext["careType"],
  listing: { keyword: "Austin, TX", careType: "assisted-living" },
  state: { code: "TX", name: "Texas", urlName: "texas" },
  city: { name: "Austin", urlName: "austin" },
};

describe("loadBlockData", () => {
  it("runs each declared load with the block, the page's parsed search and the loaders", async () => {
    const { calls, loaders } = recordingLoaders();
    const context = contextFor("keyword=austin,tx&page=2&utm_source=mail");
    const data = await loadBlockData([hero, searchGrid, legacy], context, loaders);
    expect(data).toHaveLength(3);
    expect(data[0]).toBeUndefined();
    expect(data[2]).toBeUndefined();
    expect(data[1]).toMatchObject({ response: { totalPages: 3 } });
    expect(calls).toHaveLength(1);
    const [search, site, options] = calls[0]!;
    expect(search).toMatchObject({ keyword: "Austin, TX", page: 1 });
    expect(site).toBe("main");
    expect(options).toEqual({ defaultCareType: "assisted-living" });
  });

  it("searches spec 9's default care type, assisted living, when the grid names none", async () => {
    const { calls, loaders } = recordingLoaders();
    const unset = { ...searchGrid, defaultCareType: undefined } as PageBlock;
    const all = { ...searchGrid, _key: "all", defaultCareType: "senior-living" } as PageBlock;
    const data = await loadBlockData([unset, all], contextFor("keyword=austin,tx"), loaders);
    expect(calls.map(([, , options]) => options)).toEqual([
      { defaultCareType: "assisted-living" },
      { defaultCareType: "senior-living" },
    ]);
    expect(data[0]).toMatchObject({ search: { careType: "assisted-living" } });
    // The URL's own care type wins over any default.
    await loadBlockData(
      [unset],
      contextFor("keyword=austin,tx&care-type=memory-care-facilities"),
      loaders,
    );
    expect(calls[2]![0]).toMatchObject({ careType: "memory-care-facilities" });
  });

  it("asks for the geo listing's own page under the keys the page implies", async () => {
    const { calls, loaders } = recordingLoaders();
    const context = contextFor("listing-page=3&page=7&sortBy=best-rated", listingGeo);
    await loadBlockData([geoListing], context, loaders);
    const [search, , options] = calls[0]!;
    expect(search).toMatchObject({ page: 2, sortBy: "best-rated", keyword: null });
    // Only the city's own providers, as the copy counts them (issue 24.8).
    expect(options).toEqual({
      fixed: listingGeo.listing,
      defaultCareType: "assisted-living",
      place: { city: "Austin", state: "TX" },
    });
  });

  it("loads nothing for a geo page without a listing", async () => {
    const { calls, loaders } = recordingLoaders();
    const context = contextFor("", { ...listingGeo, listing: null });
    expect(await loadBlockData([geoListing], context, loaders)).toEqual([null]);
    expect(calls).toHaveLength(0);
  });
});

describe("PageBuilder with loaded data", () => {
  async function renderBlocks(blocks: PageBlock[], context: BlockContext) {
    const { calls, loaders } = recordingLoaders();
    const data = await loadBlockData(blocks, context, loaders);
    const loaded = calls.length;
    const full = { ...context, headings: collectPageHeadings(blocks, context) };
    const view = render(
      <ChakraProvider value={systems.main}>
        <PageBuilder blocks={blocks} context={full} data={data} />
      </ChakraProvider>,
    );
    // Rendering loads nothing more: the blocks render what they were given.
    expect(calls).toHaveLength(loaded);
    return view;
  }

  /** The pagination's links, once the results column (a client component) has rendered. */
  const pageLinks = async (view: RenderResult) =>
    Array.from(
      (await view.findByRole("navigation", { name: "Pagination" })).querySelectorAll("a"),
    ).map((link) => link.getAttribute("href"));

  it("renders the search grid's results and canonical page links from its data", async () => {
    const view = await renderBlocks(
      [searchGrid],
      contextFor("keyword=austin,tx&page=2&sortBy=best-rated"),
    );
    expect(await pageLinks(view)).toEqual([
      "/local/search?keyword=Austin%2C+TX&care-type=assisted-living&sortBy=best-rated",
      "/local/search?keyword=Austin%2C+TX&care-type=assisted-living&sortBy=best-rated",
      "/local/search?keyword=Austin%2C+TX&care-type=assisted-living&page=2&sortBy=best-rated",
      "/local/search?keyword=Austin%2C+TX&care-type=assisted-living&page=3&sortBy=best-rated",
      "/local/search?keyword=Austin%2C+TX&care-type=assisted-living&page=3&sortBy=best-rated",
    ]);
  });

  it("writes the geo listing's links with listing-page, without the place it implies", async () => {
    const view = await renderBlocks(
      [geoListing],
      contextFor("listing-page=2&sortBy=best-rated", listingGeo),
    );
    expect(await pageLinks(view)).toEqual([
      "/senior-living/assisted-living/texas/austin?sortBy=best-rated",
      "/senior-living/assisted-living/texas/austin?sortBy=best-rated",
      "/senior-living/assisted-living/texas/austin?sortBy=best-rated&listing-page=2",
      "/senior-living/assisted-living/texas/austin?sortBy=best-rated&listing-page=3",
      "/senior-living/assisted-living/texas/austin?sortBy=best-rated&listing-page=3",
    ]);
  });
});
