/**
 * Feature flags (spec 9). spec 7's "feature-flag service" is, here, the FEATURE_FLAGS
 * environment variable: a comma-separated list of the flags that are on
 * (e.g. `FEATURE_FLAGS=inquiry-v4`). Unknown names are ignored; every flag is off by
 * default.
 */

/** spec 9: the flags the product knows. */
export const FEATURE_FLAGS = [
  "enhanced-search-v2",
  "hubspot-chat",
  "faux-chat",
  "inquiry-v4",
  "sem-hero-behind-form-layout",
  "sem-budget-question-radio",
  "enhanced-inquiry-form",
] as const;
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];

/** The flags that are on, read from FEATURE_FLAGS. */
export function enabledFeatureFlags(value = process.env.FEATURE_FLAGS): Set<FeatureFlag> {
  const names = (value ?? "").split(",").map((name) => name.trim().toLowerCase());
  return new Set(FEATURE_FLAGS.filter((flag) => names.includes(flag)));
}

export function isFeatureEnabled(flag: FeatureFlag, value = process.env.FEATURE_FLAGS): boolean {
  return enabledFeatureFlags(value).has(flag);
}
