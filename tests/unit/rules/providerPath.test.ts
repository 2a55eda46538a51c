import {
  isProviderIdSegment,
  mayRedirectToProvider,
  providerPathShape,
} from "@web/rules/provider/providerPath";

describe("provider paths (spec 2.1, 7)", () => {
  it("reads a roll-up path as the canonical form", () => {
    expect(providerPathShape("/senior-living/texas/austin/oak-meadow")).toEqual({
      form: "canonical",
      path: "/senior-living/texas/austin/oak-meadow",
      slug: "oak-meadow",
    });
    expect(providerPathShape("/senior-care/texas/austin/sunrise-home-care")?.form).toBe(
      "canonical",
    );
  });

  it("reads a care-type path as the legacy form, lowercased and without a trailing slash", () => {
    expect(providerPathShape("/Assisted-Living/Texas/Austin/Oak-Meadow/")).toEqual({
      form: "legacy",
      path: "/assisted-living/texas/austin/oak-meadow",
      slug: "oak-meadow",
    });
  });

  it("leaves geo listing pages, other lengths and unknown prefixes alone", () => {
    expect(providerPathShape("/senior-living/assisted-living/texas/austin")).toBeNull();
    expect(providerPathShape("/senior-living/texas/austin")).toBeNull();
    expect(providerPathShape("/senior-living/texas/austin/oak/extra")).toBeNull();
    expect(providerPathShape("/resources/texas/austin/oak-meadow")).toBeNull();
    expect(providerPathShape("/senior-living/texas/austin/oak meadow")).toBeNull();
    expect(providerPathShape("/")).toBeNull();
  });

  it("tells ids from slugs", () => {
    expect(isProviderIdSegment("100160")).toBe(true);
    expect(isProviderIdSegment("0eac0e14-68f7-49d8-a698-ddc2af148c89")).toBe(true);
    expect(isProviderIdSegment("oak-meadow-100160")).toBe(false);
    expect(isProviderIdSegment("1234567890")).toBe(false);
  });

  it("asks the directory only for legacy paths and id-shaped ones", () => {
    expect(mayRedirectToProvider(providerPathShape("/memory-care-facilities/texas/austin/x"))).toBe(
      true,
    );
    expect(mayRedirectToProvider(providerPathShape("/senior-living/texas/austin/100160"))).toBe(
      true,
    );
    expect(mayRedirectToProvider(providerPathShape("/senior-living/texas/austin/oak"))).toBe(false);
    expect(mayRedirectToProvider(null)).toBe(false);
  });
});
