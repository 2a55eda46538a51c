/**
 * Caring Stars winners (spec 2.1 awards pages; the rule in web/rules/awards/awards.ts)
 * and the awards rule of issue 27.4 (web/rules/awards/awardRule.ts): an award of a year
 * in which the provider has an immediate-jeopardy citation is withheld everywhere the
 * store answers it: winner lists and counts (`AWARD_STANDS`), providers' award years
 * (`withholdAwards`, for cards, provider pages and badge showcases), and the QA listing.
 */
import type { CareTypeSlug } from "@web/rules/careTypes";
import type {
  AwardTally,
  AwardWinnersPage,
  AwardWinnersRequest,
  WithheldAwardWinner,
} from "@web/rules/model/awardTypes";
import {
  AWARD_WITHHOLDING_CODES,
  awardsRespectingRecord,
  withheldAwards,
  type AwardCitation,
} from "@web/rules/awards/awardRule";
import type { Provider } from "@web/rules/model/model";
import { empty, list, raw, sql, type SqlSession } from "@web/db/sql";
import type { AwardStore } from "../store";
import { LISTED, type QueryContext } from "./context";

/**
 * A Caring Stars row `c` stands: no immediate-jeopardy citation of its provider was
 * surveyed in its year. Both engines: survey dates are text, YYYY-MM-DD.
 */
const AWARD_STANDS = sql`NOT EXISTS (
  SELECT 1 FROM inspection_citations ic
   WHERE ic.pid = c.pid AND ic.scope_severity IN (${list(AWARD_WITHHOLDING_CODES)})
     AND substr(ic.survey_date, 1, 4) = CAST(c.year AS TEXT))`;

/**
 * The providers without the awards their record withholds (one query for the lot:
 * their immediate-jeopardy citations). Cards, provider pages and showcases read these.
 */
export async function withholdAwards<T extends Provider>(
  session: Pick<SqlSession, "all">,
  providers: T[],
): Promise<T[]> {
  const ids = [...new Set(providers.map((p) => p.id))];
  if (!ids.length) return providers;
  const rows = await session.all<{
    id: string;
    survey_date: string;
    scope_severity: string | null;
    tag: string | null;
  }>(
    sql`SELECT p.id, ic.survey_date, ic.scope_severity, ic.tag
          FROM inspection_citations ic JOIN providers p ON p.pid = ic.pid
         WHERE p.id IN (${list(ids)}) AND ic.scope_severity IN (${list(AWARD_WITHHOLDING_CODES)})`,
  );
  if (!rows.length) return providers;
  const byId = new Map<string, AwardCitation[]>();
  for (const row of rows) {
    const citations = byId.get(row.id) ?? [];
    citations.push({
      surveyDate: row.survey_date,
      scopeSeverity: row.scope_severity,
      tag: row.tag,
    });
    byId.set(row.id, citations);
  }
  return providers.map((p) => {
    const citations = byId.get(p.id);
    return citations ? awardsRespectingRecord(p, citations) : p;
  });
}

/**
 * What the winners' counts depend on besides the seed's providers and awards: each
 * import of inspections (its directory_meta row, with its time), and the seed's own row.
 */
const RECORD_STAMP = sql`SELECT key, value FROM directory_meta
   WHERE key = 'seed' OR key LIKE 'inspections:%' ORDER BY key`;

export class AwardQueries implements AwardStore {
  constructor(private readonly context: QueryContext) {}

  /**
   * The tallies of each roll-up read so far, with the record stamp they were read under.
   * Counting a roll-up's standing winners takes about 0.1 s of SQLite (every award row
   * checked against the citations), and every awards page and the awards sitemap asks;
   * a new import of inspections changes the stamp, so it still changes the counts at once,
   * on every instance.
   */
  #tallies = new Map<string, { stamp: string; tallies: Promise<AwardTally[]> }>();

  /** Winners per year and state of a roll-up's award, newest year first, then by state. */
  async awardTallies(rollUpType: string): Promise<AwardTally[]> {
    const stamp = (await this.context.driver.all<{ key: string; value: string }>(RECORD_STAMP))
      .map((row) => `${row.key}=${row.value}`)
      .join("\n");
    const kept = this.#tallies.get(rollUpType);
    if (kept?.stamp === stamp) return [...(await kept.tallies)];
    const tallies = this.#countTallies(rollUpType);
    this.#tallies.set(rollUpType, { stamp, tallies });
    // A failed count is not kept.
    tallies.catch(() => {
      if (this.#tallies.get(rollUpType)?.tallies === tallies) this.#tallies.delete(rollUpType);
    });
    return [...(await tallies)];
  }

  async #countTallies(rollUpType: string): Promise<AwardTally[]> {
    const rows = await this.context.driver.all<{ year: number; state_code: string; n: number }>(
      sql`SELECT c.year, c.state_code, CAST(count(*) AS INTEGER) AS n
            FROM caring_stars c JOIN providers p ON p.pid = c.pid
           WHERE c.rollup_type = ${rollUpType} AND ${LISTED} AND ${AWARD_STANDS}
           GROUP BY c.year, c.state_code
           ORDER BY c.year DESC, c.state_code${this.#collate()}`,
    );
    return rows.map((row) => ({
      year: Number(row.year),
      stateCode: row.state_code,
      winners: Number(row.n),
    }));
  }

