/** City lists (spec 7 /v1/dxp/cities) and geo page data: counts, average costs, top providers. */
import { toSlug } from "@web/rules/slug";
import { CARE_TYPES, findCareType, type CareTypeSlug } from "@web/rules/careTypes";
import { CITY_LIST_PAGE_SIZE } from "@web/rules/limits";
import { MAX_TOP_PROVIDERS } from "@web/rules/geo/topProviderCount";
import type {
  AverageCostByCareType,
  CityListItem,
  CityListRequest,
  CityListResponse,
  GeoCatalogueRequest,
  GeoCatalogueResponse,
  GeoCopyCity,
  GeoCopyPlaces,
  GeoPageData,
  GeoPageRequest,
  GeoRecordCounts,
} from "@web/rules/model/requests";
import { MEDICARE_TOP_RATING, seriousCitationsSince } from "@web/rules/search/recordFilters";
import { empty, join, raw, sql, type SqlFragment } from "@web/db/sql";
import type { GeoStore } from "../store";
import { answeredProviders } from "./answered";
import {
  POINT_CITIES,
  PROVIDER_POINTS,
  ProviderPoints,
  type CityRow,
  type ProviderPointRow,
} from "./nearbyCities";
import { US_STATES, resolveStateCode } from "../states";
import {
  LISTED,
  NOTHING,
  careTypeCondition,
  given,
  hydrate,
  pointOf,
  type QueryContext,
} from "./context";

/** A provider of care type `id` (mask bit) with reviews and a rating: it counts in the place's reviews. */
const reviewed = (id: number) =>
  `((p.care_type_mask >> ${id}) & 1) = 1 AND p.review_count > 0 AND p.average_rating IS NOT NULL`;

/** issue 27.5: a provider's Medicare record (`i`), one row by primary key, or none. */
const MEDICARE_RECORD = raw(
  "LEFT JOIN provider_inspections i ON i.pid = p.pid AND i.source_kind = 'cms'",
);

/** The care types whose geo copy counts Medicare's records (nursing homes). */
const MEDICARE_RATED = CARE_TYPES.filter((c) => c.medicareRated);

/**
 * The record counts of the providers of care type `id` (its mask bit), each column named
 * with `suffix`: recorded, rated, rated 4-5 and seriously cited on or after `since`.
 */
function recordCountColumns(id: number, since: string, suffix: string): SqlFragment {
  const of = (condition: SqlFragment | string) =>
    sql`CAST(sum(CASE WHEN ((p.care_type_mask >> ${raw(String(id))}) & 1) = 1 AND ${typeof condition === "string" ? raw(condition) : condition} THEN 1 ELSE 0 END) AS INTEGER)`;
  return sql`${of("i.pid IS NOT NULL")} AS ${raw(`records_${suffix}`)},
             ${of("i.overall_rating IS NOT NULL")} AS ${raw(`rated_${suffix}`)},
             ${of(`i.overall_rating >= ${MEDICARE_TOP_RATING}`)} AS ${raw(`top_rated_${suffix}`)},
             ${of(sql`i.last_serious_date >= ${since}`)} AS ${raw(`cited_${suffix}`)}`;
}

function recordCountsOf(
  row: Record<string, number | string | null | undefined>,
  suffix: string,
): GeoRecordCounts {
  const n = (key: string) => Number(row[`${key}${suffix}`] ?? 0);
  return {
    recorded: n("records_"),
    rated: n("rated_"),
    topRated: n("top_rated_"),
    seriouslyCited: n("cited_"),
  };
}

/** The place's review count, and its rating weighted by review count to 2 decimals (null when none). */
function reviewSummary(
  reviews: number | string | null | undefined,
  weighted: number | string | null | undefined,
): GeoPageData["reviews"] {
  const count = Number(reviews ?? 0);
  const sum = Number(weighted ?? 0);
  return { count, averageRating: count > 0 ? Math.round((sum / count) * 100) / 100 : null };
}

