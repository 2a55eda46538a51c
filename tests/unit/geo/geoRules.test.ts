import { geoCopyContext } from "@templates/context";
import { renderGeoCopy } from "@templates/engine";
import { renderGeoText, unescapeGeoCopy } from "@templates/text";
import type { GeoPageData } from "@web/rules/model/types";
import { chooseGeoTemplate, geoCopyInput, isThinGeoPage } from "@web/rules/geo/geoPage";
import { categoryCitySearchQuery, geoPagePath, geoPathShape } from "@web/rules/geo/geoPath";
import { findCareType, searchCareTypeChoices, SEARCH_CARE_TYPES } from "@web/rules/careTypes";
import { canonicalSearchQuery } from "@web/rules/search/canonicalSearch";
import { searchSummary } from "@registry/blocks/MiniSearch/MiniSearch";
import { providerPathShape } from "@web/rules/provider/providerPath";
import { breadcrumbListJsonLd, faqPageJsonLd, itemListJsonLd } from "@web/rules/geo/geoJsonLd";

const AUSTIN: GeoPageData = {
  careType: "assisted-living",
  city: { name: "Austin", urlName: "austin" },
  state: { code: "TX", name: "Texas", urlName: "texas" },
  providerCount: 12,
  providerCountByCareType: { "assisted-living": 12, "memory-care-facilities": 4 },
  averageCosts: {
    city: { "assisted-living": 452_367 },
    state: { "assisted-living": 431_000, "memory-care-facilities": 0 },
    nation: { "assisted-living": 450_000 },
  },
  reviews: { count: 318, averageRating: 4.46 },
  topProviders: [],
  latitude: 30.27,
  longitude: -97.74,
};

describe("geo paths (spec 2.1)", () => {
  it.each([
    ["/senior-living/assisted-living", "careType", null, null],
    ["/senior-living/assisted-living/texas", "state", "texas", null],
    ["/senior-living/assisted-living/texas/austin", "city", "texas", "austin"],
    ["/senior-care/in-home-care/washington/seattle", "city", "washington", "seattle"],
    ["/senior-care/home-health-agencies", "careType", null, null],
    ["/senior-care/hospices", "category", null, null],
    ["/senior-living/55-plus-communities", "category", null, null],
    ["/Senior-Living/Assisted-Living/Texas/", "state", "texas", null],
  ])("%s is a %s page", (path, pageType, state, city) => {
    const shape = geoPathShape(path);
    expect(shape).toMatchObject({ pageType, stateSegment: state, citySegment: city });
  });

  it.each([
    "/senior-living",
    "/senior-living/unknown-type",
    "/senior-care/assisted-living",
    "/senior-living/in-home-care/texas",
    "/senior-care/hospices/texas",
    "/senior-living/assisted-living/texas/austin/extra",
    "/assisted-living/texas/austin",
    "/resources/assisted-living",
    "/senior-living/assisted-living/tex as",
  ])("%s is no geo page", (path) => {
    expect(geoPathShape(path)).toBeNull();
  });

  it("tells a four-segment provider path from a city page by its second segment", () => {
    const provider = "/senior-living/texas/austin/oak-meadow";
    const city = "/senior-living/assisted-living/texas/austin";
    expect(geoPathShape(provider)).toBeNull();
    expect(providerPathShape(provider)).not.toBeNull();
    expect(geoPathShape(city)?.pageType).toBe("city");
    expect(providerPathShape(city)).toBeNull();
  });

  it("builds the paths it parses", () => {
    const careType = { rollUpType: "senior-care" as const, slug: "in-home-care" as const };
    expect(geoPagePath(careType)).toBe("/senior-care/in-home-care");
    expect(geoPagePath(careType, "texas")).toBe("/senior-care/in-home-care/texas");
    expect(geoPagePath(careType, "texas", "austin")).toBe("/senior-care/in-home-care/texas/austin");
    expect(geoPagePath(careType, null, "austin")).toBe("/senior-care/in-home-care");
  });
});

