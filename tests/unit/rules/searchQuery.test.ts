import { resultsLinkQuery, searchStateOf } from "@web/rules/search/canonicalSearch";
import { EMPTY_SEARCH, type SearchParams } from "@web/rules/search/searchParams";
import {
  activeFilterCount,
  contentBlockForPage,
  hasSearchInput,
  listingSearchOf,
  normalizeFilterForm,
  paginationWindow,
  searchQueryOf,
  withChange,
  withFixed,
  withoutFixed,
} from "@web/rules/search/searchQuery";

const searchOf = (query: string): SearchParams => searchStateOf(new URLSearchParams(query)).search;

describe("searchQueryOf", () => {
  it("keeps only the search's own keys, in a stable order, and joins repeated keys", () => {
    const query = new URLSearchParams(
      "selectedCommunities=a,b&dining=3&keyword=Austin&isModalOpen=true&dining=5&utm_source=x&care-type=memory-care-facilities",
    );
    expect(searchQueryOf(query).toString()).toBe(
      "keyword=Austin&care-type=memory-care-facilities&dining=3%2C5",
    );
  });

  it("drops empty values", () => {
    expect(searchQueryOf(new URLSearchParams("keyword=&sortBy=%20&verified=true")).toString()).toBe(
      "verified=true",
    );
  });
});

describe("withChange", () => {
  const base = searchOf("keyword=Austin&page=3&verified=true");

  it("goes back to page 1 when a filter changes and keeps the other filters", () => {
    const next = withChange(base, { sortBy: "best-rated" });
    expect(next.page).toBe(0);
    expect(next.sortBy).toBe("best-rated");
    expect(next.verified).toBe(true);
  });

  it("keeps the filters when only the page changes", () => {
    expect(withChange(base, { page: 3 })).toEqual({ ...base, page: 3 });
  });

  it("removes a filter set to its empty value", () => {
    expect(resultsLinkQuery(withChange(base, { keyword: null }), "page").has("keyword")).toBe(
      false,
    );
  });
});

describe("resultsLinkQuery", () => {
  it("writes the search page's links in canonical form with a 1-based page", () => {
    const search = searchOf("sortBy=best-rated&keyword=austin,tx&dining=5,3");
    expect(resultsLinkQuery(withChange(search, { page: 3 }), "page").toString()).toBe(
      "keyword=Austin%2C+TX&page=4&sortBy=best-rated&dining=3%2C5",
    );
    expect(resultsLinkQuery(withChange(search, { page: 0 }), "page").has("page")).toBe(false);
  });

  it("names the geo listing's page listing-page, after the search (spec 2.2)", () => {
    const listing = listingSearchOf(
      searchStateOf(new URLSearchParams("listing-page=3&sortBy=best-rated")),
    );
    expect(resultsLinkQuery(withChange(listing, { page: 3 }), "listing-page").toString()).toBe(
      "sortBy=best-rated&listing-page=4",
    );
    expect(
      resultsLinkQuery(withChange(listing, { sortBy: "most-reviews" }), "listing-page").toString(),
    ).toBe("sortBy=most-reviews");
  });

  it("leaves out the keys the page implies while the search still has their values", () => {
    const fixed = { keyword: "Austin, TX", careType: "assisted-living" };
    const search = withFixed(searchOf("sortBy=best-rated"), fixed);
    expect(
      resultsLinkQuery(withChange(search, { page: 1 }), "listing-page", fixed).toString(),
    ).toBe("sortBy=best-rated&listing-page=2");
    const elsewhere = withFixed(searchOf("keyword=Dallas"), fixed);
    expect(resultsLinkQuery(elsewhere, "listing-page", fixed).toString()).toBe("keyword=Dallas");
  });
});

describe("withFixed and withoutFixed", () => {
  const fixed = { keyword: "McAllen, TX", careType: "assisted-living" };

  it("fills in the page's implied keys under the URL's own", () => {
    expect(withFixed(EMPTY_SEARCH, fixed)).toEqual({ ...EMPTY_SEARCH, ...fixed });
    expect(withFixed(searchOf("keyword=Dallas"), fixed)).toMatchObject({
      keyword: "Dallas",
      careType: "assisted-living",
    });
  });

  it("takes them out again where the search still has their values", () => {
    expect(withoutFixed(withFixed(EMPTY_SEARCH, fixed), fixed)).toEqual(EMPTY_SEARCH);
    expect(withoutFixed(withFixed(searchOf("keyword=Dallas"), fixed), fixed).keyword).toBe(
      "Dallas",
    );
  });
});