export class GeoPageQueries implements GeoStore {
  /** Average costs across the nation: the same for every geo page of a store. */
  private nationalCosts: AverageCostByCareType | null = null;
  /**
   * Average costs per state, kept like the nation's: every city page of a state asks for
   * its state's, an aggregate over all of the state's priced services (most of a city
   * page's database time before it was kept; the crawl asks for hundreds of such pages).
   */
  private readonly stateCosts = new Map<string, Promise<AverageCostByCareType>>();
  /** Every listed provider's point, for a city's neighbours (./nearbyCities.ts). */
  private points: Promise<ProviderPoints> | null = null;

  constructor(private readonly context: QueryContext) {}

  /**
   * Cities with provider totals, paged: most providers first, or alphabetical; with
   * `near`, the cities within NEARBY_CITIES_MILES of that point, nearest first (a city's
   * place is the centre of its listed providers).
   */
  async cities(request: CityListRequest): Promise<CityListResponse> {
    const pageSize = request.pageSize ?? CITY_LIST_PAGE_SIZE;
    const page = request.page ?? 1;
    const state = given(request.state);
    const code = state ? resolveStateCode(state) : null;
    const near = request.near ? pointOf(request.near.latitude, request.near.longitude) : null;
    const items = near
      ? state && !code
        ? []
        : (await this.#providerPoints()).nearby({
            near,
            careType: given(request.alteredCareType),
            stateCode: code,
            offset: (page - 1) * pageSize,
            limit: pageSize,
          })
      : await this.#cityTotals(request, code, page, pageSize);
    return {
      items: items.slice(0, pageSize),
      page,
      nextPage: items.length > pageSize ? page + 1 : null,
      pageSize,
    };
  }

  /** One page of the cities with their totals, most first or alphabetical, and one more if there is. */
  async #cityTotals(
    request: CityListRequest,
    stateCode: string | null,
    page: number,
    pageSize: number,
  ): Promise<CityListItem[]> {
    const where: SqlFragment[] = [LISTED];
    if (given(request.state)) where.push(stateCode ? sql`p.state_code = ${stateCode}` : NOTHING);
    const careType = careTypeCondition(request.alteredCareType);
    if (careType) where.push(careType);
    const collate = this.context.driver.dialect.binaryCollation;
    const orderBy =
      request.listType === "alphabetical"
        ? raw(`p.city_url${collate}, p.state_url${collate}`)
        : raw(`total DESC, p.city_url${collate}, p.state_url${collate}`);
    const rows = await this.context.driver.all<{
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
    return rows.map((row) => ({
      name: row.city,
      cityURLName: row.city_url,
      slug: `${row.state_url}/${row.city_url}`,
      stateURLName: row.state_url,
      total: Number(row.total),
    }));
  }

  /** Every listed provider's point, read once per store (a failed read is not kept). */
  #providerPoints(): Promise<ProviderPoints> {
    if (!this.points) {
      const { driver } = this.context;
      this.points = Promise.all([
        driver.all<ProviderPointRow>(PROVIDER_POINTS),
        driver.all<CityRow>(POINT_CITIES),
      ]).then(([points, cities]) => new ProviderPoints(points, cities));
      this.points.catch(() => (this.points = null));
    }
    return this.points;
  }

  /**
   * The geo catalogue: states (by code), or a state's cities (by URL name), with their
   * listed providers of the care type, a window of them, and how many there are.
   */
  async geoCatalogue(request: GeoCatalogueRequest): Promise<GeoCatalogueResponse> {
    const where: SqlFragment[] = [LISTED];
    const careType = careTypeCondition(request.careType);
    if (careType) where.push(careType);
    const state = given(request.state);
    const code = state ? resolveStateCode(state) : null;
    if (state) where.push(code ? sql`p.state_code = ${code}` : NOTHING);
    const collate = this.context.driver.dialect.binaryCollation;
    const condition = join(where, " AND ");
    const group = state
      ? raw("p.state_code, p.state_url, p.city_url")
      : raw("p.state_code, p.state_url");
    const [rows, counted] = await Promise.all([
      this.context.driver.all<{
        state_code: string;
        state_url: string;
        city_url: string | null;
        city: string | null;
        total: number;
      }>(
        sql`SELECT p.state_code, p.state_url, ${state ? raw("p.city_url AS city_url, max(p.city) AS city") : raw("CAST(NULL AS TEXT) AS city_url, CAST(NULL AS TEXT) AS city")},
                   CAST(count(*) AS INTEGER) AS total
              FROM providers p WHERE ${condition}
             GROUP BY ${group}
             ORDER BY ${raw(state ? `p.city_url${collate}` : `p.state_code${collate}`)}
             LIMIT ${request.limit} OFFSET ${request.offset}`,
      ),
      this.context.driver.all<{ n: number }>(
        sql`SELECT CAST(count(*) AS INTEGER) AS n FROM (SELECT 1 AS one FROM providers p WHERE ${condition} GROUP BY ${group}) g`,
      ),
    ]);
    return {
      results: rows.map((row) => {
        const stateOf = {
          code: row.state_code,
          name: US_STATES[row.state_code] ?? row.state_code,
          urlName: row.state_url,
        };
        return row.city_url && row.city
          ? {
              type: "city",
              name: row.city,
              urlName: row.city_url,
              state: stateOf,
              total: Number(row.total),
            }
          : {
              type: "state",
              name: stateOf.name,
              urlName: stateOf.urlName,
              state: stateOf,
              total: Number(row.total),
            };
      }),
      total: Number(counted[0]?.n ?? 0),
    };
  }

  /** Average starting prices per care type of the listed providers `condition` names. */
  async #averageCosts(condition: SqlFragment = LISTED): Promise<AverageCostByCareType> {
    const rows = await this.context.driver.all<{ care_type: string; average: number }>(
      sql`SELECT s.care_type, CAST(avg(s.starting_price_cents) AS DOUBLE PRECISION) AS average
            FROM provider_services s JOIN providers p ON p.pid = s.pid
           WHERE ${condition} AND s.starting_price_cents IS NOT NULL
           GROUP BY s.care_type`,
    );
    const costs: AverageCostByCareType = {};
    for (const row of rows) {
      const careType = findCareType(row.care_type);
      if (careType) costs[careType.slug] = Math.round(Number(row.average));
    }
    return costs;
  }

  /** {@link #averageCosts} of a state, asked for once per store (a failed ask is not kept). */
  #stateCosts(stateCode: string, statePlace: SqlFragment): Promise<AverageCostByCareType> {
    let costs = this.stateCosts.get(stateCode);
    if (!costs) {
      costs = this.#averageCosts(statePlace);
      this.stateCosts.set(stateCode, costs);
      costs.catch(() => this.stateCosts.delete(stateCode));
    }
    return costs;
  }

  /**
   * Every city at once, with the same counts and costs `geoPageData` gives each (a
   * city is its state and URL name, its name the greatest spelling, as there).
   */
  async geoCopyPlaces(): Promise<GeoCopyPlaces> {
    const collate = this.context.driver.dialect.binaryCollation;
    const since = seriousCitationsSince(this.context.now());
    const recordColumns = MEDICARE_RATED.map(
      (c) => sql`, ${recordCountColumns(c.id, since, String(c.id))}`,
    );
    const counts = await this.context.driver.all<Record<string, number | string>>(
      sql`SELECT p.state_code, p.city_url, max(p.city) AS city, CAST(count(*) AS INTEGER) AS total,
                 ${raw(CARE_TYPES.map((c) => `CAST(sum((p.care_type_mask >> ${c.id}) & 1) AS INTEGER) AS ct${c.id}`).join(", "))},
                 ${raw(CARE_TYPES.map((c) => `CAST(sum(CASE WHEN ${reviewed(c.id)} THEN p.review_count ELSE 0 END) AS INTEGER) AS rc${c.id}, CAST(sum(CASE WHEN ${reviewed(c.id)} THEN p.average_rating * p.review_count ELSE 0 END) AS DOUBLE PRECISION) AS rw${c.id}`).join(", "))}
                 ${join(recordColumns, "")}
            FROM providers p ${MEDICARE_RATED.length > 0 ? MEDICARE_RECORD : empty} WHERE ${LISTED}
           GROUP BY p.state_code, p.city_url
           ORDER BY ${raw(`p.state_code${collate}, p.city_url${collate}`)}`,
    );
    const costs = await this.context.driver.all<{
      state_code: string;
      city_url: string;
      care_type: string;
      average: number;
    }>(
      sql`SELECT p.state_code, p.city_url, s.care_type,
                 CAST(avg(s.starting_price_cents) AS DOUBLE PRECISION) AS average
            FROM provider_services s JOIN providers p ON p.pid = s.pid
           WHERE ${LISTED} AND s.starting_price_cents IS NOT NULL
           GROUP BY p.state_code, p.city_url, s.care_type`,
    );
    const stateCostRows = await this.context.driver.all<{
      state_code: string;
      care_type: string;
      average: number;
    }>(
      sql`SELECT p.state_code, s.care_type,
                 CAST(avg(s.starting_price_cents) AS DOUBLE PRECISION) AS average
            FROM provider_services s JOIN providers p ON p.pid = s.pid
           WHERE ${LISTED} AND s.starting_price_cents IS NOT NULL
           GROUP BY p.state_code, s.care_type`,
    );
    this.nationalCosts ??= await this.#averageCosts();

    const cityCosts = new Map<string, AverageCostByCareType>();
    for (const row of costs) {
      const careType = findCareType(row.care_type);
      if (!careType) continue;
      const key = `${row.state_code}/${row.city_url}`;
      const entry = cityCosts.get(key) ?? {};
      entry[careType.slug] = Math.round(Number(row.average));
      cityCosts.set(key, entry);
    }
    const stateCosts: Record<string, AverageCostByCareType> = {};
    for (const row of stateCostRows) {
      const careType = findCareType(row.care_type);
      if (!careType) continue;
      (stateCosts[row.state_code] ??= {})[careType.slug] = Math.round(Number(row.average));
    }
    const cities = counts.map((row): GeoCopyCity => {
      const stateCode = String(row.state_code);
      const stateName = US_STATES[stateCode] ?? stateCode;
      const byCareType: Partial<Record<CareTypeSlug, number>> = {};
      const reviewsByCareType: GeoCopyCity["reviewsByCareType"] = {};
      for (const c of CARE_TYPES) {
        byCareType[c.slug] = Number(row[`ct${c.id}`] ?? 0);
        reviewsByCareType[c.slug] = reviewSummary(row[`rc${c.id}`], row[`rw${c.id}`]);
      }
      const recordsByCareType: GeoCopyCity["recordsByCareType"] = {};
      for (const c of MEDICARE_RATED) recordsByCareType[c.slug] = recordCountsOf(row, String(c.id));
      return {
        city: { name: String(row.city), urlName: String(row.city_url) },
        state: { code: stateCode, name: stateName, urlName: toSlug(stateName) },
        providerCount: Number(row.total),
        providerCountByCareType: byCareType,
        averageCosts: cityCosts.get(`${stateCode}/${String(row.city_url)}`) ?? {},
        reviewsByCareType,
        recordsByCareType,
      };
    });
    return { cities, stateCosts, nationCosts: this.nationalCosts };
  }

  /**
   * issue 27.5: Medicare's record counts of the place's providers of a Medicare-rated care
   * type (mask bit `id`): one pass over the place's providers, each record by primary key.
   */
  async #recordCounts(place: SqlFragment, id: number): Promise<GeoRecordCounts> {
    const since = seriousCitationsSince(this.context.now());
    const rows = await this.context.driver.all<Record<string, number | string | null>>(
      sql`SELECT ${recordCountColumns(id, since, "")}
            FROM providers p ${MEDICARE_RECORD}
           WHERE ${place} AND ((p.care_type_mask >> ${raw(String(id))}) & 1) = 1`,
    );
    return recordCountsOf(rows[0] ?? {}, "");
  }

  /** Counts, average costs (city/state/nation) and top providers; null for an unknown place. */
  async geoPageData(request: GeoPageRequest): Promise<GeoPageData | null> {
    const stateCode = resolveStateCode(given(request.state));
    if (!stateCode) return null;
    const cityText = given(request.city);
    const careTypeText = given(request.careType);
    const careType = findCareType(careTypeText);
    if (careTypeText && !careType) return null;
    // The listed providers of the place: the counts, costs and top providers agree with
    // the listings and sitemaps (a suppressed provider has no page).
    const statePlace = sql`p.state_code = ${stateCode} AND ${LISTED}`;
    const place = cityText ? sql`${statePlace} AND p.city_url = ${toSlug(cityText)}` : statePlace;
    const counts = await this.context.driver.all<Record<string, number | string | null>>(
      sql`SELECT CAST(count(*) AS INTEGER) AS total, max(p.city) AS city, max(p.city_url) AS city_url,
                 CAST(avg(p.latitude) AS DOUBLE PRECISION) AS latitude, CAST(avg(p.longitude) AS DOUBLE PRECISION) AS longitude,
                 ${raw(CARE_TYPES.map((c) => `CAST(sum((p.care_type_mask >> ${c.id}) & 1) AS INTEGER) AS ct${c.id}`).join(", "))}
            FROM providers p WHERE ${place}`,
    );
    const summary = counts[0];
    if (!summary || (cityText && Number(summary.total) === 0)) return null;
    const byCareType: Partial<Record<CareTypeSlug, number>> = {};
    for (const c of CARE_TYPES) byCareType[c.slug] = Number(summary[`ct${c.id}`] ?? 0);
    const topCount = request.topProvidersCount ?? MAX_TOP_PROVIDERS;
    const careFilter = careType ? sql` AND (p.care_type_mask & ${1 << careType.id}) <> 0` : empty;
    const top = await this.context.driver.all<{ doc: string }>(
      sql`SELECT d.doc FROM providers p JOIN provider_documents d ON d.pid = p.pid WHERE ${place}${careFilter}
           ORDER BY CASE WHEN p.review_count > 0 THEN 1 ELSE 0 END DESC, p.average_rating DESC NULLS LAST,
                    p.review_count DESC, p.pid ASC
           LIMIT ${topCount}`,
    );
    const reviewRows = await this.context.driver.all<{
      reviews: number | null;
      weighted: number | null;
    }>(
      sql`SELECT CAST(sum(p.review_count) AS INTEGER) AS reviews,
                 CAST(sum(p.average_rating * p.review_count) AS DOUBLE PRECISION) AS weighted
            FROM providers p WHERE ${place}${careFilter} AND p.review_count > 0 AND p.average_rating IS NOT NULL`,
    );
    this.nationalCosts ??= await this.#averageCosts();
    const stateName = US_STATES[stateCode] ?? stateCode;
    const records = careType?.medicareRated ? await this.#recordCounts(place, careType.id) : null;
    return {
      careType: careType?.slug ?? null,
      city:
        cityText && summary.city
          ? { name: String(summary.city), urlName: String(summary.city_url) }
          : null,
      state: { code: stateCode, name: stateName, urlName: toSlug(stateName) },
      providerCount: careType ? (byCareType[careType.slug] ?? 0) : Number(summary.total),
      providerCountByCareType: byCareType,
      averageCosts: {
        city: cityText ? await this.#averageCosts(place) : null,
        state: await this.#stateCosts(stateCode, statePlace),
        nation: this.nationalCosts,
      },
      reviews: reviewSummary(reviewRows[0]?.reviews, reviewRows[0]?.weighted),
      records,
      topProviders: await answeredProviders(
        this.context.driver,
        top.map((row) => hydrate(this.context, row.doc)),
      ),
      latitude: summary.latitude === null ? null : Number(summary.latitude),
      longitude: summary.longitude === null ? null : Number(summary.longitude),
    };
  }
}
