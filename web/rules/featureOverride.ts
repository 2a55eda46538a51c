/**
 * spec 5: feature-override values are stripped of special characters. An override
 * names feature flags (spec 9: kebab-case names such as `inquiry-v4`), several
 * separated by commas; anything else is dropped before it is stored or forwarded.
 */

/** Longest override kept (a few flag names). */
export const MAX_FEATURE_OVERRIDE_LENGTH = 200;

/** The override with only letters, digits, "-", "_" and ","; null when nothing is left. */
export function stripFeatureOverride(value: string | null | undefined): string | null {
  if (typeof value !== "string") return null;
  const stripped = value.replace(/[^A-Za-z0-9_,-]/g, "").slice(0, MAX_FEATURE_OVERRIDE_LENGTH);
  return stripped === "" ? null : stripped;
}
