import { describe, expect, it } from "@jest/globals";
import { DEFAULT_GEO_COPY_TEMPLATES } from "@templates/defaults";
import { renderGeoCopy } from "@templates/engine";
import { GEO_CARE_TYPES } from "@web/rules/careTypes";
import { validateGeoCopyTemplate } from "@templates/validate";

const silent = { logger: () => undefined };

describe("the default geo copy", () => {
  it.each(GEO_CARE_TYPES)("has a clean template for %s", (careType) => {
    expect(validateGeoCopyTemplate(DEFAULT_GEO_COPY_TEMPLATES[careType].source)).toEqual([]);
  });

  it("reads well for a city with full data", () => {
    const { output } = renderGeoCopy(
      DEFAULT_GEO_COPY_TEMPLATES["memory-care-facilities"],
      {
        city: "Austin",
        stateCode: "TX",
        careType: "memory-care-facilities",
        providerCount: 7,
        averageCostCents: 600_000,
        stateAverageCostCents: 500_000,
        reviewCount: 1,
        averageRating: 4.04,
        year: 2026,
        nearbyCities: ["Round Rock", "Cedar Park"],
      },
      silent,
    );
    expect(output).toBe(
      "Compare 7 memory care facilities in Austin, TX. The average cost of memory care in Austin is $6,000 a month, higher than the Texas average of $5,000. Families have left 1 review here, with an average rating of 4.0 out of 5. See the top 5 memory care facilities in Austin for 2026. Also compare options in Round Rock, Cedar Park.",
    );
  });

  it("makes no claims for a city without data", () => {
    const { output, diagnostics } = renderGeoCopy(
      DEFAULT_GEO_COPY_TEMPLATES["nursing-homes"],
      { city: "Lusk", stateCode: "WY", careType: "nursing-homes", providerCount: 0 },
      silent,
    );
    expect(diagnostics).toEqual([]);
    expect(output).toBe(
      "We are still adding nursing homes in Lusk, WY: talk to a Family Advisor about nearby choices.",
    );
  });
});
