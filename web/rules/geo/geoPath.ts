/**
 * Geo and category page paths (spec 2.1):
 *
 * - `/{roll-up}/{care-type}`                  care-type page (geo care types) or category page
 * - `/{roll-up}/{care-type}/{state}`          state page (geo care types only)
 * - `/{roll-up}/{care-type}/{state}/{city}`   city page (geo care types only)
 *
 * A provider path also has four segments (`/{roll-up}/{state}/{city}/{slug}`), but
 * its second segment is a state, never a care-type slug (web/rules/provider/providerPath.ts):
 * a care type second makes a geo path, anything else is not one. The care type must
 * belong to the roll-up it is under (`/senior-care/assisted-living` is no page).
 */
import { findCareType, isRollUpType, type CareType } from "../careTypes";
import { canonicalSearchQuery } from "../search/canonicalSearch";
import { stateCodeFromName } from "./usStates";

export type GeoPageType = "careType" | "state" | "city" | "category";

export interface GeoPathShape {
  pageType: GeoPageType;
  careType: CareType;
  /** The state segment as written (a URL name such as "texas"); null above state level. */
  stateSegment: string | null;
  /** The city segment as written ("austin"); null above city level. */
  citySegment: string | null;
  /** The path, lowercased, without a trailing slash. */
  path: string;
}

const SEGMENT = /^[a-z0-9][a-z0-9-]*$/;

/** The geo or category page a path names, or null when it is none (a provider path, a content page). */
export function geoPathShape(path: string): GeoPathShape | null {
  const segments = path.toLowerCase().split("/").filter(Boolean);
  if (segments.length < 2 || segments.length > 4) return null;
  if (!segments.every((segment) => SEGMENT.test(segment))) return null;
  const [rollUp = "", careTypeSlug = "", stateSegment = null, citySegment = null] = segments;
  if (!isRollUpType(rollUp)) return null;
  const careType = findCareType(careTypeSlug);
  if (!careType || careType.rollUpType !== rollUp) return null;
  const normalized = `/${segments.join("/")}`;
  if (careType.pages === "category") {
    // A category page has no state or city pages (spec 2.1).
    return segments.length === 2
      ? { pageType: "category", careType, stateSegment: null, citySegment: null, path: normalized }
      : null;
  }
  const pageType: GeoPageType =
    segments.length === 2 ? "careType" : segments.length === 3 ? "state" : "city";
  return { pageType, careType, stateSegment, citySegment, path: normalized };
}

/** The path of a care type's geo page: `/senior-living/assisted-living/texas/austin`. */
export function geoPagePath(
  careType: Pick<CareType, "rollUpType" | "slug">,
  stateUrlName?: string | null,
  cityUrlName?: string | null,
): string {
  const parts: string[] = [careType.rollUpType, careType.slug];
  if (stateUrlName) {
    parts.push(stateUrlName);
    if (cityUrlName) parts.push(cityUrlName);
  }
  return `/${parts.join("/")}`;
}

/**
 * A category page's link for one of its cities (issue 24.3): a category care type has no
 * city pages, so the link is the search for that care type in that city and state,
 * written canonically (no redirect on the way).
 */
export function categoryCitySearchQuery(
  careType: CareType,
  city: { name: string; stateURLName: string },
): URLSearchParams {
  const stateCode = stateCodeFromName(city.stateURLName);
  return canonicalSearchQuery(
    new URLSearchParams({
      keyword: stateCode ? `${city.name}, ${stateCode}` : city.name,
      "care-type": careType.slug,
    }),
  );
}
