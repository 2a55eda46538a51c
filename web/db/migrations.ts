/**
 * The one migration runner. A store lists its schema changes (per engine where the
 * engines need different statements) and names its own bookkeeping table, so two stores
 * can share one database (PostgreSQL with DATABASE_URL) without their versions colliding:
 * the directory records its changes in `schema_migrations`, the leads in
 * `leads_schema_migrations`.
 */
import { identifier, raw, sql, type SqlSession } from "./sql";

/** A schema change, applied once per database and recorded in the store's table. */
export interface Migration {
  version: number;
  name: string;
  statements: readonly string[];
}

export interface MigrationPlan {
  /** The bookkeeping table: one row per applied version. */
  table: string;
  migrations: readonly Migration[];
  /** Stop after this version (tests build an older database with it). */
  upTo?: number;
}

/**
 * Applies the migrations the database has not seen yet, in version order, each in its
 * own transaction together with its bookkeeping row; resolves to the versions applied.
 * On SQLite the transaction takes the write lock first and looks again, so a second
 * process starting at the same moment waits and then finds the migration done; on
 * PostgreSQL the caller holds an advisory lock (web/db/postgres.ts `openPostgres`).
 */
export async function applyMigrations(
  session: SqlSession,
  { table, migrations, upTo = Number.POSITIVE_INFINITY }: MigrationPlan,
): Promise<number[]> {
  const bookkeeping = identifier(table);
  await session.run(
    sql`CREATE TABLE IF NOT EXISTS ${bookkeeping} (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)`,
  );
  const isApplied = async (version: number) =>
    (await session.all(sql`SELECT version FROM ${bookkeeping} WHERE version = ${version}`)).length >
    0;
  const begin = raw(session.dialect.engine === "sqlite" ? "BEGIN IMMEDIATE" : "BEGIN");
  const applied: number[] = [];
  for (const migration of [...migrations].sort((a, b) => a.version - b.version)) {
    if (migration.version > upTo) break;
    if (await isApplied(migration.version)) continue;
    await session.run(begin);
    try {
      if (await isApplied(migration.version)) {
        await session.run(raw("COMMIT"));
        continue;
      }
      for (const statement of migration.statements) await session.run(raw(statement));
      await session.run(
        sql`INSERT INTO ${bookkeeping} (version, name, applied_at) VALUES (${migration.version}, ${migration.name}, ${new Date().toISOString()})`,
      );
      await session.run(raw("COMMIT"));
    } catch (error) {
      await session.run(raw("ROLLBACK"));
      throw error;
    }
    applied.push(migration.version);
  }
  return applied;
}
