import "server-only";
import fs from "node:fs";
import path from "node:path";
import { DatabaseSync, type SQLInputValue, type StatementSync } from "node:sqlite";
import { migrateLeads } from "./schema";
import { SqlLeadStore, type LeadDriver, type SqlValue } from "./sqlLeadStore";

/**
 * The SQLite engine (the default): one file, WAL so the CLI can read while the
 * server writes, and synchronous=FULL so a lead acknowledged to a visitor has been
 * fsynced to the WAL and survives a crash or a power cut, not only a killed process.
 */
function openDatabase(file: string): DatabaseSync {
  const db = new DatabaseSync(file);
  db.exec("PRAGMA journal_mode = WAL");
  db.exec("PRAGMA synchronous = FULL");
  db.exec("PRAGMA busy_timeout = 5000");
  return db;
}

function bind(params: readonly SqlValue[]): SQLInputValue[] {
  return params.map((value) => (typeof value === "boolean" ? (value ? 1 : 0) : value));
}

class SqliteLeadDriver implements LeadDriver {
  readonly engine = "sqlite" as const;
  readonly skipLocked = "";
  private readonly statements = new Map<string, StatementSync>();

  constructor(readonly db: DatabaseSync) {}

  private statement(text: string): StatementSync {
    let statement = this.statements.get(text);
    if (!statement) {
      statement = this.db.prepare(text);
      this.statements.set(text, statement);
    }
    return statement;
  }

  async all(text: string, params: readonly SqlValue[] = []): Promise<Record<string, unknown>[]> {
    return this.statement(text).all(...bind(params)) as Record<string, unknown>[];
  }

  async run(text: string, params: readonly SqlValue[] = []): Promise<number> {
    return Number(this.statement(text).run(...bind(params)).changes);
  }

  async close(): Promise<void> {
    this.statements.clear();
    if (this.db.isOpen) this.db.close();
  }
}

export interface SqliteLeadStoreOptions {
  /** A file path, or ":memory:". */
  file: string;
}

/** Opens (creating and migrating when needed) a SQLite lead store. */
export async function openSqliteLeadStore(options: SqliteLeadStoreOptions): Promise<SqlLeadStore> {
  if (options.file !== ":memory:") fs.mkdirSync(path.dirname(options.file), { recursive: true });
  const db = openDatabase(options.file);
  try {
    await migrateLeads(
      "sqlite",
      async (statement, params = []) => {
        db.prepare(statement).run(...params);
      },
      async () =>
        (
          db.prepare("SELECT version FROM leads_schema_migrations").all() as { version: number }[]
        ).map((row) => row.version),
    );
  } catch (error) {
    db.close();
    throw error;
  }
  return new SqlLeadStore(new SqliteLeadDriver(db));
}
