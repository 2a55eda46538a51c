import { describe, expect, it } from "@jest/globals";
import fc from "fast-check";
import { AMENITY_FILTER_NAMES, SORT_OPTIONS } from "@web/rules/search/searchOptions";
import { MAX_TEXT_LENGTH as KEYWORD_MAX_LENGTH } from "@web/rules/limits";
import { canonicalKeyword, canonicalSearchQuery } from "@web/rules/search/canonicalSearch";
import { searchParamsFromQuery } from "@web/rules/search/searchParams";
import { SEARCH_QUERY_KEYS } from "@web/rules/search/searchQuery";

const canonical = (search: string) => canonicalSearchQuery(new URLSearchParams(search)).toString();

describe("one written form per search (issue 14.6)", () => {
  it.each([
    ["page=01", "page=1.0", "page=1", "page=", "page=0", "page=-3", "page=x", ""],
    ["page=2", "page=02", "page=2.0", "page=+2", "page=%202%20"],
    ["sortBy=RECOMMENDED", "sortBy=recommended", "sortBy=cheapest", ""],
    [
      "keyword=AUSTIN%2C+TX",
      "keyword=austin,tx",
      "keyword=Austin%2C+TX",
      "keyword=%20austin%20%2C%20%20Tx",
    ],
    ["keyword=Boise&care-type=assisted-living", "care-type=Assisted-Living&keyword=BOISE"],
    ["distanceInMiles=30", "distanceInMiles=30.0", "priceRange=1,4", "matchAllFilters=true", ""],
    ["dining=3,1,2", "dining=1,2,3", "dining=2&dining=3,1", "dining=1,1,2,3"],
    ["verified=true", "verified=true&awards=false", "verified=true&ongoingPromotion=maybe"],
    ["priceRange=2,3", "priceMin=2&priceMax=3", "priceMin=3&priceMax=2"],
    ["matchAllFilters=false", "matchAny=true"],
  ])("writes %s and its spellings the same way", (...spellings) => {
    const forms = new Set(spellings.map(canonical));
    expect([...forms]).toEqual([canonical(spellings[0] ?? "")]);
  });

  it("keeps different searches apart", () => {
    const forms = [
      "page=2",
      "page=3",
      "sortBy=best-rated",
      "keyword=Boise",
      "keyword=Austin%2C+TX",
    ].map(canonical);
    expect(new Set(forms).size).toBe(forms.length);
  });

  it("drops defaults and foreign keys and orders keys as the spec lists them", () => {
    expect(
      canonical(
        "utm_source=x&verified=true&page=2&sortBy=best-rated&keyword=seattle,%20wa&selectedCommunities=a,b&care-type=assisted-living",
      ),
    ).toBe(
      "keyword=Seattle%2C+WA&care-type=assisted-living&page=2&sortBy=best-rated&verified=true",
    );
  });

  it.each([
    ["AUSTIN", "Austin"],
    ["austin,tx", "Austin, TX"],
    ["new   york ,  ny", "New York, NY"],
    ["WINSTON-SALEM, nc", "Winston-Salem, NC"],
    ["o'fallon, mo", "O'Fallon, MO"],
    ["mary's place", "Mary's Place"],
    ["lake of the woods", "Lake of the Woods"],
    ["the villages, fl", "The Villages, FL"],
    ["la crosse, wi", "La Crosse, WI"],
    ["78701", "78701"],
    ["texas", "Texas"],
    ["straße", "Straße"],
  ])("writes the keyword %p as %p", (keyword, expected) => {
    expect(canonicalKeyword(keyword)).toBe(expected);
  });

  it("parses the canonical form back to the same search, and rewrites it to itself", () => {
    const value = fc.oneof(
      fc.string(),
      fc.constantFrom("1", "01", "2.0", "-1", "true", "false", "TRUE", "1,2", "3,1,3", "x", ""),
      fc.constantFrom(...SORT_OPTIONS, "RECOMMENDED"),
      fc.constantFrom("austin, tx", "O'FALLON", "İstanbul", "ßtraße", "a,b,c", " , "),
    );
    const keys = fc.constantFrom(
      ...SEARCH_QUERY_KEYS,
      "priceMin",
      "priceMax",
      "matchAny",
      "utm_source",
    );
    fc.assert(
      fc.property(fc.array(fc.tuple(keys, value), { maxLength: 8 }), (entries) => {
        const query = new URLSearchParams(entries);
        const once = canonicalSearchQuery(query);
        expect(canonicalSearchQuery(once).toString()).toBe(once.toString());
        const parsed = searchParamsFromQuery(once);
        const original = searchParamsFromQuery(canonicalSearchQuery(query));
        expect(parsed).toEqual(original);
      }),
      { numRuns: 3000 },
    );
  });

  it("stays a fixed point for keywords at the length limit", () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: KEYWORD_MAX_LENGTH - 20, maxLength: KEYWORD_MAX_LENGTH + 50 }),
        (text) => {
          const keyword = `${text.replace(/[a-z]/g, (c) => `${c},`)}`;
          const once = canonicalSearchQuery(new URLSearchParams({ keyword }));
          expect(canonicalSearchQuery(once).toString()).toBe(once.toString());
          expect((once.get("keyword") ?? "").length).toBeLessThanOrEqual(KEYWORD_MAX_LENGTH);
        },
      ),
      { numRuns: 500 },
    );
  });

  it("keeps every amenity filter", () => {
    for (const filter of AMENITY_FILTER_NAMES) {
      expect(canonical(`${filter}=2,1`)).toBe(`${filter}=1%2C2`);
    }
  });
});
