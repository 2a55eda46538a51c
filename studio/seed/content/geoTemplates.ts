import { PLACE } from "@templates/defaults";
import { GEO_CARE_TYPES, providerWords, type GeoCareType } from "@web/rules/careTypes";
import { callToAction, faqList, miniSearch } from "../blocks";
import type { GeoTemplateBlock, SeedGeoCopyTemplate, SeedGeoTemplate, SiteId } from "../model";
import { BRANDS } from "./shell";

/**
 * Geo and category page templates (issue 12): per site one document per page type
 * (care type, state, city, category), made of geo blocks and ordinary ones; on the
 * main site an override of one exact page (Seattle assisted living). Geo copy
 * templates are shared by both brands (their copy names no brand), one per geo care
 * type; the assisted-living one has an unpublished draft with an invalid conditional,
 * which preview shows as a diagnostic and visitors never see.
 */

// The care types' provider words are the catalogue's (web/rules/careTypes.ts); the place
// phrase is the default copy's (templates/defaults.ts).

/**
 * Nursing homes' public record in the copy (issue 27.5): Medicare's star ratings and the
 * serious citations of the last three years, where Medicare has a record of the place's
 * providers (the counts are missing elsewhere; 0 serious reads "none").
 */
function medicareSentence(careType: GeoCareType): string {
  const { kind, singular, plural } = providerWords(careType);
  return [
    `{{#if medicareRatedCount}} Of the {{number medicareRatedCount}} ${kind} {{pluralize medicareRatedCount "${singular}" "${plural}"}}`,
    ` Medicare rates here, {{#if medicareTopRatedCount}}{{number medicareTopRatedCount}} {{pluralize medicareTopRatedCount "has" "have"}}`,
    `{{else}}none has{{/if}} 4 or 5 stars overall;`,
    ` {{#if seriousCitationProviderCount}}{{number seriousCitationProviderCount}} {{pluralize seriousCitationProviderCount "was" "were"}}`,
    `{{else}}none was{{/if}} cited for actual harm or worse in the last three years.`,
    ` Each ${kind} ${singular}'s page shows its ratings and inspections.{{/if}}`,
  ].join("");
}

/** The marketers' copy of a care type: works on state pages (no city) and city pages. */
export function geoCopySource(careType: GeoCareType): string {
  const { care, kind, singular, plural } = providerWords(careType);
  return [
    `{{#if providerCount}}There {{pluralize providerCount "is" "are"}} {{number providerCount}} ${kind} {{pluralize providerCount "${singular}" "${plural}"}} in ${PLACE}.`,
    `{{else}}We are still adding ${kind} ${plural} in ${PLACE}: a Family Advisor can tell you about nearby choices.{{/if}}`,
    `{{#if averageCostCents}} The average monthly cost is {{currency averageCostCents}}`,
    `{{#if stateAverageCostCents}}, {{costComparison averageCostCents stateAverageCostCents}} the {{stateName}} average of {{currency stateAverageCostCents}}{{/if}}.{{/if}}`,
    `{{#if nationalAverageCostCents}} Nationally, ${care} averages {{currency nationalAverageCostCents}} a month;`,
    ` at 3% a year that becomes about \${{number (inflationCost nationalAverageCostCents 3 5)}} in five years.{{/if}}`,
    `{{#if reviewCount}} Families have written {{number reviewCount}} {{pluralize reviewCount "review"}} of them{{#if averageRating}}, rating them {{rating averageRating}} out of 5 on average{{/if}}.{{/if}}`,
    ...(careType === "nursing-homes" ? [medicareSentence(careType)] : []),
    `\n\n{{#if topProviderCount}}Start with the top {{topProviderCount}} ${plural} of {{year}} below, ranked by families' reviews.{{/if}}`,
    `{{#if nearbyCities}} Also compare {{#each nearbyCities}}{{this}}{{#unless @last}}, {{/unless}}{{/each}}.{{/if}}`,
  ].join("");
}

