import { createHash } from "node:crypto";
import { isPromotionVisible } from "@web/rules/promotionVisibility";
import {
  AMENITY_CATEGORIES,
  AMENITY_TYPES,
  CARE_TYPES,
  QUICK_FILTER_AMENITY_IDS,
  US_STATES,
  findCareType,
  resolveStateCode,
  toUrlName,
} from "./catalogue";
import { countyUrlName } from "./rows";
import { SqlFragment, join, list, raw, sql, type SqlDriver } from "./sql";
import { DirectoryRequestError, type DirectoryStore } from "./store";
import {
  AMENITY_FILTER_NAMES,
  AMENITY_QUICK_FILTERS,
  PROVIDERS_WITH_OPTIONS,
  SEARCH_LIMITS,
  SORT_OPTIONS,
  type Amenity,
  type AverageCostByCareType,
  type CareType,
  type CareTypeSlug,
  type CityListRequest,
  type CityListResponse,
  type FacetCounts,
  type FacetedSearchRequest,
  type FacetedSearchResponse,
  type GeoPageData,
  type GeoPageRequest,
  type LocaleReview,
  type NearbySearchRequest,
  type NearbySearchResponse,
  type Provider,
  type ProviderByPathResult,
  type ProviderSearchResult,
  type Review,
  type ReviewsByLocaleRequest,
  type SearchCriteria,
  type SortOption,
} from "./types";

const EARTH_DIAMETER_MILES = 7917.6;
const MAX_PAGE = 10_000;
const MAX_HITS_PER_PAGE = 100;
const MAX_IDS = 200;

export interface SqlStoreOptions {
  /** The clock for promotion windows (tests pin it). */
  now?: () => Date;
}

interface Point {
  latitude: number;
  longitude: number;
}

interface ReviewRecord {
  pid: number;
  id: string;
  care_type: string;
  rating: number;
  created_at: string;
  name: string;
  title: string;
  content: string;
  provider_response: string | null;
}

/** Whole number within [min, max], or the fallback for anything else (NaN, strings, fractions). */
function boundedInt(value: unknown, min: number, max: number, fallback: number): number {
  if (typeof value !== "number" || !Number.isFinite(value)) return fallback;
  return Math.min(max, Math.max(min, Math.trunc(value)));
}

function ids(values: unknown): number[] {
  return Array.isArray(values)
    ? values.filter((v): v is number => Number.isInteger(v) && v > 0)
    : [];
}

function text(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const trimmed = value.trim();
  return trimmed === "" ? null : trimmed.slice(0, 200);
}

/** spec 5: missing or zero coordinates do not locate a search. */
function pointOf(latitude: unknown, longitude: unknown): Point | null {
  if (typeof latitude !== "number" || typeof longitude !== "number") return null;
  if (
    !Number.isFinite(latitude) ||
    !Number.isFinite(longitude) ||
    latitude === 0 ||
    longitude === 0
  )
    return null;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return { latitude, longitude };
}

function hashId(value: unknown): string {
  return createHash("sha1").update(JSON.stringify(value)).digest("hex").slice(0, 32);
}

function amenityOf(id: number): Amenity | null {
  const type = AMENITY_TYPES.get(id);
  return type ? { id, amenityType: { id, name: type.name }, amenityCategory: type.category } : null;
}

function toReview(row: ReviewRecord): Review {
  return {
    id: row.id,
    careType: row.care_type,
    content: row.content,
    createdAt: row.created_at,
    name: row.name,
    providerResponse: row.provider_response,
    rating: row.rating,
    title: row.title,
  };
}

// The columns every search branch carries, so sorting and paging never revisit providers.
const SORT_COLUMNS = raw(
  "p.pid, p.is_enhanced, p.recommended_score, p.average_rating, p.review_count, p.rating_activities, p.rating_meals, p.rating_staff",
);

/** spec 3: facets keyed by amenity type name. */
function facetCounts(counts: Map<number, number>): FacetCounts {
  const facets: FacetCounts = {};
  for (const [id, n] of counts) {
    const name = AMENITY_TYPES.get(id)?.name;
    if (name) facets[name] = n;
  }
  return facets;
}

