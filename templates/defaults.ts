/**
 * The geo copy a state or city page shows when marketing has not written its own in
 * Sanity (a state page has no city: the copy names the state instead), counting the
 * providers in the care type's own words (web/rules/careTypes.ts). Written in the same
 * template language, so it is validated by the same engine
 * (tests/unit/templates/defaults.test.ts keeps it free of diagnostics).
 */
import type { GeoCopyTemplate } from "./engine";
import { GEO_CARE_TYPES, providerWords, type GeoCareType } from "@web/rules/careTypes";

/** "Austin, TX" on a city page, "Texas" on a state page. */
export const PLACE = "{{#if city}}{{city}}, {{stateCode}}{{else}}{{stateName}}{{/if}}";
/** "Austin" on a city page, "Texas" on a state page. */
const PLACE_NAME = "{{#if city}}{{city}}{{else}}{{stateName}}{{/if}}";

function defaultSource(careType: GeoCareType): string {
  const { kind, singular, plural } = providerWords(careType);
  const providers = `{{pluralize providerCount "${singular}" "${plural}"}}`;
  return [
    `{{#if providerCount}}Compare {{number providerCount}} ${kind} ${providers} in ${PLACE}.`,
    `{{else}}We are still adding {{providersName}} in ${PLACE}: talk to a Family Advisor about nearby choices.{{/if}}`,
    `{{#if averageCostCents}} The average cost of {{careName}} in ${PLACE_NAME} is {{currency averageCostCents}} a month`,
    `{{#if stateAverageCostCents}}, {{costComparison averageCostCents stateAverageCostCents}} the {{stateName}} average of {{currency stateAverageCostCents}}{{/if}}.`,
    `{{#if nationalAverageCostCents}} Nationally, it is {{currency nationalAverageCostCents}}.{{/if}}{{/if}}`,
    `{{#if (and reviewCount averageRating)}} Families have left {{number reviewCount}} {{pluralize reviewCount "review"}} here, with an average rating of {{rating averageRating}} out of 5.{{/if}}`,
    `{{#if topProviderCount}} See the top {{topProviderCount}} ${kind} ${plural} in ${PLACE_NAME} for {{year}}.{{/if}}`,
    `{{#if nearbyCities}} Also compare options in {{#each nearbyCities}}{{this}}{{#unless @last}}, {{/unless}}{{/each}}.{{/if}}`,
  ].join("");
}

/** One default per geo care type, in the catalogue's order. */
export const DEFAULT_GEO_COPY_TEMPLATES = Object.fromEntries(
  GEO_CARE_TYPES.map((careType) => [
    careType,
    { id: `default.${careType}`, source: defaultSource(careType) },
  ]),
) as Readonly<Record<GeoCareType, GeoCopyTemplate>>;
