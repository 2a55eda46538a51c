/**
 * Faceted search (spec 3: region and nearby hits, one page, facet counts) and nearby
 * search (spec 7), written once for both engines.
 */
import { toSlug } from "@web/rules/slug";
import { createHash } from "node:crypto";
import { HITS_PER_PAGE, NEARBY_RADIUS_MILES, SEARCH_RADIUS_MILES } from "@web/rules/limits";
import { AMENITY_FILTER_NAMES, type SortOption } from "@web/rules/search/searchOptions";
import { AMENITY_CATEGORIES, AMENITY_TYPES, QUICK_FILTER_AMENITY_IDS } from "@web/rules/catalogue";
import type {
  FacetCounts,
  FacetedSearchRequest,
  FacetedSearchResponse,
  NearbySearchRequest,
  NearbySearchResponse,
  ProviderSearchResult,
  RecordFacetCounts,
  SearchCriteria,
} from "@web/rules/model/requests";
import {
  MEDICARE_RATING_SORT,
  MEDICARE_TOP_RATING,
  offersRecordFilters,
  seriousCitationsSince,
} from "@web/rules/search/recordFilters";
import { empty, join, list, raw, sql, type SqlFragment } from "@web/db/sql";
import type { SearchStore } from "../store";
import { answeredProviders } from "./answered";
import {
  LISTED,
  careTypeCondition,
  geoBox,
  given,
  hydrate,
  placeOf,
  pointOf,
  roundedMiles,
  type Point,
  type QueryContext,
} from "./context";

const EARTH_DIAMETER_MILES = 7917.6;

// The columns every search branch carries, so sorting and paging never revisit providers.
const SORT_COLUMNS = raw(
  "p.pid, p.is_enhanced, p.recommended_score, p.average_rating, p.review_count, p.rating_activities, p.rating_meals, p.rating_staff",
);

function hashId(value: unknown): string {
  return createHash("sha1").update(JSON.stringify(value)).digest("hex").slice(0, 32);
}

/** spec 3: facets keyed by amenity type name. */
function facetCounts(counts: Map<number, number>): FacetCounts {
  const facets: FacetCounts = {};
  for (const [id, n] of counts) {
    const name = AMENITY_TYPES.get(id)?.name;
    if (name) facets[name] = n;
  }
  return facets;
}

function orderBy(sortBy: SortOption): SqlFragment {
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
    case "medicare-rating":
      // issue 27.5: highest first, providers without a rating last, then as recommended.
      return raw(
        `m.medicare_rating DESC NULLS LAST, m.is_enhanced DESC, m.recommended_score DESC${tail}`,
      );
    case "recommended":
      return raw(`m.is_enhanced DESC, m.recommended_score DESC, m.distance ASC NULLS LAST${tail}`);
  }
}

/**
 * issue 27.5: a provider's Medicare record as search reads it, one row by primary key
 * (`i`, left-joined): the CMS overall rating, and whether it is clear of serious citations
 * (no G-L citation surveyed on or after `since`; a provider without a Medicare record is
 * not: nothing vouches for it).
 */
const MEDICARE_RECORD = raw(
  "LEFT JOIN provider_inspections i ON i.pid = p.pid AND i.source_kind = 'cms'",
);

function clearOfSeriousCitations(since: string): SqlFragment {
  return sql`(i.pid IS NOT NULL AND (i.last_serious_date IS NULL OR i.last_serious_date < ${since}))`;
}

const MEDICARE_TOP_RATED = raw(`i.overall_rating >= ${MEDICARE_TOP_RATING}`);

export class SearchQueries implements SearchStore {
  private amenityIndexPromise: Promise<Map<number, Uint16Array>> | null = null;

  constructor(private readonly context: QueryContext) {}