  /** One page of an award's winners of a year (and state), best first, and their total. */
  async awardWinners(request: AwardWinnersRequest): Promise<AwardWinnersPage> {
    const state = request.stateCode ? sql` AND c.state_code = ${request.stateCode}` : empty;
    const where = sql`c.rollup_type = ${request.rollUpType} AND c.year = ${request.year}${state} AND ${LISTED} AND ${AWARD_STANDS}`;
    const [count] = await this.context.driver.all<{ n: number }>(
      sql`SELECT CAST(count(*) AS INTEGER) AS n FROM caring_stars c JOIN providers p ON p.pid = c.pid WHERE ${where}`,
    );
    const rows = await this.context.driver.all<{
      id: string;
      name: string;
      path: string;
      city: string;
      state_code: string;
      care_type: string;
      average_rating: number | null;
      review_count: number;
      reviews_as_of: string | null;
    }>(
      sql`SELECT p.id, p.name, p.path, p.city, p.state_code, p.care_type, p.average_rating, p.review_count,
                 (SELECT substr(max(r.created_at), 1, 10) FROM reviews r WHERE r.pid = p.pid) AS reviews_as_of
            FROM caring_stars c JOIN providers p ON p.pid = c.pid
           WHERE ${where}
           ORDER BY CASE WHEN p.average_rating IS NULL THEN 1 ELSE 0 END, p.average_rating DESC,
                    p.review_count DESC, p.name${this.#collate()}, p.id${this.#collate()}
           LIMIT ${request.limit} OFFSET ${request.offset}`,
    );
    return {
      total: Number(count?.n ?? 0),
      winners: rows.map((row) => ({
        id: row.id,
        name: row.name,
        path: row.path,
        city: row.city,
        stateCode: row.state_code,
        careType: row.care_type as CareTypeSlug,
        averageRating: row.average_rating === null ? null : Number(row.average_rating),
        reviewCount: Number(row.review_count),
        reviewsAsOf: row.reviews_as_of ?? null,
      })),
    };
  }

  /**
   * The winners whose award the record withholds (the QA view): every listed provider's
   * Caring Stars year with an immediate-jeopardy citation surveyed in it, newest year
   * first, with the citation that withholds it (the worst of the year).
   */
  async withheldAwardWinners(): Promise<WithheldAwardWinner[]> {
    const rows = await this.context.driver.all<{
      id: string;
      name: string;
      path: string;
      state_code: string;
      rollup_type: string;
      year: number;
      survey_date: string;
      scope_severity: string | null;
      tag: string | null;
    }>(
      sql`SELECT p.id, p.name, p.path, p.state_code, c.rollup_type, c.year,
                 ic.survey_date, ic.scope_severity, ic.tag
            FROM caring_stars c JOIN providers p ON p.pid = c.pid
            JOIN inspection_citations ic ON ic.pid = c.pid
           WHERE ${LISTED} AND ic.scope_severity IN (${list(AWARD_WITHHOLDING_CODES)})
             AND substr(ic.survey_date, 1, 4) = CAST(c.year AS TEXT)
           ORDER BY c.year DESC, p.id${this.#collate()}, c.rollup_type${this.#collate()}`,
    );
    const groups = new Map<string, typeof rows>();
    for (const row of rows) {
      const key = `${row.id}\u0000${row.rollup_type}\u0000${row.year}`;
      groups.set(key, [...(groups.get(key) ?? []), row]);
    }
    return [...groups.values()].flatMap((group) => {
      const first = group[0]!;
      const citations = group.map((row) => ({
        surveyDate: row.survey_date,
        scopeSeverity: row.scope_severity,
        tag: row.tag,
      }));
      return withheldAwards([Number(first.year)], citations).map(({ year, citation }) => ({
        providerId: first.id,
        name: first.name,
        path: first.path,
        stateCode: first.state_code,
        rollUpType: first.rollup_type,
        year,
        surveyDate: citation.surveyDate,
        tag: citation.tag ?? null,
        scopeSeverity: citation.scopeSeverity ?? "",
      }));
    });
  }

  #collate() {
    return raw(this.context.driver.dialect.binaryCollation);
  }
}