describe("listingSearchOf (spec 2.2)", () => {
  const listing = (query: string) => listingSearchOf(searchStateOf(new URLSearchParams(query)));

  it("reads listing-page as the search's page", () => {
    expect(listing("listing-page=2&sortBy=best-rated")).toMatchObject({
      page: 1,
      sortBy: "best-rated",
    });
  });

  it("ignores a stray page on a geo page", () => {
    expect(listing("page=5&sortBy=best-rated")).toMatchObject({ page: 0, sortBy: "best-rated" });
    expect(listing("page=5&listing-page=2").page).toBe(1);
  });
});

describe("hasSearchInput", () => {
  it("needs a keyword or coordinates", () => {
    expect(hasSearchInput({ keyword: null, latLng: null })).toBe(false);
    expect(hasSearchInput({ keyword: "Austin, TX", latLng: null })).toBe(true);
    expect(hasSearchInput({ keyword: null, latLng: { latitude: 30, longitude: -97 } })).toBe(true);
  });
});

describe("the generic content block after the first 6 results", () => {
  it("alternates block 1 and block 2 by page parity (page 1 shows block 1)", () => {
    expect([0, 1, 2, 3].map(contentBlockForPage)).toEqual([1, 2, 1, 2]);
  });
});

describe("paginationWindow", () => {
  it("offers nothing for a single page", () => {
    expect(paginationWindow(0, 1)).toEqual([]);
  });

  it("shows first, last and the pages around the current one, with gaps", () => {
    expect(paginationWindow(5, 11)).toEqual([1, null, 4, 5, 6, 7, 8, null, 11]);
    expect(paginationWindow(0, 4)).toEqual([1, 2, 3, 4]);
  });
});

describe("normalizeFilterForm", () => {
  it("turns the price selects into priceRange and drops the default range", () => {
    expect(normalizeFilterForm(new URLSearchParams("priceMin=3&priceMax=2")).toString()).toBe(
      "priceRange=2%2C3",
    );
    expect(normalizeFilterForm(new URLSearchParams("priceMin=1&priceMax=4")).toString()).toBe("");
  });

  it("reads the 'any amenity' box as matchAllFilters=false and drops default sort and distance", () => {
    expect(
      normalizeFilterForm(
        new URLSearchParams("matchAny=true&sortBy=recommended&distanceInMiles=30&dining=3"),
      ).toString(),
    ).toBe("dining=3&matchAllFilters=false");
  });
});

describe("activeFilterCount (the filter button's count)", () => {
  it("is 0 for a search of a place and care type, however sorted or paged", () => {
    expect(activeFilterCount(searchOf("keyword=Austin&care-type=assisted-living"))).toBe(0);
    expect(activeFilterCount(searchOf("keyword=Austin&sortBy=distance&page=3"))).toBe(0);
    expect(activeFilterCount(EMPTY_SEARCH)).toBe(0);
  });

  it("counts the price range and distance off their defaults, and each yes/no filter on", () => {
    expect(activeFilterCount(searchOf("keyword=Austin&priceRange=2,4"))).toBe(1);
    expect(activeFilterCount(searchOf("keyword=Austin&distanceInMiles=10"))).toBe(1);
    expect(
      activeFilterCount(
        searchOf(
          "keyword=Austin&awards=true&ongoingPromotion=true&verified=true&fivePlusPhotos=true",
        ),
      ),
    ).toBe(4);
    expect(activeFilterCount(searchOf("keyword=Austin&awards=false"))).toBe(0);
  });

  it("counts the reviews filter once, and each amenity and providers-with choice", () => {
    expect(activeFilterCount(searchOf("keyword=Austin&reviews=4,5"))).toBe(1);
    expect(activeFilterCount(searchOf("keyword=Austin&providersWith=pricing,photos"))).toBe(2);
    expect(activeFilterCount(searchOf("keyword=Austin&dining=3,5"))).toBe(2);
  });
});
