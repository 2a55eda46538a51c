/**
 * Feature flags (spec 7 "feature-flag service", spec 9 the flag names): one typed list,
 * each site's defaults in its site settings CMS document (`featureFlags`, a checklist
 * editors tick), overridden per deployment by the FEATURE_FLAGS environment variable, a
 * comma-separated list where a name turns a flag on and `-name` turns it off
 * (`FEATURE_FLAGS=inquiry-v4,-enhanced-search-v2`). Unknown names are ignored; a flag
 * neither the settings nor the environment name is off.
 *
 * This module is pure (browser-safe); the server reads a site's flags with
 * `siteFeatureFlags` (web/content/featureFlags.ts).
 */
import { config } from "./config";

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

/** The Studio's checklist of the flags (schemas/documents/siteSettings.ts). */
export const FEATURE_FLAG_OPTIONS = FEATURE_FLAGS.map((flag) => ({ title: flag, value: flag }));

export function isFeatureFlag(name: string): name is FeatureFlag {
  return (FEATURE_FLAGS as readonly string[]).includes(name);
}

/**
 * The flags that are on: the site's defaults (unknown names dropped), then the
 * environment's overrides applied in order (`name` on, `-name` off).
 */
export function resolveFeatureFlags(
  defaults: readonly (string | null | undefined)[] | null | undefined,
  overrides: string | undefined = config.featureFlags(),
): Set<FeatureFlag> {
  const on = new Set<FeatureFlag>();
  for (const name of defaults ?? []) {
    const flag = name?.trim().toLowerCase() ?? "";
    if (isFeatureFlag(flag)) on.add(flag);
  }
  for (const entry of (overrides ?? "").split(",")) {
    const setting = entry.trim().toLowerCase();
    const off = setting.startsWith("-");
    const flag = off ? setting.slice(1).trim() : setting;
    if (!isFeatureFlag(flag)) continue;
    if (off) on.delete(flag);
    else on.add(flag);
  }
  // In the catalogue's order, whatever order they were named in.
  return new Set(FEATURE_FLAGS.filter((flag) => on.has(flag)));
}

/** The flags FEATURE_FLAGS turns on, without any site's defaults. */
export function enabledFeatureFlags(value = config.featureFlags()): Set<FeatureFlag> {
  return resolveFeatureFlags([], value);
}

export function isFeatureEnabled(flag: FeatureFlag, value = config.featureFlags()): boolean {
  return enabledFeatureFlags(value).has(flag);
}
