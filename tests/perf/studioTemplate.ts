/**
 * A geo copy template as long as the Studio accepts (20,000 characters, MAX_TEMPLATE_LENGTH
 * of templates/limits.ts): paragraph after paragraph of real variables, helpers and
 * conditionals, as a long landing page's copy would be, with no mistake in it. Issue 28.1
 * measures the Studio's check against all cities with it (tests/perf/isolation.bench.ts,
 * tests/security/studioCheck.spec.ts); `marker` makes it new to every cache.
 */
const PARAGRAPH = (n: number) =>
  [
    `Part ${n}. {{careTypeName}} in {{city}}, {{stateCode}}`,
    `{{#if providerCount}}: {{number providerCount}} {{pluralize providerCount "community" "communities"}} to compare{{/if}}.`,
    `{{#if averageCostCents}} The average is {{currency averageCostCents}} a month`,
    `{{#if stateAverageCostCents}}, {{costComparison averageCostCents stateAverageCostCents}} the {{stateName}} average{{/if}}.{{/if}}`,
    `{{#if reviewCount}} Families rate them {{rating averageRating}} in {{number reviewCount}} reviews.{{/if}}`,
    `{{#if nearbyCities}} Nearby: {{#each nearbyCities}}{{this}}{{#unless @last}}, {{/unless}}{{/each}}.{{/if}}`,
    "\n\n",
  ].join("");

export function longGeoCopyTemplate(marker: string, length = 20_000): string {
  let template = `{{! ${marker} }}`;
  for (let n = 1; template.length + PARAGRAPH(n).length <= length; n += 1) {
    template += PARAGRAPH(n);
  }
  return template + "Compare them. ".repeat(100).slice(0, length - template.length);
}
