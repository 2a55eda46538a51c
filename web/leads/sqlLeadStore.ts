/**
 * The lead store's queries, written once for both engines as `sql` templates over the
 * shared driver (web/db): each engine takes its own placeholders from the template.
 */
import { empty, join, list, raw, sql, type SqlDriver, type SqlFragment } from "@web/db/sql";
import { INSERT_COLUMNS, insertValues, leadFromRow } from "./schema";
import type { LeadQuery, LeadStore, NewLead, SaveLeadResult, StoredLead } from "./store";

const DEFAULT_LIST_LIMIT = 10_000;

const INSERT_NAMES = raw(INSERT_COLUMNS.map((c) => c.name).join(", "));

type Row = Record<string, unknown>;

export class SqlLeadStore implements LeadStore {
  readonly engine: "sqlite" | "postgres";

  constructor(private readonly driver: SqlDriver) {
    this.engine = driver.dialect.engine;
  }

  async saveLead(lead: NewLead): Promise<SaveLeadResult> {
    // One statement, committed on its own: the engine's commit (fsync of SQLite's
    // WAL with synchronous=FULL, PostgreSQL's synchronous_commit) happens before
    // `run` resolves. A concurrent insert of the same key waits, then does nothing.
    const changed = await this.driver.run(
      sql`INSERT INTO leads (${INSERT_NAMES}) VALUES (${list(insertValues(lead))})
          ON CONFLICT (idempotency_scope, idempotency_key) DO NOTHING`,
    );
    const stored = await this.leadByIdempotencyKey(lead.idempotencyScope, lead.idempotencyKey);
    if (!stored) throw new Error(`lead ${lead.id} was neither stored nor found`);
    return { lead: stored, created: changed === 1 };
  }

  async leadByIdempotencyKey(scope: string, key: string): Promise<StoredLead | null> {
    const rows = await this.driver.all<Row>(
      sql`SELECT * FROM leads WHERE idempotency_scope = ${scope} AND idempotency_key = ${key}`,
    );
    return rows[0] ? leadFromRow(rows[0]) : null;
  }

  async getLead(id: string): Promise<StoredLead | null> {
    const rows = await this.driver.all<Row>(sql`SELECT * FROM leads WHERE id = ${id}`);
    return rows[0] ? leadFromRow(rows[0]) : null;
  }

  async listLeads(query: LeadQuery = {}): Promise<StoredLead[]> {
    const where: SqlFragment[] = [];
    if (query.since) where.push(sql`created_at >= ${query.since}`);
    if (query.until) where.push(sql`created_at < ${query.until}`);
    const limit =
      query.limit !== undefined && Number.isSafeInteger(query.limit) && query.limit > 0
        ? query.limit
        : DEFAULT_LIST_LIMIT;
    const rows = await this.driver.all<Row>(
      sql`SELECT * FROM leads ${where.length ? sql`WHERE ${join(where, " AND ")}` : empty}
        ORDER BY created_at, id LIMIT ${limit}`,
    );
    return rows.map(leadFromRow);
  }

  async countLeads(): Promise<number> {
    const rows = await this.driver.all<Row>(sql`SELECT CAST(count(*) AS INTEGER) AS n FROM leads`);
    return Number(rows[0]?.n ?? 0);
  }

  async claimDueDeliveries(
    now: string,
    leaseUntil: string,
    limit: number,
    claimant: string | null = null,
  ): Promise<StoredLead[]> {
    // PostgreSQL: two processes claiming at once take different leads instead of waiting
    // (SKIP LOCKED), and a lead one of them has claimed is not due again before its lease
    // ends (next_attempt_at), so no two instances send it at the same time.
    const skipLocked = this.engine === "postgres" ? raw(" FOR UPDATE SKIP LOCKED") : empty;
    const rows = await this.driver.all<Row>(
      sql`UPDATE leads
          SET delivery_attempts = delivery_attempts + 1, next_attempt_at = ${leaseUntil},
              claimed_by = ${claimant}, claimed_until = ${leaseUntil}
        WHERE id IN (
          SELECT id FROM leads
           WHERE delivery_status = 'pending' AND (next_attempt_at IS NULL OR next_attempt_at <= ${now})
           ORDER BY created_at, id
           LIMIT ${limit}${skipLocked}
        )
        RETURNING *`,
    );
    return rows
      .map(leadFromRow)
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
  }

  async markDelivered(id: string, at: string, claimant: string | null = null): Promise<void> {
    // Whoever sent it: a delivery is a fact, even from a try that outlived its lease.
    await this.driver.run(
      sql`UPDATE leads
          SET delivery_status = 'delivered', delivered_at = ${at}, next_attempt_at = NULL, last_error = NULL,
              claimed_by = COALESCE(${claimant}, claimed_by), claimed_until = NULL
        WHERE id = ${id}`,
    );
  }

  async markDeliveryFailed(
    id: string,
    error: string,
    retryAt: string | null,
    claimant: string | null = null,
  ): Promise<void> {
    // A failure counts only from the lead's holder: a try that outlived its lease must not
    // push back (or kill) a lead another instance has claimed since.
    const holder = claimant === null ? empty : sql` AND claimed_by = ${claimant}`;
    if (retryAt === null) {
      await this.driver.run(
        sql`UPDATE leads SET delivery_status = 'dead', last_error = ${error}, next_attempt_at = NULL, claimed_until = NULL
          WHERE id = ${id} AND delivery_status = 'pending'${holder}`,
      );
    } else {
      await this.driver.run(
        sql`UPDATE leads SET last_error = ${error}, next_attempt_at = ${retryAt}, claimed_until = NULL
          WHERE id = ${id} AND delivery_status = 'pending'${holder}`,
      );
    }
  }

  close(): Promise<void> {
    return this.driver.close();
  }
}
