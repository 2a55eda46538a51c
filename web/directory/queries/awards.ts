/** Caring Stars winners (spec 2.1 awards pages; the rule in web/rules/awards/awards.ts). */
import type { CareTypeSlug } from "@web/rules/careTypes";
import type {
  AwardTally,
  AwardWinnersPage,
  AwardWinnersRequest,
} from "@web/rules/model/awardTypes";
import { empty, raw, sql } from "@web/db/sql";
import type { AwardStore } from "../store";
import { LISTED, type QueryContext } from "./context";

export class AwardQueries implements AwardStore {
  constructor(private readonly context: QueryContext) {}

  /** Winners per year and state of a roll-up's award, newest year first, then by state. */
  async awardTallies(rollUpType: string): Promise<AwardTally[]> {
    const rows = await this.context.driver.all<{ year: number; state_code: string; n: number }>(
      sql`SELECT c.year, c.state_code, CAST(count(*) AS INTEGER) AS n
            FROM caring_stars c JOIN providers p ON p.pid = c.pid
           WHERE c.rollup_type = ${rollUpType} AND ${LISTED}
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
    const where = sql`c.rollup_type = ${request.rollUpType} AND c.year = ${request.year}${state} AND ${LISTED}`;
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
    }>(
      sql`SELECT p.id, p.name, p.path, p.city, p.state_code, p.care_type, p.average_rating, p.review_count
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
      })),
    };
  }

  #collate() {
    return raw(this.context.driver.dialect.binaryCollation);
  }
}
