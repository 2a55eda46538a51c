import {
  PRICE_SOURCE,
  REVIEW_SOURCE,
  cardCmsRating,
  factSources,
  knownDay,
  knownMonth,
  listRatingsSourceText,
  priceSourceText,
  reviewSourceText,
  shortMonth,
  type SourcedFacts,
} from "@web/rules/trust/factSources";

const priced = { costs: { startingPriceCents: 425_000 } };
const unpriced = { costs: { startingPriceCents: null } };

function provider(overrides: Partial<SourcedFacts> = {}): SourcedFacts {
  return {
    services: [priced],
    startPriceInCents: 425_000,
    pricesReportedOn: "2026-10",
    reviewCount: 142,
    averageRating: 4.3,
    reviewsAsOf: "2026-10-28",
    cmsRating: { overall: 4, source: "Medicare Care Compare", asOf: "2026-10" },
    ...overrides,
  };
}

describe("a source and a date beside every fact (issue 27.6)", () => {
  describe("prices", () => {
    it("says the provider reported them, and the month", () => {
      expect(priceSourceText("2026-10")).toBe("Reported by the provider, October 2026");
      expect(priceSourceText("2025-05")).toBe("Reported by the provider, May 2025");
    });

    it("names only the source when the month is not known, never a made-up date", () => {
      expect(priceSourceText(null)).toBe("Reported by the provider");
      expect(priceSourceText(undefined)).toBe("Reported by the provider");
      expect(priceSourceText("2026-13")).toBe("Reported by the provider");
      expect(priceSourceText("soon")).toBe("Reported by the provider");
    });
  });

  describe("reviews", () => {
    it("says whose reviews they are and the day of the newest", () => {
      expect(reviewSourceText("2026-10-28")).toBe(
        "Reviews by families, the latest on October 28, 2026",
      );
      expect(reviewSourceText("2026-03-04T10:00:00.000Z")).toBe(
        "Reviews by families, the latest on March 4, 2026",
      );
    });

    it("names only the source without a known day", () => {
      expect(reviewSourceText(null)).toBe("Reviews by families");
      expect(reviewSourceText("2026-02-30x")).toBe("Reviews by families");
    });
  });

  describe("a list's ratings (top providers, award winners)", () => {
    it("names the reviews and the newest day any listed rating counts", () => {
      expect(listRatingsSourceText(["2026-09-02", null, "2026-10-28", "2026-10-03"])).toBe(
        "Ratings and review counts from families' reviews on this directory, the latest on October 28, 2026",
      );
    });

    it("names only the source when no day is known", () => {
      expect(listRatingsSourceText([null, undefined, "2026-02-30"])).toBe(
        "Ratings and review counts from families' reviews on this directory",
      );
      expect(listRatingsSourceText([])).toBe(
        "Ratings and review counts from families' reviews on this directory",
      );
    });
  });

  describe("the card's Medicare rating", () => {
    it("is one short line naming Medicare, the stars and the month", () => {
      expect(
        cardCmsRating({ overall: 4, source: "Medicare Care Compare", asOf: "2026-10" }),
      ).toEqual({
        stars: 4,
        text: "Medicare: 4 of 5 stars · Oct 2026",
        accessibleText:
          "Medicare Care Compare overall rating: 4 out of 5 stars, as of October 2026.",
      });
    });

    it("keeps another source's own name and leaves out a month it does not know", () => {
      expect(cardCmsRating({ overall: 2, source: "A state agency", asOf: "" })).toEqual({
        stars: 2,
        text: "A state agency: 2 of 5 stars",
        accessibleText: "A state agency overall rating: 2 out of 5 stars.",
      });
    });

    it("shows nothing without a rating from 1 to 5", () => {
      expect(cardCmsRating(null)).toBeNull();
      expect(cardCmsRating(undefined)).toBeNull();
      expect(
        cardCmsRating({ overall: 0, source: "Medicare Care Compare", asOf: "2026-10" }),
      ).toBeNull();
      expect(
        cardCmsRating({ overall: 6, source: "Medicare Care Compare", asOf: "2026-10" }),
      ).toBeNull();
    });
  });

  it("reads months and days strictly", () => {
    expect(knownMonth("2026-10-28")).toBe("2026-10");
    expect(knownMonth("2026-00")).toBeNull();
    expect(knownDay("2026-10-28T12:00:00.000Z")).toBe("2026-10-28");
    expect(knownDay("2026-10")).toBeNull();
    expect(shortMonth("2026-09")).toBe("Sep 2026");
    expect(shortMonth("2026-05")).toBe("May 2026");
  });

  describe("the API's sources", () => {
    it("gives prices, reviews and the CMS rating each a source and a date", () => {
      expect(factSources(provider())).toEqual({
        prices: { source: PRICE_SOURCE, sourceKind: "provider", asOf: "2026-10" },
        reviews: {
          source: REVIEW_SOURCE,
          sourceKind: "reviews",
          asOf: "2026-10-28",
          count: 142,
          averageRating: 4.3,
        },
        ratings: {
          source: "Medicare Care Compare",
          sourceKind: "cms",
          asOf: "2026-10",
          overall: 4,
        },
      });
    });

    it("answers null for a fact the provider does not have", () => {
      expect(
        factSources(
          provider({
            services: [unpriced],
            startPriceInCents: null,
            pricesReportedOn: null,
            reviewCount: 0,
            averageRating: null,
            reviewsAsOf: null,
            cmsRating: null,
          }),
        ),
      ).toEqual({ prices: null, reviews: null, ratings: null });
    });

    it("keeps the source of a fact whose date an older directory never kept", () => {
      const sources = factSources(
        provider({ pricesReportedOn: undefined, reviewsAsOf: undefined }),
      );
      expect(sources.prices).toEqual({ source: PRICE_SOURCE, sourceKind: "provider", asOf: null });
      expect(sources.reviews?.asOf).toBeNull();
    });
  });
});
