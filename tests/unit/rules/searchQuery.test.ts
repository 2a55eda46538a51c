import {
  contentBlockForPage,
  hasSearchInput,
  LISTING_PAGE_KEY,
  listingSearchQuery,
  normalizeFilterForm,
  paginationWindow,
  searchQueryOf,
  toApiQuery,
  withSearchChange,
} from "@web/rules/search/searchQuery";

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

describe("withSearchChange", () => {
  const base = new URLSearchParams("keyword=Austin&page=3&selectedCommunities=p1");

  it("goes back to page 1 when a filter changes and keeps other keys", () => {
    const next = withSearchChange(base, { verified: "true" });
    expect(next.get("page")).toBeNull();
    expect(next.get("verified")).toBe("true");
    expect(next.get("selectedCommunities")).toBe("p1");
  });

  it("keeps the filters when only the page changes", () => {
    expect(withSearchChange(base, { page: "4" }).toString()).toBe(
      "keyword=Austin&page=4&selectedCommunities=p1",
    );
  });

  it("removes a key set to an empty value", () => {
    expect(withSearchChange(base, { keyword: "" }).has("keyword")).toBe(false);
  });

  it("sends the geo listing back to listing-page 1 when the sort changes (spec 2.2)", () => {
    const geo = new URLSearchParams("listing-page=3&sortBy=best-rated");
    expect(withSearchChange(geo, { sortBy: "most-reviews" }).toString()).toBe(
      "sortBy=most-reviews",
    );
    expect(withSearchChange(geo, { page: null, [LISTING_PAGE_KEY]: "4" }).toString()).toBe(
      "listing-page=4&sortBy=best-rated",
    );
  });
});

describe("listingSearchQuery (spec 2.2)", () => {
  it("reads listing-page as the search's page", () => {
    expect(
      listingSearchQuery(new URLSearchParams("listing-page=2&sortBy=best-rated")).toString(),
    ).toBe("sortBy=best-rated&page=2");
  });

  it("ignores a stray page on a geo page", () => {
    expect(listingSearchQuery(new URLSearchParams("page=5&sortBy=best-rated")).toString()).toBe(
      "sortBy=best-rated",
    );
    expect(listingSearchQuery(new URLSearchParams("page=5&listing-page=2")).get("page")).toBe("2");
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

describe("toApiQuery", () => {
  it("turns the page's 1-based page into the API's 0-based page", () => {
    expect(toApiQuery(new URLSearchParams("keyword=Austin&page=3")).get("page")).toBe("2");
    expect(toApiQuery(new URLSearchParams("keyword=Austin&page=1")).has("page")).toBe(false);
  });

  it("sends the first page for an invalid page", () => {
    for (const page of ["0", "-2", "abc", "1.5"]) {
      expect(toApiQuery(new URLSearchParams(`page=${page}`)).has("page")).toBe(false);
    }
  });
});
