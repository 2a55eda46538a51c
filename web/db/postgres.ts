/**
 * PostgreSQL (pg): a pool whose connections work in one schema, schema changes under an
 * advisory lock so concurrent starters take turns, and the driver the stores run their
 * `sql` templates on.
 */
import { Pool, type PoolClient } from "pg";
import type { SqlDialect, SqlDriver, SqlFragment, SqlSession } from "./sql";

// Byte order: ISO times compare as text, and a locale's collation (which may skip
// punctuation) must not decide the order.
export const postgresDialect: SqlDialect = { engine: "postgres", binaryCollation: ' COLLATE "C"' };

export interface PostgresOptions {
  connectionString: string;
  /** A schema to keep the tables in (tests use their own); default "public". */
  schema?: string;
  /** Pool size (default 10). */
  max?: number;
}

/** A schema name, double-quoted; anything but a plain lower-case name is refused. */
export function quoteIdentifier(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`invalid schema name ${name}`);
  return `"${name}"`;
}

/** Statements on a pool, or on one client of it (a transaction, a held advisory lock). */
export class PostgresSession implements SqlSession {
  readonly dialect = postgresDialect;
  constructor(private readonly db: Pool | PoolClient) {}

  async all<T extends object>(query: SqlFragment): Promise<T[]> {
    // `text` numbers the parameters ($1, $2, ...) from the template's own parts.
    const result = await this.db.query({ text: query.text, values: query.values });
    return result.rows as T[];
  }

  async run(query: SqlFragment): Promise<number> {
    const result = await this.db.query({ text: query.text, values: query.values });
    return result.rowCount ?? 0;
  }
}

export class PostgresDriver extends PostgresSession implements SqlDriver {
  constructor(readonly pool: Pool) {
    super(pool);
  }

  /** On one client of the pool, held until COMMIT or ROLLBACK. */
  async transaction<T>(work: (session: SqlSession) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query("BEGIN");
      try {
        const result = await work(new PostgresSession(client));
        await client.query("COMMIT");
        return result;
      } catch (error) {
        await client.query("ROLLBACK");
        throw error;
      }
    } finally {
      client.release();
    }
  }

  close(): Promise<void> {
    return this.pool.end();
  }
}

/**
 * Opens a pool working in `options.schema` and, holding the advisory lock `lockKey` on
 * one client, creates the schema and runs `prepare` (migrations, a seed): a second
 * process starting at the same time waits for the first one's changes. The pool is
 * closed again when preparing fails.
 */
export async function openPostgres(
  options: PostgresOptions,
  lockKey: number,
  prepare: (session: PostgresSession, client: PoolClient) => Promise<void>,
): Promise<Pool> {
  const pool = new Pool({
    connectionString: options.connectionString,
    max: options.max ?? 10,
    options: `-c search_path=${quoteIdentifier(options.schema ?? "public")}`,
  });
  try {
    const client = await pool.connect();
    try {
      await client.query("SELECT pg_advisory_lock($1)", [lockKey]);
      try {
        if (options.schema)
          await client.query(`CREATE SCHEMA IF NOT EXISTS ${quoteIdentifier(options.schema)}`);
        await prepare(new PostgresSession(client), client);
      } finally {
        await client.query("SELECT pg_advisory_unlock($1)", [lockKey]);
      }
    } finally {
      client.release();
    }
  } catch (error) {
    await pool.end();
    throw error;
  }
  return pool;
}

/** Drops a schema and everything in it (tests start from nothing). */
export async function dropPostgresSchema(connectionString: string, schema: string): Promise<void> {
  const pool = new Pool({ connectionString, max: 1 });
  try {
    await pool.query(`DROP SCHEMA IF EXISTS ${quoteIdentifier(schema)} CASCADE`);
  } finally {
    await pool.end();
  }
}
