import {
  homeCarePulseAwards,
  isProviderPageHidden,
  photoIndexFrom,
  providerHeading,
  providerIntroParagraphs,
} from "@web/rules/provider/providerPage";

describe("the provider page's rules", () => {
  it("answers 404 only for an explicitly suppressed provider", () => {
    expect(isProviderPageHidden({ isSuppressed: true })).toBe(true);
    expect(isProviderPageHidden({ isSuppressed: false })).toBe(false);
    // Without the flag spec 4 derives suppression from contracts: that decides enhanced status only.
    expect(isProviderPageHidden({})).toBe(false);
  });

  it("cuts a non-enhanced provider's intro to the first non-empty paragraph (spec 5)", () => {
    const html = "<p> </p><h2>Welcome</h2><p>Second paragraph.</p><p>Third.</p>";
    expect(providerIntroParagraphs(html, false)).toEqual(["Welcome"]);
    expect(providerIntroParagraphs(html, true)).toEqual(["Welcome", "Second paragraph.", "Third."]);
    expect(providerIntroParagraphs("First line\n\n\nSecond", false)).toEqual(["First line"]);
    expect(providerIntroParagraphs("", false)).toEqual([]);
    expect(providerIntroParagraphs(null, true)).toEqual([]);
  });

  it("fills {name} into an editor's heading, or the spec's default when it is empty", () => {
    expect(providerHeading("What {name} Offers", "x", "Oak Meadow")).toBe("What Oak Meadow Offers");
    expect(providerHeading("  ", "Costs of {name}", "Oak Meadow")).toBe("Costs of Oak Meadow");
    expect(providerHeading(null, "Costs of {name}", "A {name} B")).toBe("Costs of A {name} B");
  });

  it("shows only the 2025 Home Care Pulse awards (spec 3)", () => {
    expect(
      homeCarePulseAwards({ year: 2025, awards: ["Provider of Choice", "Provider of Choice"] }),
    ).toEqual(["Provider of Choice"]);
    expect(homeCarePulseAwards({ year: 2024, awards: ["Employer of Choice"] })).toEqual([]);
    expect(homeCarePulseAwards(null)).toEqual([]);
  });

  it("reads the gallery's photo-index, falling back to the first photo", () => {
    expect(photoIndexFrom("2", 5)).toBe(2);
    expect(photoIndexFrom("5", 5)).toBe(0);
    expect(photoIndexFrom("-1", 5)).toBe(0);
    expect(photoIndexFrom("1.5", 5)).toBe(0);
    expect(photoIndexFrom(null, 5)).toBe(0);
  });
});