export function geoCopyTemplates(): SeedGeoCopyTemplate[] {
  return GEO_CARE_TYPES.map((careType) => ({
    _id: `geoCopyTemplate.${careType}`,
    _type: "geoCopyTemplate",
    title: `${providerWords(careType).kind} geo copy`,
    careType,
    template: geoCopySource(careType),
  }));
}

/** The sentence the draft adds: its condition compares a city name with a number. */
export const INVALID_DRAFT_SENTENCE = "Prices here rarely change.";

/** An unpublished edit of the assisted-living copy with an invalid conditional. */
export const assistedLivingCopyDraft: SeedGeoCopyTemplate = {
  _id: "drafts.geoCopyTemplate.assisted-living",
  _type: "geoCopyTemplate",
  title: "assisted living geo copy",
  careType: "assisted-living",
  template: `${geoCopySource("assisted-living")}{{#if (gt city 3)}} ${INVALID_DRAFT_SENTENCE}{{/if}}`,
};

const breadcrumbs: GeoTemplateBlock = { _type: "breadcrumbs", showHome: true };
const copy = (heading?: string): GeoTemplateBlock => ({
  _type: "geoCopy",
  ...(heading ? { heading } : {}),
});
const listing = (heading: string): GeoTemplateBlock => ({ _type: "geoListing", heading });
const cities = (heading: string): GeoTemplateBlock => ({
  _type: "cityList",
  heading,
  listType: "top",
});
const costs: GeoTemplateBlock = {
  _type: "costTable",
  heading: "What {{careName}} costs",
};
const top: GeoTemplateBlock = {
  _type: "topProviders",
  heading:
    "Top {{topProviderCount}} {{providersName}} in {{#if city}}{{city}}{{else}}{{stateName}}{{/if}}",
};
/**
 * The state page's copy and the city page's list, each under a heading of its own: the
 * page's title ("Assisted Living in Texas") is already its h1, and the same words twice
 * read as a slip.
 */
const STATE_COPY_HEADING = "{{stateName}} at a glance";
const CITY_LISTING_HEADING = "All {{providersName}} in {{city}}, {{stateCode}}";
const reviews: GeoTemplateBlock = {
  _type: "recentReviews",
  heading: "What families say about {{careName}} here",
  count: 3,
};

/** Each brand's words on its geo pages. */
const GEO_WORDS: Record<
  SiteId,
  {
    search: string;
    faqs: string;
    advisor: string;
    awardsIntro: string;
    /** The state pages' title, when not the default one. */
    stateMetaTitle?: string;
    /** Whether the brand has its own layout for Seattle's assisted living page (issue 12). */
    seattleOverride?: boolean;
  }
> = {
  main: {
    search: "Search another city",
    faqs: "Questions families ask",
    advisor: "Talk it over with a Family Advisor",
    seattleOverride: true,
    awardsIntro:
      "Caring Stars winners are the providers families rate highest in their reviews each year. Choose a year and a state to see that year's winners there.",
  },
  alt: {
    search: "Look somewhere else",
    faqs: "Common questions",
    advisor: "Talk to a care guide",
    awardsIntro:
      "Each year the Caring Stars go to the providers families rate best. Pick a year and a state to see who won there.",
    stateMetaTitle: "{{stateName}} {{lowercase careTypeName}} | Costs and reviews ({{year}})",
  },
  homes: {
    search: "Find homes in another city",
    faqs: "Questions about moving",
    advisor: "Ask a Home Advisor what homes here cost",
    awardsIntro:
      "Every year the Caring Stars go to the homes residents and their families rate highest. Choose a year and a state to see the winning homes there.",
    stateMetaTitle: "{{careTypeName}} homes in {{stateName}}: prices and reviews ({{year}})",
  },
};

