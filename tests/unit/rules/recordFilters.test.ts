import { describe, expect, it } from "@jest/globals";
import { inspectionRows } from "@web/directory/inspectionRows";
import { CARE_TYPES } from "@web/rules/careTypes";
import type { InspectionCitation, ProviderInspections } from "@web/rules/model/inspections";
import { canonicalSearchQuery, searchQueryFromParams } from "@web/rules/search/canonicalSearch";
import {
  offersRecordFilters,
  RECORD_FILTER_LABELS,
  seriousCitationsSince,
} from "@web/rules/search/recordFilters";
import {
  EMPTY_SEARCH,
  invalidSearchKeys,
  searchParamsFromQuery,
} from "@web/rules/search/searchParams";
import { activeFilterCount, withoutFilters } from "@web/rules/search/searchQuery";
import { facetedSearchRequestOf } from "@web/rules/search/searchRequest";

const search = (query: string) => searchParamsFromQuery(new URLSearchParams(query));

describe("the record filters are offered where Medicare rates the providers", () => {
  it("offers them for nursing homes only", () => {
    expect(offersRecordFilters("nursing-homes")).toBe(true);
    expect(CARE_TYPES.filter((c) => c.medicareRated).map((c) => c.slug)).toEqual(["nursing-homes"]);
  });

  it.each(["in-home-care", "assisted-living", "memory-care-facilities", "senior-living", null])(
    "never offers them to a search of %s",
    (careType) => {
      expect(offersRecordFilters(careType)).toBe(false);
    },
  );

  it("names them as the filter panel shows them", () => {
    expect(RECORD_FILTER_LABELS).toEqual({
      noSeriousCitations: "No serious citations in 3 years",
      medicareRating4Plus: "Medicare rating 4+",
    });
  });
});

describe("seriousCitationsSince: the first day of the last three years", () => {
  it.each([
    ["2026-11-21T12:00:00Z", "2023-11-21"],
    ["2026-01-01T00:00:00Z", "2023-01-01"],
    ["2026-12-31T23:59:59Z", "2023-12-31"],
    // From a leap day, three years back is the last day of February.
    ["2028-02-29T08:00:00Z", "2025-02-28"],
  ])("from %s counts from %s", (now, since) => {
    expect(seriousCitationsSince(new Date(now))).toBe(since);
  });
});

describe("the record filters and sort in the URL", () => {
  it("reads the two filters and the sort", () => {
    const params = search(
      "care-type=nursing-homes&noSeriousCitations=true&medicareRating4Plus=true&sortBy=medicare-rating",
    );
    expect(params.noSeriousCitations).toBe(true);
    expect(params.medicareRating4Plus).toBe(true);
    expect(params.sortBy).toBe("medicare-rating");
  });

  it("falls back to no filter for a value that is not true or false", () => {
    expect(search("noSeriousCitations=yes").noSeriousCitations).toBeNull();
    expect(
      invalidSearchKeys(new URLSearchParams("noSeriousCitations=yes&medicareRating4Plus=4")),
    ).toEqual(["noSeriousCitations", "medicareRating4Plus"]);
  });

  it("writes them canonically: only when on, in the search keys' order", () => {
    expect(
      canonicalSearchQuery(
        new URLSearchParams(
          "medicareRating4Plus=TRUE&sortBy=medicare-rating&noSeriousCitations=true&keyword=austin,tx&care-type=nursing-homes",
        ),
      ).toString(),
    ).toBe(
      "keyword=Austin%2C+TX&care-type=nursing-homes&sortBy=medicare-rating&noSeriousCitations=true",
    );
    expect(
      canonicalSearchQuery(
        new URLSearchParams(
          "keyword=Austin&care-type=nursing-homes&noSeriousCitations=false&medicareRating4Plus=true",
        ),
      ).toString(),
    ).toBe("keyword=Austin&care-type=nursing-homes&medicareRating4Plus=true");
    const params = search(
      "care-type=nursing-homes&noSeriousCitations=true&medicareRating4Plus=true",
    );
    expect(searchParamsFromQuery(searchQueryFromParams(params))).toEqual(params);
  });
});

describe("the canonical URL of a search that does not offer them", () => {
  it.each(["in-home-care", "assisted-living", "senior-living"])(
    "leaves the record filters and sort out of a %s search",
    (careType) => {
      expect(
        canonicalSearchQuery(
          new URLSearchParams(
            `keyword=Austin&care-type=${careType}&noSeriousCitations=true&medicareRating4Plus=true&sortBy=medicare-rating&awards=true`,
          ),
        ).toString(),
      ).toBe(`keyword=Austin&care-type=${careType}&awards=true`);
    },
  );

  it("keeps them without a care type (the page's default may be nursing homes)", () => {
    expect(
      canonicalSearchQuery(
        new URLSearchParams("keyword=Austin&noSeriousCitations=true&sortBy=medicare-rating"),
      ).toString(),
    ).toBe("keyword=Austin&sortBy=medicare-rating&noSeriousCitations=true");
  });
});

