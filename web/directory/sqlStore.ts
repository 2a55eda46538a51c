import { CARE_TYPES, type CareType } from "@web/rules/careTypes";
import { sql, type SqlDriver } from "@web/db/sql";
import type { QueryContext } from "./queries/context";
import { AwardQueries } from "./queries/awards";
import { GeoPageQueries } from "./queries/geoPages";
import { InspectionQueries } from "./queries/inspections";
import { ProviderQueries } from "./queries/providers";
import { ReviewLinkQueries } from "./queries/reviewLinks";
import { ReviewSubmissionQueries } from "./queries/reviewSubmissions";
import { ReviewQueries } from "./queries/reviews";
import { SearchQueries } from "./queries/search";
import { SitemapQueries } from "./queries/sitemap";
import type {
  AwardStore,
  DirectoryStore,
  GeoStore,
  InspectionStore,
  ProviderStore,
  ReviewLinkStore,
  ReviewStore,
  ReviewSubmissionStore,
  SearchStore,
  SitemapStore,
} from "./store";

export interface SqlStoreOptions {
  /** The clock for promotion windows (tests pin it). */
  now?: () => Date;
}

/** One query class per concern of store.ts, each typed as the concern it implements. */
type Concerns = [
  ProviderStore,
  SearchStore,
  ReviewStore,
  GeoStore,
  SitemapStore,
  AwardStore,
  ReviewSubmissionStore,
  ReviewLinkStore,
  InspectionStore,
];

/** What the concerns add to the store's own members. */
type Exposed<Own> = Own & Omit<DirectoryStore, keyof Own>;

/**
 * Puts the public methods of each concern's class (its `#private` helpers are not
 * properties) on `store`, bound to the concern, so the store answers `search(...)`
 * without a forwarding method per operation. Two concerns naming the same method is a
 * mistake, reported when the store is built.
 */
function expose<Own extends object>(store: Own, concerns: Concerns): Exposed<Own> {
  for (const concern of concerns) {
    for (
      let proto: object | null = Object.getPrototypeOf(concern) as object | null;
      proto && proto !== Object.prototype;
      proto = Object.getPrototypeOf(proto) as object | null
    ) {
      for (const name of Object.getOwnPropertyNames(proto)) {
        const method: unknown = Object.getOwnPropertyDescriptor(proto, name)?.value;
        if (name === "constructor" || typeof method !== "function") continue;
        if (name in store) throw new Error(`two directory concerns define ${name}`);
        // Writable and configurable like a class method, so a test may wrap one.
        Object.defineProperty(store, name, {
          value: method.bind(concern),
          writable: true,
          configurable: true,
        });
      }
    }
  }
  return store as Exposed<Own>;
}

/**
 * The directory's queries, written once over a small SQL driver so SQLite and
 * PostgreSQL run the same statements (only the spatial index and collation differ).
 * Each concern of store.ts has its class under queries/ (providers, search, reviews,
 * geo pages, sitemaps, awards, review submissions and review links, the write paths,
 * and inspection records);
 * the store is them composed, plus the few operations that belong to no concern.
 */
export function sqlDirectoryStore(
  driver: SqlDriver,
  options: SqlStoreOptions = {},
): DirectoryStore {
  const context: QueryContext = { driver, now: options.now ?? (() => new Date()) };
  const reviews = new ReviewQueries(context);
  const own = {
    engine: driver.dialect.engine,
    careTypes: async (): Promise<CareType[]> => CARE_TYPES.map((c) => ({ ...c })),
    countProviders: async (): Promise<number> => {
      const rows = await driver.all<{ n: number }>(
        sql`SELECT CAST(count(*) AS INTEGER) AS n FROM providers`,
      );
      return Number(rows[0]?.n ?? 0);
    },
    close: (): Promise<void> => driver.close(),
  };
  return expose(own, [
    new ProviderQueries(context, reviews),
    new SearchQueries(context),
    reviews,
    new GeoPageQueries(context),
    new SitemapQueries(context),
    new AwardQueries(context),
    new ReviewSubmissionQueries(context),
    new ReviewLinkQueries(context),
    new InspectionQueries(context),
  ]);
}
