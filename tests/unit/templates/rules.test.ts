import { describe, expect, it } from "@jest/globals";
import {
  costComparisonPhrase,
  costComparisonPhraseForPercent,
  percentDifference,
} from "@templates/rules/costComparison";
import { inflationCost } from "@templates/rules/inflationCost";
import { topProviderCount } from "@templates/rules/topProviderCount";
import { CARE_TYPES, GEO_CARE_TYPES, careTypeName } from "@web/rules/careTypes";
import { US_STATES, stateCodeFromName, stateNameFromCode } from "@web/rules/geo/usStates";

describe("cost comparison wording (spec 5)", () => {
  it.each([
    [5, "higher than"],
    [37.5, "higher than"],
    [4.99, "slightly higher than"],
    [2, "slightly higher than"],
    [1.99, "about the same as"],
    [0, "about the same as"],
    [-1.99, "about the same as"],
    [-2, "slightly lower than"],
    [-4.99, "slightly lower than"],
    [-5, "lower than"],
    [-60, "lower than"],
  ])("reads a difference of %p%% as '%s'", (percent, phrase) => {
    expect(costComparisonPhraseForPercent(percent)).toBe(phrase);
  });

  it.each([
    [4.995, "slightly higher than"],
    [1.995, "about the same as"],
    [-1.995, "about the same as"],
    [-4.995, "slightly lower than"],
  ])("closes the spec's gaps: %p%% reads '%s'", (percent, phrase) => {
    expect(costComparisonPhraseForPercent(percent)).toBe(phrase);
  });

  it("compares a cost with a reference cost in cents", () => {
    expect(percentDifference(105_000, 100_000)).toBeCloseTo(5);
    expect(costComparisonPhrase(105_000, 100_000)).toBe("higher than");
    expect(costComparisonPhrase(98_500, 100_000)).toBe("about the same as");
    expect(costComparisonPhrase(97_000, 100_000)).toBe("slightly lower than");
  });

  it("makes no claim when the reference is missing, zero or negative", () => {
    expect(costComparisonPhrase(100_000, 0)).toBeNull();
    expect(costComparisonPhrase(100_000, -5)).toBeNull();
    expect(costComparisonPhrase(100_000, Number.NaN)).toBeNull();
    expect(costComparisonPhrase(Number.POSITIVE_INFINITY, 100)).toBeNull();
    expect(costComparisonPhraseForPercent(Number.NaN)).toBeNull();
  });
});

describe("inflation cost (spec 5: truncated to an integer)", () => {
  it("compounds the annual rate and truncates to whole dollars", () => {
    // $4,000 at 3% for 2 years = 4,243.60 -> 4,243 (truncated, not rounded)
    expect(inflationCost(400_000, 3, 2)).toBe(4243);
    expect(inflationCost(100_099, 0, 0)).toBe(1000);
  });

  it("truncates toward zero even when the fraction is above one half", () => {
    expect(inflationCost(99_999, 0, 5)).toBe(999);
  });

  it("refuses inputs that are not usable numbers", () => {
    expect(inflationCost(Number.NaN, 3, 2)).toBeNull();
    expect(inflationCost(-1, 3, 2)).toBeNull();
    expect(inflationCost(100, 3, -1)).toBeNull();
    expect(inflationCost(100, -100, 1)).toBeNull();
    expect(inflationCost(100, 1e308, 1e308)).toBeNull();
  });
});

describe("top-provider count bands (spec 5)", () => {
  it.each([
    [0, null],
    [2, null],
    [3, 3],
    [4, 3],
    [4.5, 3],
    [5, 5],
    [9, 5],
    [9.99, 5],
    [10, 10],
    [12_000, 10],
  ])("gives %p providers the band %p", (count, band) => {
    expect(topProviderCount(count)).toBe(band);
  });

  it("is empty for a count that is not a number", () => {
    expect(topProviderCount(Number.NaN)).toBeNull();
  });
});

describe("US states (spec 3: 2-letter codes including DC and PR)", () => {
  it("lists the 50 states, DC and PR", () => {
    expect(Object.keys(US_STATES)).toHaveLength(52);
    expect(stateNameFromCode("DC")).toBe("District of Columbia");
    expect(stateNameFromCode("pr")).toBe("Puerto Rico");
  });

  it("maps every name to its code and back", () => {
    for (const [code, name] of Object.entries(US_STATES)) {
      expect(stateCodeFromName(name)).toBe(code);
      expect(stateNameFromCode(code)).toBe(name);
    }
  });

  it("reads names loosely but refuses non-states", () => {
    expect(stateCodeFromName("  new-york ")).toBe("NY");
    expect(stateCodeFromName("Narnia")).toBeNull();
    expect(stateNameFromCode("XX")).toBeNull();
    expect(stateNameFromCode("constructor")).toBeNull();
    expect(stateCodeFromName("__proto__")).toBeNull();
  });
});

describe("care-type names", () => {
  it("names every geo care type", () => {
    for (const slug of GEO_CARE_TYPES) {
      expect(careTypeName(slug)).toBe(CARE_TYPES.find((c) => c.slug === slug)?.name);
    }
    expect(careTypeName("memory-care-facilities")).toBe("Memory Care");
  });

  it("is null for an unknown slug, including prototype names", () => {
    expect(careTypeName("day-spa")).toBeNull();
    expect(careTypeName("constructor")).toBeNull();
  });
});
