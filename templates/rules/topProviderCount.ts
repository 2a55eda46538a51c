import { topProviderCount as topProviderBand } from "@web/rules/geo/topProviderCount";

/**
 * spec 5 (Display): the top-provider count bands of web/rules, as geo copy reads
 * them. Null stands for "empty" (2 or fewer providers): copy such as "the top
 * {{topProviderCount}} communities" must then be left out.
 */
export type TopProviderCount = 3 | 5 | 10;

export function topProviderCount(providerCount: number): TopProviderCount | null {
  const band = topProviderBand(providerCount);
  return band === 0 ? null : (band as TopProviderCount);
}
