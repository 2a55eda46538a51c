import type { GeoCopyTemplate } from "./engine";
import type { GeoCareType } from "@web/rules/careTypes";

/**
 * The geo copy a state or city page shows when marketing has not written its own in
 * Sanity (a state page has no city: the copy names the state instead). Written in the same template language, so it is validated by the same
 * engine (tests/unit/templates/defaults.test.ts keeps it free of diagnostics).
 */
export const PROVIDER_WORDS: Record<
  GeoCareType,
  { kind: string; singular: string; plural: string }
> = {
  "assisted-living": { kind: "assisted living", singular: "community", plural: "communities" },
  "memory-care-facilities": { kind: "memory care", singular: "facility", plural: "facilities" },
  "independent-living": {
    kind: "independent living",
    singular: "community",
    plural: "communities",
  },
  "nursing-homes": { kind: "nursing", singular: "home", plural: "homes" },
  "in-home-care": { kind: "in-home care", singular: "agency", plural: "agencies" },
  "home-health-agencies": { kind: "home health", singular: "agency", plural: "agencies" },
};

/** "Austin, TX" on a city page, "Texas" on a state page. */
export const PLACE = "{{#if city}}{{city}}, {{stateCode}}{{else}}{{stateName}}{{/if}}";
/** "Austin" on a city page, "Texas" on a state page. */
const PLACE_NAME = "{{#if city}}{{city}}{{else}}{{stateName}}{{/if}}";

function defaultSource(careType: GeoCareType): string {
  const { kind, singular, plural } = PROVIDER_WORDS[careType];
  const providers = `{{pluralize providerCount "${singular}" "${plural}"}}`;
  return [
    `{{#if providerCount}}Compare {{number providerCount}} ${kind} ${providers} in ${PLACE}.`,
    `{{else}}We are still adding {{lowercase careTypeName}} listings in ${PLACE}: talk to a Family Advisor about nearby choices.{{/if}}`,
    `{{#if averageCostCents}} The average cost of {{lowercase careTypeName}} in ${PLACE_NAME} is {{currency averageCostCents}} a month`,
    `{{#if stateAverageCostCents}}, {{costComparison averageCostCents stateAverageCostCents}} the {{stateName}} average of {{currency stateAverageCostCents}}{{/if}}.`,
    `{{#if nationalAverageCostCents}} Nationally, it is {{currency nationalAverageCostCents}}.{{/if}}{{/if}}`,
    `{{#if (and reviewCount averageRating)}} Families have left {{number reviewCount}} {{pluralize reviewCount "review"}} here, with an average rating of {{rating averageRating}} out of 5.{{/if}}`,
    `{{#if topProviderCount}} See the top {{topProviderCount}} ${kind} ${plural} in ${PLACE_NAME} for {{year}}.{{/if}}`,
    `{{#if nearbyCities}} Also compare options in {{#each nearbyCities}}{{this}}{{#unless @last}}, {{/unless}}{{/each}}.{{/if}}`,
  ].join("");
}

export const DEFAULT_GEO_COPY_TEMPLATES: Readonly<Record<GeoCareType, GeoCopyTemplate>> = {
  "assisted-living": { id: "default.assisted-living", source: defaultSource("assisted-living") },
  "memory-care-facilities": {
    id: "default.memory-care-facilities",
    source: defaultSource("memory-care-facilities"),
  },
  "independent-living": {
    id: "default.independent-living",
    source: defaultSource("independent-living"),
  },
  "nursing-homes": { id: "default.nursing-homes", source: defaultSource("nursing-homes") },
  "in-home-care": { id: "default.in-home-care", source: defaultSource("in-home-care") },
  "home-health-agencies": {
    id: "default.home-health-agencies",
    source: defaultSource("home-health-agencies"),
  },
};
