import type { Migration } from "./index";

/** Runs one statement; `params` only for the bookkeeping insert. */
export type Execute = (statement: string, params?: (string | number)[]) => Promise<void>;

/**
 * Applies the migrations a database has not seen yet, each in its own
 * transaction, recording them in schema_migrations. `appliedVersions` reads what is there.
 */
export async function applyMigrations(
  migrations: readonly Migration[],
  execute: Execute,
  appliedVersions: () => Promise<number[]>,
  placeholder: (index: number) => string,
): Promise<number[]> {
  await execute(
    "CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)",
  );
  const done = new Set(await appliedVersions());
  const applied: number[] = [];
  for (const migration of [...migrations].sort((a, b) => a.version - b.version)) {
    if (done.has(migration.version)) continue;
    await execute("BEGIN");
    try {
      for (const statement of migration.statements) await execute(statement);
      await execute(
        `INSERT INTO schema_migrations (version, name, applied_at) VALUES (${placeholder(1)}, ${placeholder(2)}, ${placeholder(3)})`,
        [migration.version, migration.name, new Date().toISOString()],
      );
      await execute("COMMIT");
    } catch (error) {
      await execute("ROLLBACK");
      throw error;
    }
    applied.push(migration.version);
  }
  return applied;
}