/** Where a search or listing looks: a place (state/city/county) and/or a point. */
interface Place {
  condition: SqlFragment;
  cityUrl: string | null;
  countyUrl: string | null;
}

/**
 * The directory's queries, written once over a small SQL driver so SQLite and
 * PostgreSQL run the same statements (only the spatial index and collation differ).
 */
export class SqlDirectoryStore implements DirectoryStore {
  readonly engine: "sqlite" | "postgres";
  private readonly now: () => Date;
  private nationalCosts: AverageCostByCareType | null = null;
  private amenityIndexPromise: Promise<Map<number, Uint16Array>> | null = null;

  constructor(
    private readonly driver: SqlDriver,
    options: SqlStoreOptions = {},
  ) {
    this.engine = driver.dialect.engine;
    this.now = options.now ?? (() => new Date());
  }

  private hydrate(doc: string, reviews: Review[] = []): Provider {
    const provider = JSON.parse(doc) as Provider;
    provider.amenities = provider.amenityIds.map(amenityOf).filter((a): a is Amenity => a !== null);
    // spec 5: whether a promotion shows depends on today, so it is decided at read time.
    const now = this.now();
    provider.hasActivePromotion = provider.promotions.some((p) => isPromotionVisible(p, now));
    provider.reviews = reviews;
    return provider;
  }

  private async reviewsOf(pid: number): Promise<Review[]> {
    const rows = await this.driver.all<ReviewRecord>(
      sql`SELECT pid, id, care_type, rating, created_at, name, title, content, provider_response
          FROM reviews WHERE pid = ${pid} ORDER BY created_at DESC, id${raw(this.driver.dialect.binaryCollation)}`,
    );
    return rows.map(toReview);
  }

  async getProvider(idOrSlug: string): Promise<Provider | null> {
    const key = text(idOrSlug);
    if (!key) return null;
    const legacyId = /^\d{1,9}$/.test(key) ? Number(key) : -1;
    const rows = await this.driver.all<{ pid: number; doc: string }>(
      sql`SELECT p.pid, d.doc FROM providers p JOIN provider_documents d ON d.pid = p.pid
          WHERE p.id = ${key} OR p.slug = ${key.toLowerCase()} OR p.legacy_id = ${legacyId}
          ORDER BY p.pid LIMIT 1`,
    );
    const row = rows[0];
    return row ? this.hydrate(row.doc, await this.reviewsOf(row.pid)) : null;
  }

  async getProvidersByIds(requested: readonly string[]): Promise<Provider[]> {
    const wanted = [...new Set(requested.map(text).filter((v): v is string => v !== null))].slice(
      0,
      MAX_IDS,
    );
    if (!wanted.length) return [];
    const rows = await this.driver.all<{ id: string; doc: string }>(
      sql`SELECT p.id, d.doc FROM providers p JOIN provider_documents d ON d.pid = p.pid WHERE p.id IN (${list(wanted)})`,
    );
    const byId = new Map(rows.map((r) => [r.id, r]));
    return wanted.flatMap((id) => {
      const row = byId.get(id);
      return row ? [this.hydrate(row.doc)] : [];
    });
  }

  async getProviderByPath(rawPath: string): Promise<ProviderByPathResult | null> {
    const trimmed = text(rawPath);
    if (!trimmed) return null;
    const path = `/${
      trimmed
        .split(/[?#]/)[0]
        ?.replace(/^\/+|\/+$/g, "")
        .toLowerCase() ?? ""
    }`;
    const rows = await this.driver.all<{ pid: number; doc: string; canonical: number }>(
      sql`SELECT p.pid, d.doc, CASE WHEN p.path = ${path} THEN 1 ELSE 0 END AS canonical
          FROM providers p JOIN provider_documents d ON d.pid = p.pid
          WHERE p.path = ${path} OR p.legacy_path = ${path} ORDER BY canonical DESC LIMIT 1`,
    );
    const row = rows[0];
    if (!row) return null;
    const provider = this.hydrate(row.doc, await this.reviewsOf(row.pid));
    return Number(row.canonical) === 1
      ? { provider, meta: { statusCode: 200, redirectTo: null } }
      : { provider, meta: { statusCode: 301, redirectTo: provider.path } };
  }

