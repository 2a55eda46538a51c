/**
 * What the sitemaps list from the directory (issue 12): indexable provider pages
 * (spec 4; suppressed providers have no page) and the places with providers per care
 * type, each with the date of its newest review as lastmod. Read in keyset batches,
 * so a sitemap of 50,000 URLs never holds more than one batch of rows in memory.
 */
import { GEO_CARE_TYPES, findCareType } from "@web/rules/careTypes";
import type { SitemapPlace, SitemapProvider } from "@web/rules/model/sitemapTypes";
import { raw, sql } from "@web/db/sql";
import type { SitemapStore } from "../store";
import { LISTED, type QueryContext } from "./context";

/** Rows read per round trip while streaming providers. */
export const SITEMAP_BATCH = 5000;

export class SitemapQueries implements SitemapStore {
  constructor(private readonly context: QueryContext) {}

  /** How many provider pages the sitemaps list. */
  async countSitemapProviders(): Promise<number> {
    const rows = await this.context.driver.all<{ total: number }>(
      sql`SELECT CAST(count(*) AS INTEGER) AS total FROM providers p
           WHERE p.is_indexable = 1 AND ${LISTED}`,
    );
    return Number(rows[0]?.total ?? 0);
  }

  /**
   * The indexable provider pages from the `offset`-th on, at most `limit`, in a stable
   * order (row id), yielded batch by batch.
   */
  async *sitemapProviders(offset: number, limit: number): AsyncGenerator<SitemapProvider> {
    let afterPid = -1;
    let skip = offset;
    let left = limit;
    while (left > 0) {
      const take = Math.min(SITEMAP_BATCH, left);
      const rows = await this.context.driver.all<{
        pid: number;
        path: string;
        lastmod: string | null;
      }>(
        sql`SELECT p.pid, p.path,
                   (SELECT max(r.created_at) FROM reviews r WHERE r.pid = p.pid) AS lastmod
              FROM providers p
             WHERE p.is_indexable = 1 AND ${LISTED} AND p.pid > ${afterPid}
             ORDER BY p.pid LIMIT ${take} OFFSET ${skip}`,
      );
      skip = 0;
      if (rows.length === 0) return;
      for (const row of rows) {
        yield { path: row.path, lastmod: row.lastmod ?? null };
      }
      afterPid = Number(rows[rows.length - 1]!.pid);
      left -= rows.length;
      if (rows.length < take) return;
    }
  }

  /**
   * Every city with providers, with the geo care types it has providers of and the
   * date of its newest review; states are derived from these by the caller.
   */
  async sitemapPlaces(): Promise<SitemapPlace[]> {
    const bits = GEO_CARE_TYPES.map((slug) => findCareType(slug)!.id);
    const rows = await this.context.driver.all<Record<string, string | number | null>>(
      sql`SELECT p.state_url, p.city_url,
                 ${raw(bits.map((bit) => `CAST(max((p.care_type_mask >> ${bit}) & 1) AS INTEGER) AS ct${bit}`).join(", "))},
                 max(r.last) AS lastmod
            FROM providers p
            LEFT JOIN (SELECT pid, max(created_at) AS last FROM reviews GROUP BY pid) r ON r.pid = p.pid
           WHERE ${LISTED}
           GROUP BY p.state_url, p.city_url
           ORDER BY p.state_url, p.city_url`,
    );
    return rows.map((row) => ({
      stateUrlName: String(row.state_url),
      cityUrlName: String(row.city_url),
      careTypes: GEO_CARE_TYPES.filter((slug) => Number(row[`ct${findCareType(slug)!.id}`]) === 1),
      lastmod: row.lastmod === null || row.lastmod === undefined ? null : String(row.lastmod),
    }));
  }
}
