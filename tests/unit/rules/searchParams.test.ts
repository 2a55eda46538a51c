import { describe, expect, it } from "@jest/globals";
import { SORT_OPTIONS } from "@web/rules/search/searchOptions";
import {
  invalidSearchKeys,
  searchParamsFromQuery,
  toBoolean,
  toNumber,
  toNumberList,
} from "@web/rules/search/searchParams";

describe("search parameters (spec 3, spec 5)", () => {
  it("uses the spec's defaults for an empty query", () => {
    const params = searchParamsFromQuery({});
    expect(params).toMatchObject({
      keyword: null,
      careType: null,
      latLng: null,
      page: 0,
      priceRange: [1, 4],
      sortBy: "recommended",
      matchAllFilters: true,
      distanceInMiles: 30,
      awards: null,
      ongoingPromotion: null,
      verified: null,
      fivePlusPhotos: null,
      reviews: [],
      providersWith: [],
      dining: [],
      staffQualifications: [],
    });
    expect(searchParamsFromQuery(undefined)).toEqual(params);
  });

  it("stores a positive integer page 0-based", () => {
    expect(searchParamsFromQuery({ page: "1" }).page).toBe(0);
    expect(searchParamsFromQuery({ page: "3" }).page).toBe(2);
    expect(searchParamsFromQuery({ page: 7 }).page).toBe(6);
  });

  it.each(["0", "-2", "1.5", "abc", "", "1e400", "9".repeat(30), "NaN"])(
    "falls back to the first page for page=%p",
    (page) => {
      expect(searchParamsFromQuery({ page }).page).toBe(0);
    },
  );

  it("reads priceRange as two tiers in [1,4], else [1,4]", () => {
    expect(searchParamsFromQuery({ priceRange: "2,3" }).priceRange).toEqual([2, 3]);
    expect(searchParamsFromQuery({ priceRange: [1, 2] }).priceRange).toEqual([1, 2]);
    for (const priceRange of ["3,2", "0,4", "1,5", "2", "1,2,3", "a,b", "1.5,2"]) {
      expect(searchParamsFromQuery({ priceRange }).priceRange).toEqual([1, 4]);
    }
  });

  it("accepts each sort option and defaults to recommended", () => {
    for (const sortBy of SORT_OPTIONS) {
      expect(searchParamsFromQuery({ sortBy }).sortBy).toBe(sortBy);
    }
    expect(searchParamsFromQuery({ sortBy: "cheapest" }).sortBy).toBe("recommended");
    expect(searchParamsFromQuery({ sortBy: ["distance", "best-rated"] }).sortBy).toBe("distance");
  });

  it("defaults matchAllFilters to true and reads true/false", () => {
    expect(searchParamsFromQuery({ matchAllFilters: "false" }).matchAllFilters).toBe(false);
    expect(searchParamsFromQuery({ matchAllFilters: false }).matchAllFilters).toBe(false);
    expect(searchParamsFromQuery({ matchAllFilters: "no" }).matchAllFilters).toBe(true);
  });

  it("defaults distanceInMiles to 30 unless a positive number is given", () => {
    expect(searchParamsFromQuery({ distanceInMiles: "10" }).distanceInMiles).toBe(10);
    expect(searchParamsFromQuery({ distanceInMiles: "-5" }).distanceInMiles).toBe(30);
    expect(searchParamsFromQuery({ distanceInMiles: "far" }).distanceInMiles).toBe(30);
  });

  it("reads latLng as 'lat,lng' within range", () => {
    expect(searchParamsFromQuery({ latLng: "30.27,-97.74" }).latLng).toEqual({
      latitude: 30.27,
      longitude: -97.74,
    });
    expect(searchParamsFromQuery({ latLng: "120,-97" }).latLng).toBeNull();
    expect(searchParamsFromQuery({ latLng: "30.27" }).latLng).toBeNull();
  });

  it("reads amenity filters as number lists, dropping a list with a misfit element", () => {
    const params = searchParamsFromQuery(new URLSearchParams("dining=4,5&dining=6&languages=7,x"));
    expect(params.dining).toEqual([4, 5, 6]);
    expect(params.languages).toEqual([]);
  });

  it("reads boolean filters from true/false only", () => {
    const params = searchParamsFromQuery({
      fivePlusPhotos: "true",
      verified: "true",
      awards: "false",
      ongoingPromotion: "1",
    });
    expect(params.verified).toBe(true);
    expect(params.fivePlusPhotos).toBe(true);
    expect(params.awards).toBe(false);
    expect(params.ongoingPromotion).toBeNull();
  });

  it("keeps only known providersWith values", () => {
    expect(
      searchParamsFromQuery({ providersWith: "photos,drop table,promotions,photos" }).providersWith,
    ).toEqual(["photos", "promotions"]);
  });

  it("trims the keyword and reads the care type slug from careType or care-type", () => {
    const params = searchParamsFromQuery({
      keyword: "  Austin, TX  ",
      "care-type": "Memory-Care-Facilities",
    });
    expect(params.keyword).toBe("Austin, TX");
    expect(params.careType).toBe("memory-care-facilities");
    expect(searchParamsFromQuery({ careType: "'; drop table" }).careType).toBeNull();
    expect(searchParamsFromQuery({ keyword: "   " }).keyword).toBeNull();
  });

  it("never lets one bad value disturb the others", () => {
    const params = searchParamsFromQuery({ page: "x", sortBy: "distance", priceRange: "9,9" });
    expect(params).toMatchObject({ page: 0, sortBy: "distance", priceRange: [1, 4] });
  });
});