  /** Conditions for a state / city / county, or null when none is given. */
  private placeOf(criteria: {
    state?: string | null;
    city?: string | null;
    county?: string | null;
  }): Place | null {
    const state = text(criteria.state);
    const city = text(criteria.city);
    const county = text(criteria.county);
    if (!state && !city && !county) return null;
    const parts: SqlFragment[] = [];
    if (state) {
      const code = resolveStateCode(state);
      // An unknown state names no place: the search is empty rather than national.
      parts.push(code ? sql`p.state_code = ${code}` : raw("1 = 0"));
    }
    const cityUrl = city ? toUrlName(city) : null;
    const countyUrl = county ? countyUrlName(county) : null;
    if (cityUrl !== null) parts.push(sql`p.city_url = ${cityUrl}`);
    if (countyUrl !== null) parts.push(sql`p.county_url = ${countyUrl}`);
    return { condition: join(parts, " AND "), cityUrl, countyUrl };
  }

  private distance(point: Point): SqlFragment {
    const cosLat = Math.cos((point.latitude * Math.PI) / 180);
    return sql`(${raw(String(EARTH_DIAMETER_MILES))} * asin(sqrt(power(sin(radians(p.latitude - ${point.latitude}) / 2), 2) + ${cosLat} * cos(radians(p.latitude)) * power(sin(radians(p.longitude - ${point.longitude}) / 2), 2))))`;
  }

  /** Providers within `radius` miles of `point`: an index box, then the exact distance. */
  private within(point: Point, radius: number): { from: SqlFragment; where: SqlFragment } {
    const dLat = radius / 69;
    const dLng = radius / (69 * Math.max(0.05, Math.cos((point.latitude * Math.PI) / 180)));
    const box = this.driver.dialect.geoBox({
      minLat: point.latitude - dLat,
      maxLat: point.latitude + dLat,
      minLng: point.longitude - dLng,
      maxLng: point.longitude + dLng,
    });
    return { from: box.from, where: sql`${box.where} AND ${this.distance(point)} <= ${radius}` };
  }

  private filters(criteria: SearchCriteria, matchAll: boolean): SqlFragment[] {
    const where: SqlFragment[] = [];
    const careType = findCareType(text(criteria.careType));
    if (text(criteria.careType) && !careType) where.push(raw("1 = 0"));
    if (careType) where.push(sql`(p.care_type_mask & ${1 << careType.id}) <> 0`);

    const amenityIds = new Set<number>();
    for (const name of AMENITY_FILTER_NAMES)
      for (const id of ids(criteria[name])) amenityIds.add(id);
    for (const slug of Array.isArray(criteria.quickFilters) ? criteria.quickFilters : []) {
      if ((AMENITY_QUICK_FILTERS as readonly string[]).includes(slug))
        amenityIds.add(QUICK_FILTER_AMENITY_IDS[slug]);
    }
    const categoryIdLists = ids(criteria.amenityCategory)
      .map(
        (categoryId) =>
          AMENITY_CATEGORIES.find((c) => c.id === categoryId)?.types.map((t) => t.id) ?? [],
      )
      .filter((typeIds) => typeIds.length > 0);
    if (matchAll) {
      // spec 5 matchAllFilters (default true): every selected amenity, and one of each selected category.
      for (const id of amenityIds) {
        where.push(
          sql`EXISTS (SELECT 1 FROM provider_amenities a WHERE a.amenity_id = ${id} AND a.pid = p.pid)`,
        );
      }
      for (const typeIds of categoryIdLists) {
        where.push(
          sql`EXISTS (SELECT 1 FROM provider_amenities a WHERE a.pid = p.pid AND a.amenity_id IN (${list(typeIds)}))`,
        );
      }
    } else {
      const any = [...amenityIds, ...categoryIdLists.flat()];
      if (any.length) {
        where.push(
          sql`EXISTS (SELECT 1 FROM provider_amenities a WHERE a.pid = p.pid AND a.amenity_id IN (${list(any)}))`,
        );
      }
    }

    const nowIso = this.now().toISOString();
    const activePromotion = sql`EXISTS (SELECT 1 FROM provider_promotions pr WHERE pr.pid = p.pid
      AND (pr.starts_at IS NULL OR pr.starts_at <= ${nowIso}) AND (pr.ends_at IS NULL OR pr.ends_at >= ${nowIso}))`;
    if (criteria.awards === true) where.push(raw("p.is_caring_star = 1"));
    if (criteria.verified === true) where.push(raw("p.is_verified = 1"));
    if (criteria.ongoingPromotion === true) where.push(activePromotion);
    if (criteria.fivePlusPhotos === true) where.push(raw("p.photo_count >= 5"));
    if (criteria.onlyIndexed === true) where.push(raw("p.is_indexable = 1"));
    const minimumRating = ids(criteria.reviews).filter((r) => r <= 5);
    if (minimumRating.length) where.push(sql`p.average_rating >= ${Math.min(...minimumRating)}`);
    for (const option of Array.isArray(criteria.providersWith) ? criteria.providersWith : []) {
      if (!(PROVIDERS_WITH_OPTIONS as readonly string[]).includes(option)) continue;
      if (option === "pricing") where.push(raw("p.start_price_cents IS NOT NULL"));
      if (option === "reviews") where.push(raw("p.review_count > 0"));
      if (option === "photos") where.push(raw("p.photo_count > 0"));
      if (option === "promotions") where.push(activePromotion);
    }
    const range = criteria.priceRange;
    if (Array.isArray(range) && range.length === 2 && range.every((v) => Number.isFinite(v))) {
      const low = Math.max(1, Math.min(range[0], range[1]));
      const high = Math.min(4, Math.max(range[0], range[1]));
      // spec 5: [1,4] is the default and means "any price", including unpriced providers.
      if (low > 1 || high < 4) where.push(sql`p.price_tier BETWEEN ${low} AND ${high}`);
    }
    return where;
  }

