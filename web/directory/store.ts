import type { CareType } from "@web/rules/careTypes";
import type { LocaleReview, Provider } from "../rules/model/model";
import type { SitemapPlace, SitemapProvider } from "../rules/model/sitemapTypes";
import type {
  AwardTally,
  AwardWinnersPage,
  AwardWinnersRequest,
  WithheldAwardWinner,
} from "../rules/model/awardTypes";
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
import type {
  CcnMatch,
  InspectionImport,
  InspectionImportCounts,
  ProviderInspections,
} from "../rules/model/inspections";
import type {
  CityListRequest,
  CityListResponse,
  FacetedSearchRequest,
  FacetedSearchResponse,
  GeoCatalogueRequest,
  GeoCatalogueResponse,
  GeoCopyPlaces,
  GeoPageData,
  GeoPageRequest,
  NearbySearchRequest,
  NearbySearchResponse,
  ProviderByPathResult,
  ReviewsByLocaleRequest,
} from "../rules/model/requests";

/** Providers by id, slug, legacy id or path (web/directory/queries/providers.ts). */
export interface ProviderStore {
  /** Provider by public id, slug or legacy id, with its reviews (newest first); null when unknown. */
  getProvider(idOrSlug: string): Promise<Provider | null>;

  /** Providers for the saved list, in the order of `ids`; unknown ids are skipped. */
  getProvidersByIds(ids: readonly string[]): Promise<Provider[]>;

  /** Provider by its detail path (canonical -> 200, legacy -> 301); null when unknown. */
  getProviderByPath(path: string): Promise<ProviderByPathResult | null>;
}

/** Faceted and nearby search (queries/search.ts). */
export interface SearchStore {
  /** Faceted search with region/nearby totals, one page of results and facet counts. */
  search(request: FacetedSearchRequest): Promise<FacetedSearchResponse>;

  /** Providers around a point, nearest first (spec 9: radius 25 by default). */
  nearbySearch(request: NearbySearchRequest): Promise<NearbySearchResponse>;
}

/** Published reviews (queries/reviews.ts). */
export interface ReviewStore {
  /** Best reviews of a locale: highest rating, then newest. Throws when no locale field is given. */
  topReviewsByLocale(request: ReviewsByLocaleRequest): Promise<LocaleReview[]>;

  /** Newest reviews of a locale. Throws when no locale field is given. */
  recentReviews(request: ReviewsByLocaleRequest): Promise<LocaleReview[]>;

  /** A published review by its id (spec 7 legacy review, review by token); null when unknown. */
  reviewById(id: string): Promise<LocaleReview | null>;
}

/** Places: cities, geo pages and their copy (queries/geoPages.ts). */
export interface GeoStore {
  /** Cities with provider totals, paged (spec 7 /v1/dxp/cities). */
  cities(request: CityListRequest): Promise<CityListResponse>;

  /** Counts, average costs (city/state/nation) and top providers for a geo page; null for an unknown place. */
  geoPageData(request: GeoPageRequest): Promise<GeoPageData | null>;

  /**
   * The geo catalogue (spec 7): the states with listed providers (of the care type), or
   * with `state` its cities, by URL name, `limit` of them from the `offset`-th, and their total.
   */
  geoCatalogue(request: GeoCatalogueRequest): Promise<GeoCatalogueResponse>;

  /** Every city with providers, with the counts and costs its geo copy reads (issue 16). */
  geoCopyPlaces(): Promise<GeoCopyPlaces>;
}

/** What the sitemaps list (queries/sitemap.ts). */
export interface SitemapStore {
  /** Indexable, unsuppressed provider pages the sitemaps list (issue 12). */
  countSitemapProviders(): Promise<number>;

  /** Those pages from the `offset`-th on, at most `limit`, streamed in batches. */
  sitemapProviders(offset: number, limit: number): AsyncIterable<SitemapProvider>;

  /** Every city with providers and the geo care types it has (issue 12 geo sitemaps). */
  sitemapPlaces(): Promise<SitemapPlace[]>;
}

