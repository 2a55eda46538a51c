/**
 * US states as the directory reads them: by code, by name or by URL name. Kept apart
 * from the amenity catalogue, which the search filters also use in the browser.
 */
import { toSlug } from "@web/rules/slug";
import { US_STATES as STATE_NAMES } from "@web/rules/geo/usStates";

/** spec 3: US states (with DC and PR) by code, with their names (one list, in web/rules/geo/usStates). */
export const US_STATES: Readonly<Record<string, string>> = STATE_NAMES;

const stateCodeByUrlName = new Map(
  Object.entries(US_STATES).map(([code, name]) => [toSlug(name), code]),
);

/** Two-letter code from a code, a name or a URL name ("tx", "Texas", "new-york"); null when unknown. */
export function resolveStateCode(value: string | null | undefined): string | null {
  if (!value) return null;
  const trimmed = value.trim();
  const upper = trimmed.toUpperCase();
  if (upper.length === 2 && US_STATES[upper]) return upper;
  return stateCodeByUrlName.get(toSlug(trimmed)) ?? null;
}