  private orderBy(sortBy: SortOption): SqlFragment {
    const tail = ", m.pid ASC";
    switch (sortBy) {
      case "best-rated":
        return raw(`m.average_rating DESC NULLS LAST, m.review_count DESC${tail}`);
      case "most-reviews":
        return raw(`m.review_count DESC, m.average_rating DESC NULLS LAST${tail}`);
      case "distance":
        return raw(`m.distance ASC NULLS LAST, m.recommended_score DESC${tail}`);
      case "best-activities":
        return raw(`m.rating_activities DESC NULLS LAST, m.review_count DESC${tail}`);
      case "best-meals-dining":
        return raw(`m.rating_meals DESC NULLS LAST, m.review_count DESC${tail}`);
      case "best-staff":
        return raw(`m.rating_staff DESC NULLS LAST, m.review_count DESC${tail}`);
      case "recommended":
        return raw(
          `m.is_enhanced DESC, m.recommended_score DESC, m.distance ASC NULLS LAST${tail}`,
        );
    }
  }

  async search(request: FacetedSearchRequest): Promise<FacetedSearchResponse> {
    const criteria: SearchCriteria = request.criteria ?? {};
    const hitsPerPage = boundedInt(
      request.hitsPerPage,
      1,
      MAX_HITS_PER_PAGE,
      SEARCH_LIMITS.hitsPerPage,
    );
    const page = boundedInt(request.page, 0, MAX_PAGE, 0);
    const sortBy = (SORT_OPTIONS as readonly string[]).includes(request.sortBy)
      ? request.sortBy
      : "recommended";
    const matchAll = request.matchAllFilters !== false;
    const radius =
      typeof criteria.distanceInMiles === "number" &&
      criteria.distanceInMiles > 0 &&
      criteria.distanceInMiles <= 500
        ? criteria.distanceInMiles
        : SEARCH_LIMITS.distanceInMiles;
    const place = this.placeOf(criteria);
    let point = pointOf(criteria.latitude, criteria.longitude);
    const filters = this.filters(criteria, matchAll);
    const filterSql = filters.length ? sql` AND ${join(filters, " AND ")}` : raw("");

    const branches: SqlFragment[] = [];
    if (place) {
      // A city or county region has a nearby ring around its centre; a state has none.
      if (!point && (place.cityUrl || place.countyUrl) && criteria.excludeNearby !== true) {
        point = await this.centreOf(place.condition);
      }
      const distance = point ? this.distance(point) : raw("CAST(NULL AS DOUBLE PRECISION)");
      branches.push(
        sql`SELECT ${SORT_COLUMNS}, ${distance} AS distance, 1 AS in_region FROM providers p WHERE ${place.condition}${filterSql}`,
      );
      if (point && (place.cityUrl || place.countyUrl) && criteria.excludeNearby !== true) {
        const near = this.within(point, radius);
        branches.push(
          sql`SELECT ${SORT_COLUMNS}, ${this.distance(point)} AS distance, 0 AS in_region FROM ${near.from}
              WHERE ${near.where} AND NOT (${place.condition})${filterSql}`,
        );
      }
    } else if (point) {
      const near = this.within(point, radius);
      branches.push(
        sql`SELECT ${SORT_COLUMNS}, ${this.distance(point)} AS distance, 1 AS in_region FROM ${near.from}
            WHERE ${near.where}${filterSql}`,
      );
    } else {
      const keyword = text(criteria.keyword);
      const byKeyword = keyword
        ? sql` AND (p.name_search LIKE ${`%${keyword.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`} ESCAPE '\\'
              OR p.city_url = ${toUrlName(keyword)} OR p.zip = ${keyword})`
        : raw("");
      branches.push(
        sql`SELECT ${SORT_COLUMNS}, CAST(NULL AS DOUBLE PRECISION) AS distance, 1 AS in_region FROM providers p
            WHERE 1 = 1${byKeyword}${filterSql}`,
      );
    }

    // One statement: the ids of all matches as one string per region/nearby (for
    // totals and facets; a row per match costs more to hand over) plus the sorted page.
    const [rows, amenities] = await Promise.all([
      this.driver.all<{
        kind: string;
        in_region: number;
        ref: number;
        distance: number | null;
        doc: string | null;
      }>(
        sql`WITH m AS MATERIALIZED (${join(branches, " UNION ALL ")})
      SELECT 'm' AS kind, m.in_region, CAST(count(*) AS INTEGER) AS ref, CAST(NULL AS DOUBLE PRECISION) AS distance,
             string_agg(CAST(m.pid AS TEXT), ',') AS doc
        FROM m GROUP BY m.in_region
      UNION ALL
      SELECT 'r', hit.in_region, hit.ord, hit.distance, d.doc
        FROM (SELECT m.pid, m.in_region, m.distance,
                     CAST(row_number() OVER (ORDER BY m.in_region DESC, ${this.orderBy(sortBy)}) AS INTEGER) AS ord
                FROM m
               ORDER BY m.in_region DESC, ${this.orderBy(sortBy)}
               LIMIT ${hitsPerPage} OFFSET ${page * hitsPerPage}) hit
        CROSS JOIN provider_documents d WHERE d.pid = hit.pid`,
      ),
      this.amenityIndex(),
    ]);

    let totalRegionItems = 0;
    let totalNearbyItems = 0;
    const regionCounts = new Map<number, number>();
    const nearbyCounts = new Map<number, number>();
    const hits: { ord: number; result: ProviderSearchResult }[] = [];
    for (const row of rows) {
      const inRegion = Number(row.in_region) === 1;
      if (row.kind === "m") {
        if (inRegion) totalRegionItems = Number(row.ref);
        else totalNearbyItems = Number(row.ref);
        const counts = inRegion ? regionCounts : nearbyCounts;
        for (const pid of (row.doc ?? "").split(",")) {
          for (const id of amenities.get(Number(pid)) ?? [])
            counts.set(id, (counts.get(id) ?? 0) + 1);
        }
      } else if (row.doc) {
        const distance =
          row.distance === null ? null : Math.round(Number(row.distance) * 100) / 100;
        hits.push({
          ord: Number(row.ref),
          result: { ...this.hydrate(row.doc), distanceInMiles: distance, isNearby: !inRegion },
        });
      }
    }
    const inRegionFacets = facetCounts(regionCounts);
    const nearbyFacets = facetCounts(nearbyCounts);
    hits.sort((a, b) => a.ord - b.ord);
    const totalItems = totalRegionItems + totalNearbyItems;
    return {
      listId: hashId({ criteria, matchAll }),
      queryId: hashId({ criteria, matchAll, sortBy, page, hitsPerPage }),
      results: hits.map((h) => h.result),
      totalItems,
      totalNearbyItems,
      totalPages: Math.ceil(totalItems / hitsPerPage),
      totalRegionItems,
      facets: { inRegionFacets, nearbyFacets },
    };
  }

  /**
   * Amenity ids per provider, read once per store: counting facets over a few
   * thousand matches in memory beats a join-and-group in either engine, and the
   * directory does not change under a running store (a re-seed builds a new file
   * or a new schema).
   */
  private amenityIndex(): Promise<Map<number, Uint16Array>> {
    this.amenityIndexPromise ??= this.driver
      .all<{ pid: number; ids: string }>(
        sql`SELECT a.pid, string_agg(CAST(a.amenity_id AS TEXT), ',') AS ids FROM provider_amenities a GROUP BY a.pid`,
      )
      .then(
        (rows) =>
          new Map(
            rows.map((row) => [Number(row.pid), Uint16Array.from(row.ids.split(","), Number)]),
          ),
      );
    this.amenityIndexPromise.catch(() => {
      this.amenityIndexPromise = null;
    });
    return this.amenityIndexPromise;
  }

  private async centreOf(condition: SqlFragment): Promise<Point | null> {
    const rows = await this.driver.all<{ latitude: number | null; longitude: number | null }>(
      sql`SELECT CAST(avg(p.latitude) AS DOUBLE PRECISION) AS latitude, CAST(avg(p.longitude) AS DOUBLE PRECISION) AS longitude
          FROM providers p WHERE ${condition}`,
    );
    const row = rows[0];
    return row && row.latitude !== null && row.longitude !== null
      ? pointOf(Number(row.latitude), Number(row.longitude))
      : null;
  }

  async nearbySearch(request: NearbySearchRequest): Promise<NearbySearchResponse> {
    const point = pointOf(request.latitude, request.longitude);
    const hitsPerPage = boundedInt(
      request.hitsPerPage,
      1,
      MAX_HITS_PER_PAGE,
      SEARCH_LIMITS.hitsPerPage,
    );
    if (!point) return { results: [], totalItems: 0, totalPages: 0 };
    const page = boundedInt(request.page, 0, MAX_PAGE, 0);
    const radius =
      typeof request.radiusForSearch === "number" &&
      request.radiusForSearch > 0 &&
      request.radiusForSearch <= 500
        ? request.radiusForSearch
        : SEARCH_LIMITS.nearbyRadiusInMiles;
    const near = this.within(point, radius);
    const where: SqlFragment[] = [near.where];
    const careTypeText = text(request.careType);
    const careType = findCareType(careTypeText);
    if (careTypeText && !careType) where.push(raw("1 = 0"));
    if (careType) where.push(sql`(p.care_type_mask & ${1 << careType.id}) <> 0`);
    if (request.enhancedListing === true) where.push(raw("p.is_enhanced = 1"));
    const exclude = text(request.excludeProviderId);
    if (exclude) where.push(sql`p.id <> ${exclude}`);
    const rows = await this.driver.all<{
      kind: string;
      n: number;
      distance: number | null;
      doc: string | null;
    }>(
      sql`WITH m AS MATERIALIZED (SELECT p.pid, ${this.distance(point)} AS distance FROM ${near.from}
                                  WHERE ${join(where, " AND ")})
          SELECT 't' AS kind, CAST(count(*) AS INTEGER) AS n, CAST(NULL AS DOUBLE PRECISION) AS distance, CAST(NULL AS TEXT) AS doc FROM m
          UNION ALL
          SELECT 'r', hit.ord, hit.distance, d.doc
            FROM (SELECT m.pid, m.distance, CAST(row_number() OVER (ORDER BY m.distance ASC, m.pid ASC) AS INTEGER) AS ord
                    FROM m ORDER BY m.distance ASC, m.pid ASC LIMIT ${hitsPerPage} OFFSET ${page * hitsPerPage}) hit
            CROSS JOIN provider_documents d WHERE d.pid = hit.pid`,
    );
    let totalItems = 0;
    const hits: { ord: number; result: ProviderSearchResult }[] = [];
    for (const row of rows) {
      if (row.kind === "t") totalItems = Number(row.n);
      else if (row.doc) {
        const distance =
          row.distance === null ? null : Math.round(Number(row.distance) * 100) / 100;
        hits.push({
          ord: Number(row.n),
          result: { ...this.hydrate(row.doc), distanceInMiles: distance, isNearby: true },
        });
      }
    }
    hits.sort((a, b) => a.ord - b.ord);
    return {
      results: hits.map((h) => h.result),
      totalItems,
      totalPages: Math.ceil(totalItems / hitsPerPage),
    };
  }

  private async localeReviews(
    request: ReviewsByLocaleRequest,
    order: "top" | "recent",
  ): Promise<LocaleReview[]> {
    const place = this.placeOf(request);
    const careTypeText = text(request.careType);
    // spec 5: top reviews need at least one of city, state, county, careType.
    if (!place && !careTypeText) {
      throw new DirectoryRequestError(
        "reviews by locale need one of city, state, county or careType",
      );
    }
    const where: SqlFragment[] = [];
    if (place) where.push(place.condition);
    if (careTypeText)
      where.push(sql`r.care_type = ${findCareType(careTypeText)?.slug ?? careTypeText}`);
    const count = boundedInt(request.count, 1, 50, SEARCH_LIMITS.topReviewsCount);
    const collate = this.driver.dialect.binaryCollation;
    const orderBy =
      order === "top"
        ? raw(`r.rating DESC, r.created_at DESC, r.id${collate}`)
        : raw(`r.created_at DESC, r.id${collate}`);
    const rows = await this.driver.all<
      ReviewRecord & {
        provider_id: string;
        provider_name: string;
        path: string;
        city: string;
        state_code: string;
      }
    >(
      sql`SELECT r.pid, r.id, r.care_type, r.rating, r.created_at, r.name, r.title, r.content, r.provider_response,
                   p.id AS provider_id, p.name AS provider_name, p.path, p.city, p.state_code
              FROM reviews r JOIN providers p ON p.pid = r.pid
             WHERE ${join(where, " AND ")}
             ORDER BY ${orderBy} LIMIT ${count}`,
    );
    return rows.map((row) => ({
      ...toReview(row),
      provider: {
        id: row.provider_id,
        name: row.provider_name,
        path: row.path,
        city: row.city,
        state: row.state_code,
      },
    }));
  }

  topReviewsByLocale(request: ReviewsByLocaleRequest): Promise<LocaleReview[]> {
    return this.localeReviews(request, "top");
  }

  recentReviews(request: ReviewsByLocaleRequest): Promise<LocaleReview[]> {
    return this.localeReviews(request, "recent");
  }

  async cities(request: CityListRequest): Promise<CityListResponse> {
    const pageSize = boundedInt(request.pageSize, 1, 1000, 100);
    const page = boundedInt(request.page, 1, MAX_PAGE, 1);
    const where: SqlFragment[] = [raw("1 = 1")];
    const state = text(request.state);
    if (state) {
      const code = resolveStateCode(state);
      where.push(code ? sql`p.state_code = ${code}` : raw("1 = 0"));
    }
    const careTypeText = text(request.alteredCareType);
    const careType = findCareType(careTypeText);
    if (careTypeText && !careType) where.push(raw("1 = 0"));
    if (careType) where.push(sql`(p.care_type_mask & ${1 << careType.id}) <> 0`);
    const collate = this.driver.dialect.binaryCollation;
    const orderBy =
      request.listType === "alphabetical"
        ? raw(`p.city_url${collate}, p.state_url${collate}`)
        : raw(`total DESC, p.city_url${collate}, p.state_url${collate}`);
    const rows = await this.driver.all<{
      city: string;
      city_url: string;
      state_url: string;
      total: number;
    }>(
      sql`SELECT p.city, p.city_url, p.state_url, CAST(count(*) AS INTEGER) AS total
            FROM providers p WHERE ${join(where, " AND ")}
           GROUP BY p.state_url, p.city_url, p.city
           ORDER BY ${orderBy} LIMIT ${pageSize + 1} OFFSET ${(page - 1) * pageSize}`,
    );
    return {
      items: rows.slice(0, pageSize).map((row) => ({
        name: row.city,
        cityURLName: row.city_url,
        slug: `${row.state_url}/${row.city_url}`,
        stateURLName: row.state_url,
        total: Number(row.total),
      })),
      page,
      nextPage: rows.length > pageSize ? page + 1 : null,
      pageSize,
    };
  }

  private async averageCosts(condition: SqlFragment | null): Promise<AverageCostByCareType> {
    const rows = await this.driver.all<{ care_type: string; average: number }>(
      sql`SELECT s.care_type, CAST(avg(s.starting_price_cents) AS DOUBLE PRECISION) AS average
            FROM provider_services s ${condition ? sql`JOIN providers p ON p.pid = s.pid WHERE ${condition} AND` : raw("WHERE")}
                 s.starting_price_cents IS NOT NULL
           GROUP BY s.care_type`,
    );
    const costs: AverageCostByCareType = {};
    for (const row of rows) {
      const careType = findCareType(row.care_type);
      if (careType) costs[careType.slug] = Math.round(Number(row.average));
    }
    return costs;
  }

  async geoPageData(request: GeoPageRequest): Promise<GeoPageData | null> {
    const stateCode = resolveStateCode(text(request.state));
    if (!stateCode) return null;
    const cityText = text(request.city);
    const careTypeText = text(request.careType);
    const careType = findCareType(careTypeText);
    if (careTypeText && !careType) return null;
    const statePlace = sql`p.state_code = ${stateCode}`;
    const place = cityText
      ? sql`${statePlace} AND p.city_url = ${toUrlName(cityText)}`
      : statePlace;
    const counts = await this.driver.all<Record<string, number | string | null>>(
      sql`SELECT CAST(count(*) AS INTEGER) AS total, max(p.city) AS city, max(p.city_url) AS city_url,
                 CAST(avg(p.latitude) AS DOUBLE PRECISION) AS latitude, CAST(avg(p.longitude) AS DOUBLE PRECISION) AS longitude,
                 ${raw(CARE_TYPES.map((c) => `CAST(sum((p.care_type_mask >> ${c.id}) & 1) AS INTEGER) AS ct${c.id}`).join(", "))}
            FROM providers p WHERE ${place}`,
    );
    const summary = counts[0];
    if (!summary || (cityText && Number(summary.total) === 0)) return null;
    const byCareType: Partial<Record<CareTypeSlug, number>> = {};
    for (const c of CARE_TYPES) byCareType[c.slug] = Number(summary[`ct${c.id}`] ?? 0);
    const topCount = boundedInt(request.topProvidersCount, 1, 50, 10);
    const careFilter = careType ? sql` AND (p.care_type_mask & ${1 << careType.id}) <> 0` : raw("");
    const top = await this.driver.all<{ doc: string }>(
      sql`SELECT d.doc FROM providers p JOIN provider_documents d ON d.pid = p.pid WHERE ${place}${careFilter}
           ORDER BY CASE WHEN p.review_count > 0 THEN 1 ELSE 0 END DESC, p.average_rating DESC NULLS LAST,
                    p.review_count DESC, p.pid ASC
           LIMIT ${topCount}`,
    );
    this.nationalCosts ??= await this.averageCosts(null);
    const stateName = US_STATES[stateCode] ?? stateCode;
    return {
      careType: careType?.slug ?? null,
      city:
        cityText && summary.city
          ? { name: String(summary.city), urlName: String(summary.city_url) }
          : null,
      state: { code: stateCode, name: stateName, urlName: toUrlName(stateName) },
      providerCount: careType ? (byCareType[careType.slug] ?? 0) : Number(summary.total),
      providerCountByCareType: byCareType,
      averageCosts: {
        city: cityText ? await this.averageCosts(place) : null,
        state: await this.averageCosts(statePlace),
        nation: this.nationalCosts,
      },
      topProviders: top.map((row) => this.hydrate(row.doc)),
      latitude: summary.latitude === null ? null : Number(summary.latitude),
      longitude: summary.longitude === null ? null : Number(summary.longitude),
    };
  }

  async careTypes(): Promise<CareType[]> {
    return CARE_TYPES.map((c) => ({ ...c }));
  }

  async countProviders(): Promise<number> {
    const rows = await this.driver.all<{ n: number }>(
      sql`SELECT CAST(count(*) AS INTEGER) AS n FROM providers`,
    );
    return Number(rows[0]?.n ?? 0);
  }

  close(): Promise<void> {
    return this.driver.close();
  }
}
