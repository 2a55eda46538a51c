/**
 * spec 5 (Display): top-provider count bands. "2 or fewer gives empty, under 5
 * gives 3, under 10 gives 5, otherwise 10." Null stands for "empty": copy such as
 * "the top {{topProviderCount}} communities" must then be left out.
 */
export type TopProviderCount = 3 | 5 | 10;

export function topProviderCount(providerCount: number): TopProviderCount | null {
  if (!Number.isFinite(providerCount) || providerCount <= 2) return null;
  if (providerCount < 5) return 3;
  if (providerCount < 10) return 5;
  return 10;
}
