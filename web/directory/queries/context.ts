/**
 * What every query module of the SQL store shares: the driver, the clock, the stored
 * provider document and the conditions on a place, a point and a care type.
 *
 * Requests reach the store already read and bounded at the API's edge
 * (web/api/requests.ts, web/rules/limits.ts): the queries trust their input and only
 * apply the product's rules to it (zero coordinates locate nothing, an unknown care type
 * or state matches nothing).
 */
import { toSlug } from "@web/rules/slug";
import { findCareType } from "@web/rules/careTypes";
import { isPromotionVisible } from "@web/rules/card/promotionVisibility";
import { AMENITY_TYPES } from "@web/rules/catalogue";
import type { Amenity, Provider, Review } from "@web/rules/model/model";
import { countyUrlName } from "../rows";
import { join, raw, sql, type Engine, type SqlDriver, type SqlFragment } from "@web/db/sql";
import { resolveStateCode } from "../states";

export interface QueryContext {
  readonly driver: SqlDriver;
  /** The clock for promotion windows (tests pin it). */
  readonly now: () => Date;
}

export interface Point {
  latitude: number;
  longitude: number;
}

/** Where a search or listing looks: a place (state/city/county). */
export interface Place {
  condition: SqlFragment;
  cityUrl: string | null;
  countyUrl: string | null;
}

export interface GeoBox {
  minLat: number;
  maxLat: number;
  minLng: number;
  maxLng: number;
}

/**
 * The FROM clause (binding providers as `p`) and the conditions restricting `p` to a box,
 * through the engine's spatial index: SQLite's R*Tree `provider_geo` (CROSS JOIN fixes
 * the order: walk the box, then look providers up by rowid), PostgreSQL's GiST index on
 * point(longitude, latitude) (box containment).
 */
export function geoBox(engine: Engine, box: GeoBox): { from: SqlFragment; where: SqlFragment } {
  return engine === "sqlite"
    ? {
        from: sql`provider_geo g CROSS JOIN providers p`,
        where: sql`g.pid = p.pid AND g.min_lat >= ${box.minLat} AND g.max_lat <= ${box.maxLat} AND g.min_lng >= ${box.minLng} AND g.max_lng <= ${box.maxLng}`,
      }
    : {
        from: sql`providers p`,
        where: sql`point(p.longitude, p.latitude) <@ box(point(${box.minLng}, ${box.minLat}), point(${box.maxLng}, ${box.maxLat}))`,
      };
}

/**
 * The providers a visitor may be shown: not suppressed (spec 4). A suppressed provider's
 * page is a 404 (web/rules/provider/providerPage.ts), so every list, count, card, nearby
 * block and sitemap leaves it out with this one condition on `p`.
 */
export const LISTED = raw("p.is_listed = 1");

/** Matches nothing: an unknown care type or state names no providers. */
export const NOTHING = raw("1 = 0");

/** A text field that is given: null, absent and blank all mean "no filter". */
export function given(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/** spec 5: missing or zero coordinates do not locate a search. */
export function pointOf(
  latitude: number | null | undefined,
  longitude: number | null | undefined,
): Point | null {
  if (typeof latitude !== "number" || typeof longitude !== "number") return null;
  if (latitude === 0 || longitude === 0) return null;
  return { latitude, longitude };
}

/** Conditions for a state / city / county, or null when none is given. */
export function placeOf(criteria: {
  state?: string | null;
  city?: string | null;
  county?: string | null;
}): Place | null {
  const state = given(criteria.state);
  const city = given(criteria.city);
  const county = given(criteria.county);
  if (!state && !city && !county) return null;
  const parts: SqlFragment[] = [];
  if (state) {
    const code = resolveStateCode(state);
    // An unknown state names no place: the search is empty rather than national.
    parts.push(code ? sql`p.state_code = ${code}` : NOTHING);
  }
  const cityUrl = city ? toSlug(city) : null;
  const countyUrl = county ? countyUrlName(county) : null;
  if (cityUrl !== null) parts.push(sql`p.city_url = ${cityUrl}`);
  if (countyUrl !== null) parts.push(sql`p.county_url = ${countyUrl}`);
  return { condition: join(parts, " AND "), cityUrl, countyUrl };
}

/** Providers offering a care type (any when none is given; none for an unknown one). */
export function careTypeCondition(slug: string | null | undefined): SqlFragment | null {
  const wanted = given(slug);
  if (!wanted) return null;
  const careType = findCareType(wanted);
  return careType ? sql`(p.care_type_mask & ${1 << careType.id}) <> 0` : NOTHING;
}

function amenityOf(id: number): Amenity | null {
  const type = AMENITY_TYPES.get(id);
  return type ? { id, amenityType: { id, name: type.name }, amenityCategory: type.category } : null;
}

/** A provider from its stored document, with what is decided at read time. */
export function hydrate(context: QueryContext, doc: string, reviews: Review[] = []): Provider {
  const provider = JSON.parse(doc) as Provider;
  provider.amenities = provider.amenityIds.map(amenityOf).filter((a): a is Amenity => a !== null);
  // spec 5: whether a promotion shows depends on today, so it is decided at read time.
  const now = context.now();
  provider.hasActivePromotion = provider.promotions.some((p) => isPromotionVisible(p, now));
  provider.reviews = reviews;
  return provider;
}

/** Miles from a point to 2 decimals, as search hits carry them. */
export function roundedMiles(distance: number | null): number | null {
  return distance === null ? null : Math.round(Number(distance) * 100) / 100;
}
