/**
 * The lead store's queries, written once for both engines over a small driver
 * (sqlite.ts, postgres.ts). Statements use `?` placeholders; the PostgreSQL driver
 * numbers them.
 */
import { INSERT_COLUMNS, insertValues, leadFromRow } from "./schema";
import type { LeadQuery, LeadStore, NewLead, SaveLeadResult, StoredLead } from "./store";

export type SqlValue = string | number | boolean | null;

export interface LeadDriver {
  readonly engine: "sqlite" | "postgres";
  /** Rows of a statement (a SELECT, or a write with RETURNING). */
  all(text: string, params?: readonly SqlValue[]): Promise<Record<string, unknown>[]>;
  /** Runs a write; resolves to the number of rows it changed, once committed. */
  run(text: string, params?: readonly SqlValue[]): Promise<number>;
  /** The claim statement's row lock clause (PostgreSQL skips rows another process holds). */
  readonly skipLocked: string;
  close(): Promise<void>;
}

const DEFAULT_LIST_LIMIT = 10_000;

const INSERT_SQL = `INSERT INTO leads (${INSERT_COLUMNS.map((c) => c.name).join(", ")})
  VALUES (${INSERT_COLUMNS.map(() => "?").join(", ")})
  ON CONFLICT (idempotency_scope, idempotency_key) DO NOTHING`;

export class SqlLeadStore implements LeadStore {
  readonly engine: "sqlite" | "postgres";

  constructor(private readonly driver: LeadDriver) {
    this.engine = driver.engine;
  }

  async saveLead(lead: NewLead): Promise<SaveLeadResult> {
    // One statement, committed on its own: the engine's commit (fsync of SQLite's
    // WAL with synchronous=FULL, PostgreSQL's synchronous_commit) happens before
    // `run` resolves. A concurrent insert of the same key waits, then does nothing.
    const changed = await this.driver.run(
      INSERT_SQL,
      insertValues(lead as unknown as Record<string, unknown>, this.engine),
    );
    const stored = await this.leadByIdempotencyKey(lead.idempotencyScope, lead.idempotencyKey);
    if (!stored) throw new Error(`lead ${lead.id} was neither stored nor found`);
    return { lead: stored, created: changed === 1 };
  }

  async leadByIdempotencyKey(scope: string, key: string): Promise<StoredLead | null> {
    const rows = await this.driver.all(
      "SELECT * FROM leads WHERE idempotency_scope = ? AND idempotency_key = ?",
      [scope, key],
    );
    return rows[0] ? leadFromRow(rows[0]) : null;
  }

  async getLead(id: string): Promise<StoredLead | null> {
    const rows = await this.driver.all("SELECT * FROM leads WHERE id = ?", [id]);
    return rows[0] ? leadFromRow(rows[0]) : null;
  }

  async listLeads(query: LeadQuery = {}): Promise<StoredLead[]> {
    const where: string[] = [];
    const params: SqlValue[] = [];
    if (query.since) {
      where.push("created_at >= ?");
      params.push(query.since);
    }
    if (query.until) {
      where.push("created_at < ?");
      params.push(query.until);
    }
    const limit =
      query.limit !== undefined && Number.isSafeInteger(query.limit) && query.limit > 0
        ? query.limit
        : DEFAULT_LIST_LIMIT;
    params.push(limit);
    const rows = await this.driver.all(
      `SELECT * FROM leads ${where.length ? `WHERE ${where.join(" AND ")}` : ""}
        ORDER BY created_at, id LIMIT ?`,
      params,
    );
    return rows.map(leadFromRow);
  }

  async countLeads(): Promise<number> {
    const rows = await this.driver.all("SELECT CAST(count(*) AS INTEGER) AS n FROM leads");
    return Number(rows[0]?.n ?? 0);
  }

  async claimDueDeliveries(now: string, leaseUntil: string, limit: number): Promise<StoredLead[]> {
    const rows = await this.driver.all(
      `UPDATE leads
          SET delivery_attempts = delivery_attempts + 1, next_attempt_at = ?
        WHERE id IN (
          SELECT id FROM leads
           WHERE delivery_status = 'pending' AND (next_attempt_at IS NULL OR next_attempt_at <= ?)
           ORDER BY created_at, id
           LIMIT ?${this.driver.skipLocked}
        )
        RETURNING *`,
      [leaseUntil, now, limit],
    );
    return rows
      .map(leadFromRow)
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
  }

  async markDelivered(id: string, at: string): Promise<void> {
    await this.driver.run(
      `UPDATE leads
          SET delivery_status = 'delivered', delivered_at = ?, next_attempt_at = NULL, last_error = NULL
        WHERE id = ?`,
      [at, id],
    );
  }

  async markDeliveryFailed(id: string, error: string, retryAt: string | null): Promise<void> {
    if (retryAt === null) {
      await this.driver.run(
        `UPDATE leads SET delivery_status = 'dead', last_error = ?, next_attempt_at = NULL WHERE id = ?`,
        [error, id],
      );
    } else {
      await this.driver.run(
        `UPDATE leads SET last_error = ?, next_attempt_at = ? WHERE id = ? AND delivery_status = 'pending'`,
        [error, retryAt, id],
      );
    }
  }

  close(): Promise<void> {
    return this.driver.close();
  }
}