const search = (site: SiteId): GeoTemplateBlock =>
  miniSearch({ heading: GEO_WORDS[site].search, placeholder: "City, state or ZIP" });
const faqs = (site: SiteId): GeoTemplateBlock =>
  faqList(GEO_WORDS[site].faqs, [
    "faq.what-does-assisted-living-cost",
    "faq.is-the-service-free",
    "faq.how-to-compare",
  ]);
const advisor = (site: SiteId): GeoTemplateBlock =>
  callToAction({
    heading: GEO_WORDS[site].advisor,
    body: "Get current prices and availability for this area, free of charge.",
    buttonLabel: "Get Costs",
    url: "/get-costs",
  });

function template(
  site: SiteId,
  pageType: SeedGeoTemplate["pageType"],
  title: string,
  blocks: GeoTemplateBlock[],
  extra: Partial<Pick<SeedGeoTemplate, "metaTitle" | "metaDescription" | "path" | "careType">> = {},
): SeedGeoTemplate {
  const suffix = extra.path ? `override${extra.path.replace(/\//g, ".")}` : pageType;
  return {
    _id: `geoPageTemplate.${site}.${suffix}`,
    _type: "geoPageTemplate",
    title,
    site,
    pageType,
    ...extra,
    blocks,
  };
}

export function geoTemplates(site: SiteId): SeedGeoTemplate[] {
  const brand = BRANDS[site].name;
  const words = GEO_WORDS[site];
  const templates = [
    template(site, "careType", `${brand} care-type page`, [
      breadcrumbs,
      search(site),
      cities("{{careTypeName}} by state and city"),
      advisor(site),
    ]),
    template(
      site,
      "state",
      `${brand} state page`,
      [
        breadcrumbs,
        copy(STATE_COPY_HEADING),
        top,
        listing("{{careTypeName}} providers in {{stateName}}"),
        cities("Cities in {{stateName}}"),
        costs,
        advisor(site),
      ],
      words.stateMetaTitle ? { metaTitle: words.stateMetaTitle } : {},
    ),
    template(site, "city", `${brand} city page`, [
      breadcrumbs,
      copy(),
      listing(CITY_LISTING_HEADING),
      top,
      costs,
      reviews,
      cities("Cities near {{city}}, {{stateCode}}"),
      faqs(site),
      search(site),
    ]),
    template(site, "category", `${brand} category page`, [
      breadcrumbs,
      search(site),
      cities("{{careTypeName}} by city"),
      advisor(site),
    ]),
    // The Caring Stars awards pages (/bestseniorliving, spec 2.1): one template for every level.
    template(site, "awards", `${brand} Caring Stars awards pages`, [
      breadcrumbs,
      {
        _type: "awardWinners",
        intro: words.awardsIntro,
        showForm: true,
      },
      advisor(site),
    ]),
  ];
  if (words.seattleOverride) {
    templates.push(
      template(
        site,
        "city",
        "Seattle assisted living (override)",
        [
          breadcrumbs,
          copy("Assisted living in Seattle"),
          {
            _type: "callToAction",
            heading: "Seattle families: ask about move-in specials",
            body: "Several Seattle communities are offering reduced community fees this season. A Family Advisor can tell you which ones.",
            buttonLabel: "Get Costs",
            link: { _type: "link", url: "/get-costs" },
            showPhone: true,
          },
          listing("Assisted living communities in Seattle"),
          costs,
        ],
        {
          path: "/senior-living/assisted-living/washington/seattle",
          careType: "assisted-living",
          metaTitle:
            "Assisted Living in Seattle, WA: {{number providerCount}} communities compared",
        },
      ),
    );
  }
  return templates;
}

/** The geo blocks' headings this seed writes (checked for wording with every care type). */
export const GEO_BLOCK_HEADINGS: readonly string[] = [
  ...[costs, top, reviews].map((block) => (block as { heading: string }).heading),
  STATE_COPY_HEADING,
  CITY_LISTING_HEADING,
];