/** Caring Stars awards (queries/awards.ts). */
export interface AwardStore {
  /** Caring Stars winners per year and state of a roll-up's award (spec 2.1 awards pages). */
  awardTallies(rollUpType: string): Promise<AwardTally[]>;

  /** A page of an award's winners of a year (and state), best first (web/rules/awards/awards.ts). */
  awardWinners(request: AwardWinnersRequest): Promise<AwardWinnersPage>;

  /** Winners whose award of a year their record withholds, and why (issue 27.4, QA). */
  withheldAwardWinners(): Promise<WithheldAwardWinner[]>;
}

/** Visitors' reviews waiting for moderation (queries/reviewSubmissions.ts). */
export interface ReviewSubmissionStore {
  /**
   * Stores a visitor's review as pending moderation (never shown until approved), once
   * per submission id; resolves after the write has committed. Null for an unknown provider.
   */
  submitReview(submission: ReviewSubmission): Promise<ReviewSubmissionResult | null>;

  /** A provider's reviews waiting for moderation, oldest first. */
  pendingReviews(providerId: string): Promise<PendingReview[]>;
}

/** What review links' holders did (queries/reviewLinks.ts). */
export interface ReviewLinkStore {
  /**
   * Records what a review link's holder did (spec 7 dxp: a response, a contest, a
   * move-in report, a duplicate decision), once per link token, after checking in
   * the same statement that its review, provider or submission exists.
   */
  recordReviewLinkAction(action: ReviewLinkAction): Promise<ReviewLinkActionResult>;

  /** A provider's recorded review-link actions, oldest first. */
  reviewLinkActions(providerId: string): Promise<StoredReviewLinkAction[]>;
}

/** Public inspection records and ratings (issue 27; queries/inspections.ts). */
export interface InspectionStore {
  /**
   * A provider's inspection record by its public id: source, data month, CMS's ratings
   * (nursing homes) and the citations of the last three inspection cycles, newest first;
   * null when the directory holds none for it (or the provider is unknown).
   */
  inspectionsOf(providerId: string): Promise<ProviderInspections | null>;

  /** Every provider with a CMS Certification Number, by CCN (the importer matches on it). */
  providersByCcn(): Promise<Map<string, CcnMatch>>;

  /**
   * Writes an import in one transaction (all of it or nothing): each record replaces the
   * provider's, unless the stored one holds the same data (re-running a month changes
   * nothing) or a later data month (kept); records the import's data month.
   */
  importInspections(
    batch: InspectionImport,
    onProgress?: (done: number, total: number) => void,
  ): Promise<InspectionImportCounts>;
}

/**
 * The one data-access path to the provider directory: the per-concern stores above,
 * composed. Two engines implement it (SQLite by default, PostgreSQL when DATABASE_URL is
 * set) and one contract suite (tests/contract/directoryStore.test.ts) holds both to the
 * same behaviour. A new operation is a method on its concern's interface here and on
 * the query class that implements it (queries/*.ts); sqlStore.ts composes them.
 *
 * The store answers queries; it does not swallow errors. The spec 8 fallbacks
 * (empty result sets, null, empty lists) belong to the route handlers that call it,
 * and so does reading requests: the store trusts that a request is within the limits
 * of web/rules/limits.ts (web/api/requests.ts checks them at the edge).
 */
export interface DirectoryStore
  extends
    ProviderStore,
    SearchStore,
    ReviewStore,
    GeoStore,
    SitemapStore,
    AwardStore,
    ReviewSubmissionStore,
    ReviewLinkStore,
    InspectionStore {
  /** Which engine serves this store (shown in logs and benchmarks). */
  readonly engine: "sqlite" | "postgres";

  /** The care types the directory knows (spec 3). */
  careTypes(): Promise<CareType[]>;

  /** Number of providers stored (0 means the store still needs seeding). */
  countProviders(): Promise<number>;

  close(): Promise<void>;
}

/** Thrown for a request the store cannot answer as asked (e.g. reviews without a locale). */
export class DirectoryRequestError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "DirectoryRequestError";
  }
}