describe("the filter button's count and Clear all", () => {
  it("counts each record filter that is on in a nursing-home search", () => {
    expect(activeFilterCount(search("care-type=nursing-homes&noSeriousCitations=true"))).toBe(1);
    expect(
      activeFilterCount(
        search(
          "care-type=nursing-homes&noSeriousCitations=true&medicareRating4Plus=true&awards=true",
        ),
      ),
    ).toBe(3);
  });

  it("does not count them where they are not offered (nothing there could clear them)", () => {
    expect(
      activeFilterCount(
        search("care-type=in-home-care&noSeriousCitations=true&medicareRating4Plus=true"),
      ),
    ).toBe(0);
  });

  it("clears every filter and keeps the place, the care type and the sort", () => {
    const params = search(
      "keyword=Austin&care-type=nursing-homes&sortBy=medicare-rating&page=3&noSeriousCitations=true&medicareRating4Plus=true&awards=true&priceRange=2,3&distanceInMiles=50&reviews=4&providersWith=photos&dining=12&matchAllFilters=false",
    );
    const cleared = withoutFilters(params);
    expect(activeFilterCount(cleared)).toBe(0);
    expect(searchQueryFromParams(cleared).toString()).toBe(
      "keyword=Austin&care-type=nursing-homes&sortBy=medicare-rating",
    );
    expect(cleared).toEqual({
      ...EMPTY_SEARCH,
      keyword: "Austin",
      careType: "nursing-homes",
      sortBy: "medicare-rating",
    });
  });
});

describe("the store's request", () => {
  it("asks for the filters and the sort in a nursing-home search", () => {
    const request = facetedSearchRequestOf(
      search(
        "keyword=Austin&care-type=nursing-homes&noSeriousCitations=true&medicareRating4Plus=true&sortBy=medicare-rating",
      ),
      "main",
    );
    expect(request.criteria.noSeriousCitations).toBe(true);
    expect(request.criteria.medicareRating4Plus).toBe(true);
    expect(request.sortBy).toBe("medicare-rating");
  });

  it.each(["in-home-care", "assisted-living", "senior-living"])(
    "reads them as absent in a search of %s",
    (careType) => {
      const request = facetedSearchRequestOf(
        search(
          `keyword=Austin&care-type=${careType}&noSeriousCitations=true&medicareRating4Plus=true&sortBy=medicare-rating`,
        ),
        "main",
      );
      expect(request.criteria.noSeriousCitations).toBeNull();
      expect(request.criteria.medicareRating4Plus).toBeNull();
      expect(request.sortBy).toBe("recommended");
    },
  );

  it("offers them on a search grid whose default care type is nursing homes", () => {
    const request = facetedSearchRequestOf(
      search("keyword=Austin&noSeriousCitations=true"),
      "alt",
      {
        defaultCareType: "nursing-homes",
      },
    );
    expect(request.criteria.noSeriousCitations).toBe(true);
  });
});

describe("the record's latest serious citation (the filter's column)", () => {
  const citation = (surveyDate: string, scopeSeverity: InspectionCitation["scopeSeverity"]) =>
    ({
      surveyDate,
      standard: true,
      complaint: false,
      cycle: 1,
      tag: "F0689",
      category: null,
      description: "…",
      scopeSeverity,
      severity: null,
      stateClass: null,
      corrected: true,
      correctedOn: null,
      correctionStatus: null,
    }) satisfies InspectionCitation;
  const record = (citations: InspectionCitation[]): ProviderInspections => ({
    source: "Medicare Care Compare",
    sourceKind: "cms",
    asOf: "2026-10",
    ccn: "455001",
    recordUrl: null,
    ratings: { overall: 4, healthInspection: 4, staffing: 3, qualityMeasures: 5 },
    citations,
  });

  it("is the newest survey date of a G-L citation, whatever came after it", () => {
    const rows = inspectionRows(
      1,
      record([
        citation("2026-05-02", "F"),
        citation("2024-03-10", "G"),
        citation("2022-01-15", "K"),
        citation("2025-07-01", "D"),
      ]),
    );
    expect(rows.inspection.last_serious_date).toBe("2024-03-10");
    expect(rows.inspection.last_survey_date).toBe("2026-05-02");
  });

  it("is null for a record without serious citations", () => {
    expect(
      inspectionRows(1, record([citation("2026-05-02", "F"), citation("2025-01-02", "A")]))
        .inspection.last_serious_date,
    ).toBeNull();
    expect(inspectionRows(1, record([])).inspection.last_serious_date).toBeNull();
  });
});