describe("coercions (spec 5)", () => {
  it("booleans accept the strings true and false or real booleans, else null", () => {
    expect(toBoolean("true")).toBe(true);
    expect(toBoolean(false)).toBe(false);
    expect(toBoolean("TRUE")).toBeNull();
    expect(toBoolean(1)).toBeNull();
  });

  it("numbers accept numeric strings or numbers, else null", () => {
    expect(toNumber("4.5")).toBe(4.5);
    expect(toNumber(3)).toBe(3);
    expect(toNumber("4 stars")).toBeNull();
    expect(toNumber("")).toBeNull();
    expect(toNumber(Number.POSITIVE_INFINITY)).toBeNull();
    expect(toNumber({})).toBeNull();
  });

  it("number lists accept comma-separated strings or arrays of numbers, else null", () => {
    expect(toNumberList("1,2,3")).toEqual([1, 2, 3]);
    expect(toNumberList([1, 2])).toEqual([1, 2]);
    expect(toNumberList("")).toEqual([]);
    expect(toNumberList("1,,2")).toBeNull();
    expect(toNumberList([1, {}])).toBeNull();
    expect(toNumberList(5)).toBeNull();
  });
});

describe("invalid search parameters are named, to be logged (spec 8)", () => {
  it("names each key whose given value falls back to its default", () => {
    const query = new URLSearchParams(
      "keyword=Austin&page=abc&sortBy=cheapest&priceRange=3,1&distanceInMiles=-5&awards=maybe" +
        "&latLng=91,0&careType=<b>&dining=1,x&providersWith=pricing,gold&matchAllFilters=true",
    );
    expect(invalidSearchKeys(query).sort()).toEqual(
      [
        "awards",
        "careType",
        "dining",
        "distanceInMiles",
        "latLng",
        "page",
        "priceRange",
        "providersWith",
        "sortBy",
      ].sort(),
    );
  });

  it("names nothing for a readable search, empty values or unknown keys", () => {
    expect(
      invalidSearchKeys(
        new URLSearchParams(
          "keyword=Austin%2C+TX&page=2&sortBy=distance&priceRange=1,3&awards=true&dining=1,2" +
            "&providersWith=pricing&care-type=memory-care&page=&utm_source=mail",
        ),
      ),
    ).toEqual([]);
    expect(invalidSearchKeys(null)).toEqual([]);
  });

  it("leaves the API's 0-based page to its own parser", () => {
    expect(invalidSearchKeys({ page: "0" })).toEqual(["page"]);
    expect(invalidSearchKeys({ page: "0" }, { zeroBasedPage: true })).toEqual([]);
  });
});
