/**
 * Titles and descriptions of geo and category pages (issue 12), written in the
 * geo-copy language. A geo page template may carry its own (metaTitle,
 * metaDescription); these are the defaults per page type.
 */
import type { GeoPageType } from "./geoPath";

export const DEFAULT_GEO_TITLES: Record<GeoPageType, string> = {
  careType: "{{careTypeName}}: Compare Costs and Reviews Near You",
  state: "{{careTypeName}} in {{stateName}}: Costs and Reviews for {{year}}",
  city: "{{careTypeName}} in {{city}}, {{stateCode}}: Costs and Reviews for {{year}}",
  category: "{{careTypeName}}: Compare Providers and Costs",
};

export const DEFAULT_GEO_DESCRIPTIONS: Record<GeoPageType, string> = {
  careType:
    "Compare {{lowercase careTypeName}} across the US: costs, reviews and photos, with free help from a local advisor.",
  state:
    "{{#if providerCount}}Compare {{number providerCount}} {{pluralize providerCount providerName providersName}} in {{stateName}}{{else}}Find {{lowercase careTypeName}} in {{stateName}}{{/if}}: costs, reviews and photos, with free help from a local advisor.",
  city: "{{#if providerCount}}Compare {{number providerCount}} {{pluralize providerCount providerName providersName}} in {{city}}, {{stateCode}}{{else}}Find {{lowercase careTypeName}} near {{city}}, {{stateCode}}{{/if}}{{#if averageCostCents}}, averaging {{currency averageCostCents}} a month{{/if}}. Read reviews and get free help from a local advisor.",
  category:
    "Compare {{lowercase careTypeName}}: costs, reviews and photos, with free help from a local advisor.",
};

/** The page's one level-1 heading, above its blocks. */
export const GEO_PAGE_HEADINGS: Record<GeoPageType, string> = {
  careType: "{{careTypeName}}",
  state: "{{careTypeName}} in {{stateName}}",
  city: "{{careTypeName}} in {{city}}, {{stateCode}}",
  category: "{{careTypeName}}",
};
