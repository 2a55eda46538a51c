import "server-only";
import { Pool } from "pg";
import { migrateLeads } from "./schema";
import { SqlLeadStore, type LeadDriver, type SqlValue } from "./sqlLeadStore";

/** `?` placeholders to PostgreSQL's `$n`. */
function numbered(text: string): string {
  let n = 0;
  return text.replace(/\?/g, () => `$${++n}`);
}

class PostgresLeadDriver implements LeadDriver {
  readonly engine = "postgres" as const;
  // Two processes claiming at once take different leads instead of waiting.
  readonly skipLocked = " FOR UPDATE SKIP LOCKED";

  constructor(private readonly pool: Pool) {}

  async all(text: string, params: readonly SqlValue[] = []): Promise<Record<string, unknown>[]> {
    const result = await this.pool.query({ text: numbered(text), values: [...params] });
    return result.rows as Record<string, unknown>[];
  }

  async run(text: string, params: readonly SqlValue[] = []): Promise<number> {
    const result = await this.pool.query({ text: numbered(text), values: [...params] });
    return result.rowCount ?? 0;
  }

  close(): Promise<void> {
    return this.pool.end();
  }
}

export interface PostgresLeadStoreOptions {
  connectionString: string;
  /** A schema to keep the leads in (tests use their own); default "public". */
  schema?: string;
  /** Pool size (default 10). */
  max?: number;
}

function quoteIdentifier(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`invalid schema name ${name}`);
  return `"${name}"`;
}

// Its own advisory lock key: concurrent starters migrate one at a time.
const MIGRATION_LOCK = 7_310_043;

/** Opens a PostgreSQL lead store, creating the schema and applying migrations on first use. */
export async function openPostgresLeadStore(
  options: PostgresLeadStoreOptions,
): Promise<SqlLeadStore> {
  const schema = options.schema ?? "public";
  const pool = new Pool({
    connectionString: options.connectionString,
    max: options.max ?? 10,
    options: `-c search_path=${quoteIdentifier(schema)}`,
  });
  try {
    const client = await pool.connect();
    try {
      await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK]);
      try {
        if (options.schema)
          await client.query(`CREATE SCHEMA IF NOT EXISTS ${quoteIdentifier(options.schema)}`);
        await migrateLeads(
          "postgres",
          async (statement, params = []) => {
            await client.query(statement, params);
          },
          async () =>
            (
              await client.query<{ version: number }>("SELECT version FROM leads_schema_migrations")
            ).rows.map((row) => row.version),
        );
      } finally {
        await client.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK]);
      }
    } finally {
      client.release();
    }
  } catch (error) {
    await pool.end();
    throw error;
  }
  return new SqlLeadStore(new PostgresLeadDriver(pool));
}

/** Drops a schema and everything in it (tests start from nothing). */
export async function dropPostgresLeadSchema(
  connectionString: string,
  schema: string,
): Promise<void> {
  const pool = new Pool({ connectionString, max: 1 });
  try {
    await pool.query(`DROP SCHEMA IF EXISTS ${quoteIdentifier(schema)} CASCADE`);
  } finally {
    await pool.end();
  }
}
