import { CARE_TYPES, type CareType } from "@web/rules/careTypes";
import type { LocaleReview, Provider } from "../rules/model/model";
import type { QueryContext } from "./queries/context";
import { AwardQueries } from "./queries/awards";
import { GeoPageQueries } from "./queries/geoPages";
import { ProviderQueries } from "./queries/providers";
import { ReviewLinkQueries } from "./queries/reviewLinks";
import { ReviewSubmissionQueries } from "./queries/reviewSubmissions";
import { ReviewQueries } from "./queries/reviews";
import { SearchQueries } from "./queries/search";
import { SitemapQueries } from "./queries/sitemap";
import type { SitemapPlace, SitemapProvider } from "../rules/model/sitemapTypes";
import type { AwardTally, AwardWinnersPage, AwardWinnersRequest } from "../rules/model/awardTypes";
import type {
  CityListRequest,
  CityListResponse,
  FacetedSearchRequest,
  FacetedSearchResponse,
  GeoCopyPlaces,
  GeoPageData,
  GeoPageRequest,
  NearbySearchRequest,
  NearbySearchResponse,
  ProviderByPathResult,
  ReviewsByLocaleRequest,
} from "../rules/model/requests";
import type {
  PendingReview,
  ReviewSubmission,
  ReviewSubmissionResult,
} from "../rules/model/reviewSubmission";
import type {
  ReviewLinkAction,
  ReviewLinkActionResult,
  StoredReviewLinkAction,
} from "../rules/model/reviewLinks";
import { sql, type SqlDriver } from "./sql";
import type { DirectoryStore } from "./store";

export interface SqlStoreOptions {
  /** The clock for promotion windows (tests pin it). */
  now?: () => Date;
}

/**
 * The directory's queries, written once over a small SQL driver so SQLite and
 * PostgreSQL run the same statements (only the spatial index and collation differ).
 * Each concern has its module under queries/: providers, search, reviews, geo pages,
 * review submissions (the one write path).
 */
export class SqlDirectoryStore implements DirectoryStore {
  readonly engine: "sqlite" | "postgres";
  private readonly providers: ProviderQueries;
  private readonly searches: SearchQueries;
  private readonly reviews: ReviewQueries;
  private readonly geoPages: GeoPageQueries;
  private readonly sitemaps: SitemapQueries;
  private readonly submissions: ReviewSubmissionQueries;
  private readonly links: ReviewLinkQueries;
  private readonly awards: AwardQueries;

  constructor(
    private readonly driver: SqlDriver,
    options: SqlStoreOptions = {},
  ) {
    this.engine = driver.dialect.engine;
    const context: QueryContext = { driver, now: options.now ?? (() => new Date()) };
    this.reviews = new ReviewQueries(context);
    this.providers = new ProviderQueries(context, this.reviews);
    this.searches = new SearchQueries(context);
    this.geoPages = new GeoPageQueries(context);
    this.sitemaps = new SitemapQueries(context);
    this.submissions = new ReviewSubmissionQueries(context);
    this.links = new ReviewLinkQueries(context);
    this.awards = new AwardQueries(context);
  }

  awardTallies(rollUpType: string): Promise<AwardTally[]> {
    return this.awards.tallies(rollUpType);
  }

  awardWinners(request: AwardWinnersRequest): Promise<AwardWinnersPage> {
    return this.awards.winners(request);
  }

  getProvider(idOrSlug: string): Promise<Provider | null> {
    return this.providers.byIdOrSlug(idOrSlug);
  }

  getProvidersByIds(ids: readonly string[]): Promise<Provider[]> {
    return this.providers.byIds(ids);
  }

  getProviderByPath(path: string): Promise<ProviderByPathResult | null> {
    return this.providers.byPath(path);
  }

  search(request: FacetedSearchRequest): Promise<FacetedSearchResponse> {
    return this.searches.search(request);
  }

  nearbySearch(request: NearbySearchRequest): Promise<NearbySearchResponse> {
    return this.searches.nearbySearch(request);
  }

  topReviewsByLocale(request: ReviewsByLocaleRequest): Promise<LocaleReview[]> {
    return this.reviews.top(request);
  }

  recentReviews(request: ReviewsByLocaleRequest): Promise<LocaleReview[]> {
    return this.reviews.recent(request);
  }

  countSitemapProviders(): Promise<number> {
    return this.sitemaps.countIndexableProviders();
  }

  sitemapProviders(offset: number, limit: number): AsyncIterable<SitemapProvider> {
    return this.sitemaps.indexableProviders(offset, limit);
  }

  sitemapPlaces(): Promise<SitemapPlace[]> {
    return this.sitemaps.places();
  }

  cities(request: CityListRequest): Promise<CityListResponse> {
    return this.geoPages.cities(request);
  }

  geoPageData(request: GeoPageRequest): Promise<GeoPageData | null> {
    return this.geoPages.geoPageData(request);
  }

  geoCopyPlaces(): Promise<GeoCopyPlaces> {
    return this.geoPages.geoCopyPlaces();
  }

  submitReview(submission: ReviewSubmission): Promise<ReviewSubmissionResult | null> {
    return this.submissions.submit(submission);
  }

  pendingReviews(providerId: string): Promise<PendingReview[]> {
    return this.submissions.pending(providerId);
  }

  recordReviewLinkAction(action: ReviewLinkAction): Promise<ReviewLinkActionResult> {
    return this.links.record(action);
  }

  reviewLinkActions(providerId: string): Promise<StoredReviewLinkAction[]> {
    return this.links.ofProvider(providerId);
  }

  reviewById(id: string): Promise<LocaleReview | null> {
    return this.links.reviewById(id);
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