  #distance(point: Point): SqlFragment {
    const cosLat = Math.cos((point.latitude * Math.PI) / 180);
    return sql`(${raw(String(EARTH_DIAMETER_MILES))} * asin(sqrt(power(sin(radians(p.latitude - ${point.latitude}) / 2), 2) + ${cosLat} * cos(radians(p.latitude)) * power(sin(radians(p.longitude - ${point.longitude}) / 2), 2))))`;
  }

  /** Providers within `radius` miles of `point`: an index box, then the exact distance. */
  #within(point: Point, radius: number): { from: SqlFragment; where: SqlFragment } {
    const dLat = radius / 69;
    const dLng = radius / (69 * Math.max(0.05, Math.cos((point.latitude * Math.PI) / 180)));
    const box = geoBox(this.context.driver.dialect.engine, {
      minLat: point.latitude - dLat,
      maxLat: point.latitude + dLat,
      minLng: point.longitude - dLng,
      maxLng: point.longitude + dLng,
    });
    return { from: box.from, where: sql`${box.where} AND ${this.#distance(point)} <= ${radius}` };
  }

  #filters(criteria: SearchCriteria, matchAll: boolean, since: string): SqlFragment[] {
    const where: SqlFragment[] = [LISTED];
    const careType = careTypeCondition(criteria.careType);
    if (careType) where.push(careType);

    const amenityIds = new Set<number>();
    for (const name of AMENITY_FILTER_NAMES)
      for (const id of criteria[name] ?? []) amenityIds.add(id);
    for (const quickFilter of criteria.quickFilters ?? [])
      amenityIds.add(QUICK_FILTER_AMENITY_IDS[quickFilter]);
    const categoryIdLists = (criteria.amenityCategory ?? [])
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

    const nowIso = this.context.now().toISOString();
    const activePromotion = sql`EXISTS (SELECT 1 FROM provider_promotions pr WHERE pr.pid = p.pid
      AND (pr.starts_at IS NULL OR pr.starts_at <= ${nowIso}) AND (pr.ends_at IS NULL OR pr.ends_at >= ${nowIso}))`;
    if (criteria.awards === true) where.push(raw("p.is_caring_star = 1"));
    if (criteria.verified === true) where.push(raw("p.is_verified = 1"));
    if (criteria.ongoingPromotion === true) where.push(activePromotion);
    if (criteria.fivePlusPhotos === true) where.push(raw("p.photo_count >= 5"));
    if (criteria.noSeriousCitations === true) where.push(clearOfSeriousCitations(since));
    if (criteria.medicareRating4Plus === true) where.push(MEDICARE_TOP_RATED);
    if (criteria.onlyIndexed === true) where.push(raw("p.is_indexable = 1"));
    const minimumRating = criteria.reviews ?? [];
    if (minimumRating.length) where.push(sql`p.average_rating >= ${Math.min(...minimumRating)}`);
    for (const option of criteria.providersWith ?? []) {
      if (option === "pricing") where.push(raw("p.start_price_cents IS NOT NULL"));
      if (option === "reviews") where.push(raw("p.review_count > 0"));
      if (option === "photos") where.push(raw("p.photo_count > 0"));
      if (option === "promotions") where.push(activePromotion);
    }
    const [low, high] = criteria.priceRange ?? [1, 4];
    // spec 5: [1,4] is the default and means "any price", including unpriced providers.
    if (low > 1 || high < 4) where.push(sql`p.price_tier BETWEEN ${low} AND ${high}`);
    return where;
  }

  async search(request: FacetedSearchRequest): Promise<FacetedSearchResponse> {
    const { criteria, hitsPerPage, page, sortBy } = request;
    const matchAll = request.matchAllFilters;
    const radius = criteria.distanceInMiles ?? SEARCH_RADIUS_MILES;
    const place = placeOf(criteria);
    let point = pointOf(criteria.latitude, criteria.longitude);
    const since = seriousCitationsSince(this.context.now());
    const filters = this.#filters(criteria, matchAll, since);
    const filterSql = filters.length ? sql` AND ${join(filters, " AND ")}` : empty;
    // issue 27.5: Medicare's record joined only where the search reads it (a nursing-home
    // search counts its record facets; the record filters and sort read it too).
    const records =
      offersRecordFilters(criteria.careType) ||
      criteria.noSeriousCitations === true ||
      criteria.medicareRating4Plus === true ||
      sortBy === MEDICARE_RATING_SORT;
    const withRecord = records ? sql` ${MEDICARE_RECORD}` : empty;
    const columns = records
      ? sql`${SORT_COLUMNS}, i.overall_rating AS medicare_rating, CASE WHEN ${clearOfSeriousCitations(since)} THEN 1 ELSE 0 END AS record_clear`
      : sql`${SORT_COLUMNS}, CAST(NULL AS INTEGER) AS medicare_rating, 0 AS record_clear`;

    const branches: SqlFragment[] = [];
    if (place) {
      // A city or county region has a nearby ring around its centre; a state has none.
      const ring = Boolean(place.cityUrl || place.countyUrl) && criteria.excludeNearby !== true;
      if (!point && ring) point = await this.#centreOf(place.condition);
      const distance = point ? this.#distance(point) : raw("CAST(NULL AS DOUBLE PRECISION)");
      branches.push(
        sql`SELECT ${columns}, ${distance} AS distance, 1 AS in_region FROM providers p${withRecord} WHERE ${place.condition}${filterSql}`,
      );
      if (point && ring) {
        const near = this.#within(point, radius);
        branches.push(
          sql`SELECT ${columns}, ${this.#distance(point)} AS distance, 0 AS in_region FROM ${near.from}${withRecord}
              WHERE ${near.where} AND NOT (${place.condition})${filterSql}`,
        );
      }
    } else if (point) {
      const near = this.#within(point, radius);
      branches.push(
        sql`SELECT ${columns}, ${this.#distance(point)} AS distance, 1 AS in_region FROM ${near.from}${withRecord}
            WHERE ${near.where}${filterSql}`,
      );
    } else {
      const keyword = given(criteria.keyword);
      const byKeyword = keyword
        ? sql` AND (p.name_search LIKE ${`%${keyword.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`} ESCAPE '\\'
              OR p.city_url = ${toSlug(keyword)} OR p.zip = ${keyword})`
        : empty;
      branches.push(
        sql`SELECT ${columns}, CAST(NULL AS DOUBLE PRECISION) AS distance, 1 AS in_region FROM providers p${withRecord}
            WHERE 1 = 1${byKeyword}${filterSql}`,
      );
    }

    // One statement: the ids of all matches as one string per region/nearby (for
    // totals and facets; a row per match costs more to hand over) plus the sorted page.
    // Without facets (the list mode) the totals are all it counts.
    const withFacets = request.facets !== false;
    const matchIds = withFacets
      ? raw("string_agg(CAST(m.pid AS TEXT), ',')")
      : raw("CAST(NULL AS TEXT)");
    // issue 27.5: how many matches each record filter keeps, counted with the totals.
    const recordCounts =
      withFacets && records
        ? raw(
            `CAST(sum(CASE WHEN m.record_clear = 1 THEN 1 ELSE 0 END) AS INTEGER) AS clear_count,
             CAST(sum(CASE WHEN m.medicare_rating >= ${MEDICARE_TOP_RATING} THEN 1 ELSE 0 END) AS INTEGER) AS top_rated_count`,
          )
        : raw("CAST(NULL AS INTEGER) AS clear_count, CAST(NULL AS INTEGER) AS top_rated_count");
    const [rows, amenities] = await Promise.all([
      this.context.driver.all<{
        kind: string;
        in_region: number;
        ref: number;
        distance: number | null;
        doc: string | null;
        clear_count: number | null;
        top_rated_count: number | null;
      }>(
        sql`WITH m AS MATERIALIZED (${join(branches, " UNION ALL ")})
      SELECT 'm' AS kind, m.in_region, CAST(count(*) AS INTEGER) AS ref, CAST(NULL AS DOUBLE PRECISION) AS distance,
             ${matchIds} AS doc, ${recordCounts}
        FROM m GROUP BY m.in_region
      UNION ALL
      SELECT 'r', hit.in_region, hit.ord, hit.distance, d.doc, NULL, NULL
        FROM (SELECT m.pid, m.in_region, m.distance,
                     CAST(row_number() OVER (ORDER BY m.in_region DESC, ${orderBy(sortBy)}) AS INTEGER) AS ord
                FROM m
               ORDER BY m.in_region DESC, ${orderBy(sortBy)}
               LIMIT ${hitsPerPage} OFFSET ${page * hitsPerPage}) hit
        CROSS JOIN provider_documents d WHERE d.pid = hit.pid`,
      ),
      withFacets ? this.#amenityIndex() : new Map<number, Uint16Array>(),
    ]);

    let totalRegionItems = 0;
    let totalNearbyItems = 0;
    const regionCounts = new Map<number, number>();
    const nearbyCounts = new Map<number, number>();
    const hits: { ord: number; result: ProviderSearchResult }[] = [];
    const recordFacets: RecordFacetCounts | null =
      withFacets && records ? { noSeriousCitations: 0, medicareRating4Plus: 0 } : null;
    for (const row of rows) {
      const inRegion = Number(row.in_region) === 1;
      if (row.kind === "m") {
        if (inRegion) totalRegionItems = Number(row.ref);
        else totalNearbyItems = Number(row.ref);
        if (recordFacets) {
          recordFacets.noSeriousCitations += Number(row.clear_count ?? 0);
          recordFacets.medicareRating4Plus += Number(row.top_rated_count ?? 0);
        }
        const counts = inRegion ? regionCounts : nearbyCounts;
        if (!row.doc) continue;
        for (const pid of row.doc.split(",")) {
          for (const id of amenities.get(Number(pid)) ?? [])
            counts.set(id, (counts.get(id) ?? 0) + 1);
        }
      } else if (row.doc) {
        hits.push({
          ord: Number(row.ref),
          result: {
            ...hydrate(this.context, row.doc),
            distanceInMiles: roundedMiles(row.distance),
            isNearby: !inRegion,
          },
        });
      }
    }
    hits.sort((a, b) => a.ord - b.ord);
    const totalItems = totalRegionItems + totalNearbyItems;
    return {
      listId: hashId({ criteria, matchAll }),
      queryId: hashId({ criteria, matchAll, sortBy, page, hitsPerPage }),
      results: await answeredProviders(
        this.context.driver,
        hits.map((h) => h.result),
      ),
      totalItems,
      totalNearbyItems,
      totalPages: Math.ceil(totalItems / hitsPerPage),
      totalRegionItems,
      facets: {
        inRegionFacets: facetCounts(regionCounts),
        nearbyFacets: facetCounts(nearbyCounts),
        ...(recordFacets ? { recordFacets } : {}),
      },
    };
  }

  /**
   * Amenity ids per provider, read once per store: counting facets over a few
   * thousand matches in memory beats a join-and-group in either engine, and the
   * directory does not change under a running store (a re-seed builds a new file
   * or a new schema).
   */
  #amenityIndex(): Promise<Map<number, Uint16Array>> {
    this.amenityIndexPromise ??= this.context.driver
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

  async #centreOf(condition: SqlFragment): Promise<Point | null> {
    const rows = await this.context.driver.all<{
      latitude: number | null;
      longitude: number | null;
    }>(
      sql`SELECT CAST(avg(p.latitude) AS DOUBLE PRECISION) AS latitude, CAST(avg(p.longitude) AS DOUBLE PRECISION) AS longitude
          FROM providers p WHERE ${condition}`,
    );
    const row = rows[0];
    return row && row.latitude !== null && row.longitude !== null
      ? pointOf(Number(row.latitude), Number(row.longitude))
      : null;
  }

  /** Providers around a point, nearest first (spec 9: radius 25 by default). */
  async nearbySearch(request: NearbySearchRequest): Promise<NearbySearchResponse> {
    const point = pointOf(request.latitude, request.longitude);
    if (!point) return { results: [], totalItems: 0, totalPages: 0 };
    const hitsPerPage = request.hitsPerPage ?? HITS_PER_PAGE;
    const page = request.page ?? 0;
    const radius = request.radiusForSearch ?? NEARBY_RADIUS_MILES;
    const near = this.#within(point, radius);
    const where: SqlFragment[] = [near.where, LISTED];
    const careType = careTypeCondition(request.careType);
    if (careType) where.push(careType);
    if (request.enhancedListing === true) where.push(raw("p.is_enhanced = 1"));
    const exclude = given(request.excludeProviderId);
    if (exclude) where.push(sql`p.id <> ${exclude}`);
    const rows = await this.context.driver.all<{
      kind: string;
      n: number;
      distance: number | null;
      doc: string | null;
    }>(
      sql`WITH m AS MATERIALIZED (SELECT p.pid, ${this.#distance(point)} AS distance FROM ${near.from}
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
        hits.push({
          ord: Number(row.n),
          result: {
            ...hydrate(this.context, row.doc),
            distanceInMiles: roundedMiles(row.distance),
            isNearby: true,
          },
        });
      }
    }
    hits.sort((a, b) => a.ord - b.ord);
    return {
      results: await answeredProviders(
        this.context.driver,
        hits.map((h) => h.result),
      ),
      totalItems,
      totalPages: Math.ceil(totalItems / hitsPerPage),
    };
  }
}