describe("a category page's city links (issue 24.3)", () => {
  const hospices = findCareType("hospices")!;

  it("search for the category's care type in that city and state, canonically", () => {
    const query = categoryCitySearchQuery(hospices, { name: "Arlington", stateURLName: "texas" });
    expect(query.get("keyword")).toBe("Arlington, TX");
    expect(query.get("care-type")).toBe("hospices");
    // Already canonical: the search page takes it without a redirect.
    expect(canonicalSearchQuery(query).toString()).toBe(query.toString());
  });

  it("keep the care type in the search forms and the summary of that search", () => {
    expect(SEARCH_CARE_TYPES.some((choice) => choice.value === "hospices")).toBe(false);
    expect(searchCareTypeChoices("hospices").at(-1)).toEqual({
      title: "Hospices",
      value: "hospices",
    });
    expect(searchCareTypeChoices("assisted-living")).toBe(SEARCH_CARE_TYPES);
    expect(searchCareTypeChoices("no-such-care")).toBe(SEARCH_CARE_TYPES);
    expect(searchSummary("Arlington, TX", "hospices")).toBe("Arlington, TX · Hospices");
  });
});

describe("thin pages", () => {
  it("a page without a provider of its care type is thin; one provider is enough", () => {
    expect(isThinGeoPage(0)).toBe(true);
    expect(isThinGeoPage(Number.NaN)).toBe(true);
    expect(isThinGeoPage(1)).toBe(false);
    expect(isThinGeoPage(250)).toBe(false);
  });
});

describe("the template that composes a geo page", () => {
  const page = {
    path: "/senior-living/assisted-living/texas/austin",
    pageType: "city" as const,
    careType: "assisted-living",
  };
  const cityDefault = { _id: "city", pageType: "city", _updatedAt: "2026-01-01" };
  const cityMemory = { _id: "city.memory", pageType: "city", careType: "memory-care-facilities" };
  const cityAssisted = { _id: "city.assisted", pageType: "city", careType: "assisted-living" };
  const override = {
    _id: "override.austin",
    pageType: "city",
    careType: "assisted-living",
    path: "/senior-living/assisted-living/texas/austin",
  };
  const otherOverride = { ...override, _id: "override.seattle", path: "/senior-living/x/y/z" };

  it("an override of the exact path wins over every template", () => {
    expect(chooseGeoTemplate([cityDefault, cityAssisted, override], page)?._id).toBe(
      "override.austin",
    );
    expect(chooseGeoTemplate([override], { ...page, path: `${page.path}/` })?._id).toBe(
      "override.austin",
    );
  });

  it("else the page type's template of the care type, else the one without a care type", () => {
    expect(
      chooseGeoTemplate([cityDefault, cityMemory, cityAssisted, otherOverride], page)?._id,
    ).toBe("city.assisted");
    expect(chooseGeoTemplate([cityDefault, cityMemory, otherOverride], page)?._id).toBe("city");
  });

  it("never takes another page type's template or another path's override", () => {
    const state = { _id: "state", pageType: "state" };
    expect(chooseGeoTemplate([state, otherOverride, cityMemory], page)).toBeNull();
  });

  it("among equals, the most recently edited wins", () => {
    const newer = { ...cityDefault, _id: "city.newer", _updatedAt: "2026-06-01" };
    expect(chooseGeoTemplate([cityDefault, newer], page)?._id).toBe("city.newer");
  });
});

