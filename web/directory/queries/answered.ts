/**
 * What every provider the store answers passes through (cards, provider pages, saved lists,
 * geo pages' top providers, the location API): the awards its inspection record withholds
 * (issue 27.4) and CMS's overall rating with its source and data month (issue 27.6), both
 * read from the record at read time, so a new import shows at once.
 */
import type { Provider } from "@web/rules/model/model";
import { list, sql, type SqlSession } from "@web/db/sql";
import { withholdAwards } from "./awards";

/**
 * The providers with `cmsRating` set from their inspection record (one query for the lot):
 * CMS's overall rating, its source and month; null for a provider without one (no record,
 * a state's record, or CMS gives no overall rating).
 */
export async function withCmsRatings<T extends Provider>(
  session: Pick<SqlSession, "all">,
  providers: T[],
): Promise<T[]> {
  const ids = [...new Set(providers.map((p) => p.id))];
  if (!ids.length) return providers;
  const rows = await session.all<{
    id: string;
    source: string;
    as_of: string;
    overall_rating: number;
  }>(
    sql`SELECT p.id, i.source, i.as_of, i.overall_rating
          FROM provider_inspections i JOIN providers p ON p.pid = i.pid
         WHERE p.id IN (${list(ids)}) AND i.source_kind = 'cms' AND i.overall_rating IS NOT NULL`,
  );
  const byId = new Map(
    rows.map((row) => [
      row.id,
      { overall: Number(row.overall_rating), source: row.source, asOf: row.as_of },
    ]),
  );
  return providers.map((p) => ({ ...p, cmsRating: byId.get(p.id) ?? null }));
}

/** The providers as the store answers them: awards withheld, CMS's rating attached. */
export async function answeredProviders<T extends Provider>(
  session: Pick<SqlSession, "all">,
  providers: T[],
): Promise<T[]> {
  return withCmsRatings(session, await withholdAwards(session, providers));
}
