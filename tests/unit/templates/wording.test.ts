/**
 * Issue 24.9: every care type's state and city copy, headings, titles and descriptions
 * read correctly: the care's own name, singular and plural agreeing with the count.
 */
import { describe, expect, it } from "@jest/globals";
import { sentencesOf } from "@templates/check";
import { DEFAULT_GEO_COPY_TEMPLATES } from "@templates/defaults";
import { renderGeoCopy } from "@templates/engine";
import { wordingProblems } from "@templates/rules/wording";
import { renderGeoText, unescapeGeoCopy } from "@templates/text";
import { GEO_CARE_TYPES, type GeoCareType } from "@web/rules/careTypes";
import {
  DEFAULT_GEO_DESCRIPTIONS,
  DEFAULT_GEO_TITLES,
  GEO_PAGE_HEADINGS,
} from "@web/rules/geo/geoSeo";
import { GEO_BLOCK_HEADINGS, geoCopySource } from "@studio/seed/content/geoTemplates";

const silent = { logger: () => undefined };
const NOW = new Date("2026-11-27T12:00:00Z");

/** A state page and city pages with none, one and several providers, every value set. */
function pagesOf(careType: GeoCareType) {
  const full = {
    careType,
    stateCode: "TX",
    averageCostCents: 452_000,
    stateAverageCostCents: 431_000,
    nationalAverageCostCents: 480_000,
    reviewCount: 12,
    averageRating: 4.4,
    nearbyCities: ["Round Rock", "Cedar Park"],
  };
  return [
    { label: "state", context: { ...full, providerCount: 240 } },
    { label: "city of 1", context: { ...full, city: "Austin", providerCount: 1 } },
    { label: "city of 7", context: { ...full, city: "Austin", providerCount: 7 } },
    { label: "city of 1,200", context: { ...full, city: "Austin", providerCount: 1200 } },
    { label: "city of 0", context: { careType, city: "Marfa", stateCode: "TX", providerCount: 0 } },
  ];
}

const slipsIn = (text: string, careType: GeoCareType) =>
  sentencesOf(text).flatMap((sentence) =>
    wordingProblems(sentence, careType).map((problem) => `${problem}: ${sentence}`),
  );

describe("the wording rule", () => {
  it.each([
    ["What nursing homes costs", "nursing-homes"],
    ["We are still adding nursing homes listings in Lusk, WY.", "nursing-homes"],
    ["Nationally, nursing averages $9,795 a month.", "nursing-homes"],
    ["Top 10 home health agencies providers in Austin", "home-health-agencies"],
    ["There is 1 assisted living communities in Austin, TX.", "assisted-living"],
    ["Compare 12 memory care facility in Austin.", "memory-care-facilities"],
    ["Compare 1,200 nursing home in Texas.", "nursing-homes"],
  ] as const)("finds the slip in %j", (sentence, careType) => {
    expect(wordingProblems(sentence, careType)).not.toEqual([]);
  });

  it.each([
    ["What nursing home care costs", "nursing-homes"],
    ["We are still adding nursing homes in Lusk, WY.", "nursing-homes"],
    ["There is 1 nursing home in Lusk, WY.", "nursing-homes"],
    ["What assisted living costs", "assisted-living"],
    ["Compare 12 assisted living communities in Austin.", "assisted-living"],
    ["In-home care costs $5,400 a month.", "in-home-care"],
  ] as const)("passes %j", (sentence, careType) => {
    expect(wordingProblems(sentence, careType)).toEqual([]);
  });
});

describe.each(GEO_CARE_TYPES)("%s pages read correctly", (careType) => {
  const pages = pagesOf(careType);

  it.each([
    ["the default copy", DEFAULT_GEO_COPY_TEMPLATES[careType].source],
    ["the seeded copy", geoCopySource(careType)],
  ])("in %s", (_name, source) => {
    for (const page of pages) {
      const { output, diagnostics } = renderGeoCopy(
        { id: `${careType}.${page.label}`, source },
        page.context,
        { ...silent, now: NOW },
      );
      expect(diagnostics).toEqual([]);
      expect(slipsIn(unescapeGeoCopy(output), careType)).toEqual([]);
    }
  });

  it("in the headings, titles and descriptions", () => {
    const sources = [
      ...GEO_BLOCK_HEADINGS,
      DEFAULT_GEO_TITLES.state,
      DEFAULT_GEO_TITLES.city,
      DEFAULT_GEO_DESCRIPTIONS.state,
      DEFAULT_GEO_DESCRIPTIONS.city,
      GEO_PAGE_HEADINGS.state,
      GEO_PAGE_HEADINGS.city,
    ];
    for (const source of sources) {
      for (const page of pages) {
        const { text, diagnostics } = renderGeoText("text", source, page.context, {
          ...silent,
          now: NOW,
        });
        expect(diagnostics).toEqual([]);
        expect(slipsIn(text, careType)).toEqual([]);
      }
    }
  });
});
