/**
 * spec 2.1 "provider-type links": the care types a provider offers, each a link to its
 * listing in the provider's own city: a geo care type's city page
 * (/senior-living/assisted-living/texas/austin), a category care type's search in the city
 * (category care types have no city pages, web/rules/geo/geoPath.ts). The pseudo-categories
 * 55-plus and low-income-affordable render as plain text, not links.
 */
import { findCareType, type CareType } from "@web/rules/careTypes";
import { categoryCitySearchQuery, geoPagePath } from "@web/rules/geo/geoPath";
import type { CareTypeSlug } from "@web/rules/careTypes";
import type { Address } from "@web/rules/model/model";

/** spec 2.1: shown, never linked (the catalogue holds 55-plus; low-income-affordable is kept for imports). */
export const PLAIN_TEXT_CARE_TYPES: readonly string[] = [
  "55-plus-communities",
  "low-income-affordable",
];

export interface CareTypeLink {
  slug: string;
  name: string;
  /** Null for a pseudo-category: its name is plain text. */
  href: string | null;
}

function hrefOf(careType: CareType, address: Pick<Address, "city" | "state">, searchPath: string) {
  if (PLAIN_TEXT_CARE_TYPES.includes(careType.slug)) return null;
  if (careType.pages === "geo") {
    return geoPagePath(careType, address.state.urlName, address.city.urlName);
  }
  const query = categoryCitySearchQuery(careType, {
    name: address.city.name,
    stateURLName: address.state.urlName,
  });
  return `${searchPath}?${query}`;
}

/** The provider's care types, its main one first, each once; unknown slugs are left out. */
export function careTypeLinks(
  provider: {
    careType: CareTypeSlug;
    careTypes: readonly CareTypeSlug[];
    address: Pick<Address, "city" | "state">;
  },
  searchPath: string,
): CareTypeLink[] {
  const slugs = [...new Set([provider.careType, ...provider.careTypes])];
  return slugs.flatMap((slug) => {
    const careType = findCareType(slug);
    return careType
      ? [{ slug, name: careType.name, href: hrefOf(careType, provider.address, searchPath) }]
      : [];
  });
}
