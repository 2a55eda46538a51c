import { describe, expect, it } from "@jest/globals";
import { descriptionWordCount, isIndexable } from "@web/rules/provider/isIndexable";

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(" ");

describe("indexability (spec 4)", () => {
  it("follows the explicit isIndexed flag when it is given", () => {
    expect(isIndexable({ isIndexed: false, reviewCount: 40, enhancedListing: true })).toBe(false);
    expect(isIndexable({ isIndexed: true })).toBe(true);
  });

  it("is not indexable without the flag and without any signal", () => {
    expect(isIndexable({})).toBe(false);
    expect(
      isIndexable({
        reviewCount: 0,
        reviews: [],
        enhancedListing: false,
        description: words(199),
        amenityIds: [1, 2, 3, 4, 5],
        faqs: [],
        services: [{ isClaimed: false, contract: { type: "basic" } }],
      }),
    ).toBe(false);
  });

  it.each([
    ["reviews (count)", { reviewCount: 1 }],
    ["reviews (list)", { reviews: [{ id: "r1" }] }],
    ["an enhanced listing", { enhancedListing: true }],
    ["a claimed service", { services: [{ isClaimed: true }] }],
    ["a description of 200 or more words", { description: `<p>${words(200)}</p>` }],
    ["more than 5 distinct amenities", { amenityIds: [1, 2, 3, 4, 5, 6] }],
    ["FAQs", { faqs: [{ question: "Q", answer: "A" }] }],
    ["a subscription contract", { services: [{ contract: { type: "Subscription" } }] }],
  ])("is indexable without the flag when it has %s", (_, provider) => {
    expect(isIndexable(provider)).toBe(true);
  });

  it("counts amenities as distinct ids across both amenity shapes", () => {
    expect(
      isIndexable({
        amenities: [{ id: 1 }, { amenityId: 1 }, { amenityId: 2 }, { id: 3 }],
        amenityIds: [2, 3, 4, 5],
      }),
    ).toBe(false);
    expect(isIndexable({ amenities: [{ amenityId: 6 }], amenityIds: [1, 2, 3, 4, 5] })).toBe(true);
  });

  it("counts description words without HTML tags", () => {
    expect(descriptionWordCount("<h2>Welcome</h2><p>to&nbsp;our <b>home</b></p>")).toBe(4);
    expect(descriptionWordCount("")).toBe(0);
    expect(descriptionWordCount(null)).toBe(0);
  });
});