describe("the geo copy context from the directory's geo page data", () => {
  const now = new Date("2026-11-23T00:00:00Z");

  it("a city page: names, the care type's count and the city, state and national averages", () => {
    const context = geoCopyContext(
      geoCopyInput(AUSTIN, "assisted-living", { nearbyCities: ["Round Rock", "Cedar Park"] }),
      now,
    );
    expect(context).toEqual({
      city: "Austin",
      state: "Texas",
      stateName: "Texas",
      stateCode: "TX",
      careType: "assisted-living",
      careTypeName: "Assisted Living",
      careName: "assisted living",
      providerName: "assisted living community",
      providersName: "assisted living communities",
      providerCount: 12,
      averageCostCents: 452_367,
      stateAverageCostCents: 431_000,
      nationalAverageCostCents: 450_000,
      topProviderCount: 10,
      reviewCount: 318,
      averageRating: 4.46,
      year: 2026,
      nearbyCities: ["Round Rock", "Cedar Park"],
    });
  });

  it("reviews: the place's review count and weighted rating; left out when none is reviewed", () => {
    const reviewed = geoCopyContext(geoCopyInput(AUSTIN, "assisted-living"), now);
    expect(reviewed.reviewCount).toBe(318);
    expect(reviewed.averageRating).toBe(4.46);
    const { output } = renderGeoCopy(
      {
        id: "t",
        source:
          '{{#if reviewCount}}{{number reviewCount}} {{pluralize reviewCount "review"}}, {{rating averageRating}} out of 5.{{else}}No reviews yet.{{/if}}',
      },
      geoCopyInput(AUSTIN, "assisted-living"),
      { now, logger: () => {} },
    );
    expect(output).toBe("318 reviews, 4.5 out of 5.");
    const unreviewed: GeoPageData = { ...AUSTIN, reviews: { count: 0, averageRating: null } };
    const context = geoCopyContext(geoCopyInput(unreviewed, "assisted-living"), now);
    expect(context).not.toHaveProperty("reviewCount");
    expect(context).not.toHaveProperty("averageRating");
    const ratingWithoutCount: GeoPageData = { ...AUSTIN, reviews: { count: 0, averageRating: 4 } };
    expect(
      geoCopyContext(geoCopyInput(ratingWithoutCount, "assisted-living"), now),
    ).not.toHaveProperty("averageRating");
  });

  it("a state page: the state's average is the page's average, and no city", () => {
    const state: GeoPageData = {
      ...AUSTIN,
      city: null,
      averageCosts: { ...AUSTIN.averageCosts, city: null },
    };
    const context = geoCopyContext(geoCopyInput(state, "assisted-living"), now);
    expect(context.city).toBeUndefined();
    expect(context.averageCostCents).toBe(431_000);
    expect(context.stateAverageCostCents).toBeUndefined();
  });

  it("an unpriced care type or one without providers leaves its variables out", () => {
    const context = geoCopyContext(geoCopyInput(AUSTIN, "memory-care-facilities"), now);
    expect(context.providerCount).toBe(4);
    expect(context.averageCostCents).toBeUndefined();
    expect(context.stateAverageCostCents).toBeUndefined();
    expect(context.topProviderCount).toBe(3);
    const none = geoCopyContext(geoCopyInput(AUSTIN, "nursing-homes"), now);
    expect(none.providerCount).toBe(12); // falls back to the page's own count when not broken down
  });

  it("renders the marketers' sentence with the cost comparison wording", () => {
    const { output, diagnostics } = renderGeoCopy(
      {
        id: "t",
        source:
          "{{careTypeName}} in {{city}} costs {{currency averageCostCents}}, {{costComparison averageCostCents stateAverageCostCents}} the {{stateName}} average.",
      },
      geoCopyInput(AUSTIN, "assisted-living"),
      { now, logger: () => {} },
    );
    expect(diagnostics).toEqual([]);
    expect(output).toBe(
      "Assisted Living in Austin costs $4,524, slightly higher than the Texas average.",
    );
  });
});

describe("plain-text templates (titles, headings)", () => {
  it("unescapes the engine's output and keeps one line", () => {
    expect(unescapeGeoCopy("A &amp; B &lt;b&gt; &quot;x&quot; &#x27;y&#x27;")).toBe(
      "A & B <b> \"x\" 'y'",
    );
    const logged: unknown[] = [];
    const { text, diagnostics } = renderGeoText(
      "title",
      "{{careTypeName}} in\n {{city}} {{#if (gt city 3)}}bad{{/if}}",
      { careType: "assisted-living", city: "Austin" },
      { logger: (entry) => logged.push(entry) },
    );
    expect(text).toBe("Assisted Living in Austin");
    expect(diagnostics).toHaveLength(1);
    expect(logged).toHaveLength(1);
  });
});

describe("geo page JSON-LD", () => {
  it("BreadcrumbList starts at home with absolute URLs", () => {
    const data = breadcrumbListJsonLd(
      [
        { name: "Assisted Living", path: "/senior-living/assisted-living" },
        { name: "Texas", path: "/senior-living/assisted-living/texas" },
      ],
      "https://example.test",
    );
    expect(data).toMatchObject({
      "@type": "BreadcrumbList",
      itemListElement: [
        { position: 1, name: "Home", item: "https://example.test/" },
        { position: 2, name: "Assisted Living" },
        {
          position: 3,
          name: "Texas",
          item: "https://example.test/senior-living/assisted-living/texas",
        },
      ],
    });
  });

  it("ItemList of providers and FAQPage of the shown FAQs (none without answers)", () => {
    expect(itemListJsonLd([{ name: "Oak", path: "/p/oak" }], "https://e.test")).toMatchObject({
      itemListElement: [{ position: 1, name: "Oak", url: "https://e.test/p/oak" }],
    });
    expect(faqPageJsonLd([{ question: "Q?", answer: "<p>A &amp; B</p>" }])).toMatchObject({
      "@type": "FAQPage",
      mainEntity: [{ name: "Q?", acceptedAnswer: { text: "A & B" } }],
    });
    expect(faqPageJsonLd([{ question: " ", answer: "x" }])).toBeNull();
  });
});
