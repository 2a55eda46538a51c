/**
 * How many top providers a geo page lists (spec 5 "Top-provider count bands").
 */

/** spec 5: the highest band; a geo page never lists more top providers. */
export const MAX_TOP_PROVIDERS = 10;

/**
 * spec 5: 2 or fewer providers give none (an empty list), under 5 give 3, under 10
 * give 5, otherwise 10.
 */
export function topProviderCount(providerCount: number): number {
  if (!Number.isFinite(providerCount) || providerCount <= 2) return 0;
  if (providerCount < 5) return 3;
  if (providerCount < 10) return 5;
  return MAX_TOP_PROVIDERS;
}
