/**
 * SQLite (node:sqlite): opening a file the way every store here does (WAL, so a reader
 * or a second process can read while one writes; a busy timeout instead of instant
 * "database is locked"), and the driver the stores run their `sql` templates on.
 */
import fs from "node:fs";
import path from "node:path";
import { DatabaseSync, type SQLInputValue, type StatementSync } from "node:sqlite";
import { LRUCache } from "lru-cache";
import type { SqliteReaderPool } from "./sqliteReaderPool";
import type { SqlDialect, SqlDriver, SqlFragment, SqlSession } from "./sql";

export const sqliteDialect: SqlDialect = { engine: "sqlite", binaryCollation: "" };

export interface SqliteOpenOptions {
  /**
   * NORMAL: a crash may lose the last commits, never corrupt the file (a directory that
   * can be re-seeded). FULL: a commit is fsynced to the WAL before it returns (leads
   * acknowledged to a visitor survive a power cut).
   */
  synchronous: "NORMAL" | "FULL";
  /** Further `PRAGMA`s, without the keyword ("cache_size = -65536"). */
  pragmas?: readonly string[];
}

/** Opens (creating its folder when needed) a SQLite file, or ":memory:". */
export function openSqliteFile(file: string, options: SqliteOpenOptions): DatabaseSync {
  if (file !== ":memory:") fs.mkdirSync(path.dirname(file), { recursive: true });
  const db = new DatabaseSync(file);
  db.exec("PRAGMA journal_mode = WAL");
  db.exec("PRAGMA busy_timeout = 5000");
  db.exec(`PRAGMA synchronous = ${options.synchronous}`);
  for (const pragma of options.pragmas ?? []) db.exec(`PRAGMA ${pragma}`);
  return db;
}

/**
 * Opens a SQLite file and brings its schema up to date with `migrate`; the connection
 * is closed again when migrating fails.
 */
export async function openMigratedSqlite(
  file: string,
  options: SqliteOpenOptions,
  migrate: (session: SqlSession, db: DatabaseSync) => Promise<unknown>,
): Promise<DatabaseSync> {
  const db = openSqliteFile(file, options);
  try {
    await migrate(new SqliteDriver(db), db);
  } catch (error) {
    db.close();
    throw error;
  }
  return db;
}

/** A statement that only reads: SELECT, or WITH ... SELECT (no data-modifying CTEs here). */
const READ_ONLY_STATEMENT = /^\s*(?:SELECT|WITH)\b(?![\s\S]*\b(?:INSERT|UPDATE|DELETE)\b)/i;

/** SQLite has no boolean: true and false are bound as 1 and 0. */
function bindable(values: readonly unknown[]): SQLInputValue[] {
  return (
    values.some((value) => typeof value === "boolean")
      ? values.map((value) => (typeof value === "boolean" ? Number(value) : value))
      : values
  ) as SQLInputValue[];
}

export class SqliteDriver implements SqlDriver {
  readonly dialect = sqliteDialect;
  // Search statements vary with the filters chosen; keep the prepared ones bounded.
  private readonly statements = new LRUCache<string, StatementSync>({ max: 500 });

  /** `readers`: run read-only queries in worker threads (file databases); without, on this thread. */
  constructor(
    readonly db: DatabaseSync,
    private readonly readers: SqliteReaderPool | null = null,
  ) {}

  private statement(text: string): StatementSync {
    let statement = this.statements.get(text);
    if (!statement) {
      statement = this.db.prepare(text);
      this.statements.set(text, statement);
    }
    return statement;
  }

  async all<T extends object>(query: SqlFragment): Promise<T[]> {
    // `sql` has the `?` placeholders SQLite binds, in the template's own parts.
    const values = bindable(query.values);
    // The worker threads hold read-only connections: writes (an INSERT ... RETURNING)
    // run on this thread's connection.
    if (this.readers && READ_ONLY_STATEMENT.test(query.sql)) {
      return this.readers.all<T>({ sql: query.sql, values });
    }
    return this.statement(query.sql).all(...values) as T[];
  }

  async run(query: SqlFragment): Promise<number> {
    return Number(this.statement(query.sql).run(...bindable(query.values)).changes);
  }

  /**
   * On the writing connection (never the readers, which would not see the uncommitted
   * rows), taking SQLite's write lock first (BEGIN IMMEDIATE). Other statements this
   * driver runs meanwhile share the connection: a store's write paths are single
   * statements, and the importer (web/directory/import/) runs in its own process.
   */
  transaction<T>(work: (session: SqlSession) => Promise<T>): Promise<T> {
    const run = this.#transactions.then(async () => {
      const session = new SqliteDriver(this.db);
      this.db.exec("BEGIN IMMEDIATE");
      try {
        const result = await work(session);
        this.db.exec("COMMIT");
        return result;
      } catch (error) {
        if (this.db.isTransaction) this.db.exec("ROLLBACK");
        throw error;
      }
    });
    this.#transactions = run.then(
      () => undefined,
      () => undefined,
    );
    return run;
  }

  #transactions: Promise<void> = Promise.resolve();

  async close(): Promise<void> {
    this.statements.clear();
    await this.readers?.close();
    if (this.db.isOpen) this.db.close();
  }
}
