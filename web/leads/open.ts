/**
 * Opening the lead store on either engine with the shared kernel (web/db): the file or
 * pool, then the lead migrations (schema.ts) before the first statement.
 */
import "server-only";
import type { PostgresOptions } from "@web/db/postgres";
import { openMigratedSqlite, SqliteDriver } from "@web/db/sqlite";
import { migrateLeads } from "./schema";
import { SqlLeadStore } from "./sqlLeadStore";

export interface SqliteLeadStoreOptions {
  /** A file path, or ":memory:". */
  file: string;
}

/**
 * The SQLite engine (the default): one file, WAL so the CLI can read while the server
 * writes, and synchronous=FULL so a lead acknowledged to a visitor has been fsynced to
 * the WAL and survives a crash or a power cut, not only a killed process.
 */
export async function openSqliteLeadStore(options: SqliteLeadStoreOptions): Promise<SqlLeadStore> {
  const db = await openMigratedSqlite(options.file, { synchronous: "FULL" }, (session) =>
    migrateLeads(session),
  );
  return new SqlLeadStore(new SqliteDriver(db));
}

export type PostgresLeadStoreOptions = PostgresOptions;

// Its own advisory lock key (the directory's is 7_310_042): concurrent starters migrate one at a time.
const MIGRATION_LOCK = 7_310_043;

/** Opens a PostgreSQL lead store, creating the schema and applying migrations on first use. */
export async function openPostgresLeadStore(
  options: PostgresLeadStoreOptions,
): Promise<SqlLeadStore> {
  // pg loads only for a PostgreSQL store.
  const { openPostgres, PostgresDriver } = await import("@web/db/postgres");
  const pool = await openPostgres(options, MIGRATION_LOCK, async (session) => {
    await migrateLeads(session);
  });
  return new SqlLeadStore(new PostgresDriver(pool));
}
