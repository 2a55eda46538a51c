import fs from "node:fs";
import path from "node:path";
import { DatabaseSync, type SQLInputValue, type StatementSync } from "node:sqlite";
import { LRUCache } from "lru-cache";
import { SQLITE_MIGRATIONS } from "../migrations";
import { SQLITE_INDEXES } from "../migrations/sqlite";
import { applyMigrations } from "../migrations/run";
import { PROVIDER_COLUMNS, seedRows } from "../rows";
import { DEFAULT_SCALE, generateProviders, type SeedOptions } from "../seed/generate";
import type { SeedProgress } from "../seed/progress";
import { mmapBytes, readerCount, SqliteReaderPool } from "./readerPool";
import { removeStaleBuildFiles } from "../seed/staleBuilds";
import { type SqlDialect, type SqlDriver, type SqlFragment, sql } from "../sql";
import { SqlDirectoryStore, type SqlStoreOptions } from "../sqlStore";

const sqliteDialect: SqlDialect = {
  engine: "sqlite",
  binaryCollation: "",
  // CROSS JOIN fixes the order in SQLite: walk the R*Tree box, then look providers up by rowid.
  geoBox: (box) => ({
    from: sql`provider_geo g CROSS JOIN providers p`,
    where: sql`g.pid = p.pid AND g.min_lat >= ${box.minLat} AND g.max_lat <= ${box.maxLat} AND g.min_lng >= ${box.minLng} AND g.max_lng <= ${box.maxLng}`,
  }),
};

function openDatabase(file: string): DatabaseSync {
  const db = new DatabaseSync(file);
  // WAL lets the site read while another process (a re-seed, a second server) holds the file.
  db.exec("PRAGMA journal_mode = WAL");
  db.exec("PRAGMA busy_timeout = 5000");
  db.exec("PRAGMA synchronous = NORMAL");
  db.exec("PRAGMA cache_size = -65536");
  db.exec(`PRAGMA mmap_size = ${mmapBytes()}`);
  db.exec("PRAGMA temp_store = MEMORY");
  return db;
}

/** A statement that only reads: SELECT, or WITH ... SELECT (no data-modifying CTEs here). */
const READ_ONLY_STATEMENT = /^\s*(?:SELECT|WITH)\b(?![\s\S]*\b(?:INSERT|UPDATE|DELETE)\b)/i;

export class SqliteDriver implements SqlDriver {
  readonly dialect = sqliteDialect;
  // Search statements vary with the filters chosen; keep the prepared ones bounded.
  private readonly statements = new LRUCache<string, StatementSync>({ max: 500 });

  /** `readers`: run queries in worker threads (file databases); without, on this thread. */
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
    // The worker threads hold read-only connections: writes (a review submission's
    // INSERT ... RETURNING) run on this thread's connection.
    if (this.readers && READ_ONLY_STATEMENT.test(query.sql)) return this.readers.all<T>(query);
    // `sql` has the `?` placeholders SQLite binds, in the template's own parts.
    return this.statement(query.sql).all(...(query.values as SQLInputValue[])) as T[];
  }

  async close(): Promise<void> {
    this.statements.clear();
    await this.readers?.close();
    if (this.db.isOpen) this.db.close();
  }
}

async function migrate(db: DatabaseSync): Promise<number[]> {
  const applied = await applyMigrations(
    SQLITE_MIGRATIONS,
    async (statement, params = []) => {
      db.prepare(statement).run(...params);
    },
    async () =>
      (db.prepare("SELECT version FROM schema_migrations").all() as { version: number }[]).map(
        (r) => r.version,
      ),
    () => "?",
  );
  ensureIndexes(db);
  return applied;
}

/** Creates any secondary index the database lacks (a no-op when all are there). */
function ensureIndexes(db: DatabaseSync): void {
  const before = indexNames(db);
  for (const statement of SQLITE_INDEXES) db.exec(statement);
  // Fresh statistics so the planner uses the new indexes.
  if (indexNames(db).size !== before.size && hasRows(db)) db.exec("ANALYZE");
}

function indexNames(db: DatabaseSync): Set<string> {
  const rows = db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL")
    .all() as { name: string }[];
  return new Set(rows.map((row) => row.name));
}

function hasRows(db: DatabaseSync): boolean {
  return db.prepare("SELECT 1 FROM reviews LIMIT 1").get() !== undefined;
}

/** Writes the generated directory into an open, migrated database, in one transaction. */
function seedInto(db: DatabaseSync, options: SeedOptions, onProgress?: SeedProgress): number {
  const started = Date.now();
  const insertProvider = db.prepare(
    `INSERT INTO providers (${PROVIDER_COLUMNS.join(", ")}) VALUES (${PROVIDER_COLUMNS.map(() => "?").join(", ")})`,
  );
  const insertDocument = db.prepare("INSERT INTO provider_documents (pid, doc) VALUES (?, ?)");
  const insertGeo = db.prepare(
    "INSERT INTO provider_geo (pid, min_lat, max_lat, min_lng, max_lng) VALUES (?, ?, ?, ?, ?)",
  );
  const insertAmenity = db.prepare(
    "INSERT INTO provider_amenities (amenity_id, pid) VALUES (?, ?)",
  );
  const insertService = db.prepare(
    "INSERT INTO provider_services (pid, care_type, starting_price_cents) VALUES (?, ?, ?)",
  );
  const insertPromotion = db.prepare(
    "INSERT INTO provider_promotions (pid, starts_at, ends_at) VALUES (?, ?, ?)",
  );
  const insertReview = db.prepare(
    `INSERT INTO reviews (id, pid, care_type, rating, created_at, name, title, content, provider_response)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertCaringStar = db.prepare(
    "INSERT INTO caring_stars (rollup_type, year, state_code, pid) VALUES (?, ?, ?, ?)",
  );
  // Loading into bare tables and indexing afterwards is about twice as fast as
  // keeping every secondary index up to date row by row.
  const indexes = db
    .prepare("SELECT name, sql FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL")
    .all() as { name: string; sql: string }[];
  let done = 0;
  db.exec("BEGIN");
  try {
    for (const index of indexes) db.exec(`DROP INDEX "${index.name}"`);
    for (const record of generateProviders(options)) {
      const rows = seedRows(record);
      const p = rows.provider;
      insertProvider.run(...PROVIDER_COLUMNS.map((c) => p[c]));
      insertDocument.run(p.pid, rows.doc);
      insertGeo.run(p.pid, p.latitude, p.latitude, p.longitude, p.longitude);
      for (const a of rows.amenities) insertAmenity.run(a.amenity_id, a.pid);
      for (const s of rows.services) insertService.run(s.pid, s.care_type, s.starting_price_cents);
      for (const pr of rows.promotions) insertPromotion.run(pr.pid, pr.starts_at, pr.ends_at);
      for (const c of rows.caringStars)
        insertCaringStar.run(c.rollup_type, c.year, c.state_code, c.pid);
      for (const r of rows.reviews) {
        insertReview.run(
          r.id,
          r.pid,
          r.care_type,
          r.rating,
          r.created_at,
          r.name,
          r.title,
          r.content,
          r.provider_response,
        );
      }
      done += 1;
      if (onProgress && done % 5000 === 0) onProgress(done, options.scale, Date.now() - started);
    }
    // Recreate what was dropped, then whatever the current schema adds.
    for (const index of indexes) db.exec(index.sql);
    for (const statement of SQLITE_INDEXES) db.exec(statement);
    db.prepare("INSERT INTO directory_meta (key, value) VALUES (?, ?)").run(
      "seed",
      JSON.stringify({
        scale: options.scale,
        seed: options.seed ?? null,
        at: new Date().toISOString(),
      }),
    );
    db.exec("COMMIT");
  } catch (error) {
    db.exec("ROLLBACK");
    throw error;
  }
  db.exec("ANALYZE");
  if (done % 5000 !== 0) onProgress?.(done, options.scale, Date.now() - started);
  return done;
}

export interface SqliteStoreOptions extends SqlStoreOptions {
  /** A file path, or ":memory:". */
  file: string;
  /** Worker threads for queries (default readerCount(); ignored for ":memory:"). */
  readers?: number;
}

/** Opens (and migrates) a SQLite directory store; it may still be empty. */
export async function openSqliteStore(options: SqliteStoreOptions): Promise<SqlDirectoryStore> {
  if (options.file !== ":memory:") fs.mkdirSync(path.dirname(options.file), { recursive: true });
  const db = openDatabase(options.file);
  await migrate(db);
  const readers = options.file === ":memory:" ? 0 : (options.readers ?? readerCount());
  const pool = readers > 0 ? new SqliteReaderPool(options.file, readers, mmapBytes()) : null;
  return new SqlDirectoryStore(new SqliteDriver(db, pool), options);
}

/** Creates a seeded in-memory store (tests). */
export async function seededMemoryStore(
  seed: SeedOptions,
  options: SqlStoreOptions = {},
): Promise<SqlDirectoryStore> {
  const db = openDatabase(":memory:");
  await migrate(db);
  seedInto(db, seed);
  return new SqlDirectoryStore(new SqliteDriver(db), options);
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function hasProviders(file: string): boolean {
  if (!fs.existsSync(file)) return false;
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    const table = db.prepare("SELECT 1 FROM sqlite_master WHERE name = 'providers'").get();
    if (!table) return false;
    const row = db.prepare("SELECT count(*) AS n FROM providers").get() as
      { n: number } | undefined;
    return (row?.n ?? 0) > 0;
  } finally {
    db.close();
  }
}

/**
 * Makes sure `file` holds a seeded directory. The database is built under a
 * temporary name and renamed into place, so a reader never sees a half-seeded
 * file; a lock file makes concurrent starters wait for the first one.
 * Returns the number of providers seeded (0 when the file was already there).
 */
export async function ensureSqliteDirectory(
  file: string,
  seed: SeedOptions = { scale: DEFAULT_SCALE },
  onProgress?: SeedProgress,
): Promise<number> {
  removeStaleBuildFiles(file);
  if (hasProviders(file)) return 0;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const lock = `${file}.lock`;
  for (;;) {
    try {
      fs.writeFileSync(lock, String(process.pid), { flag: "wx" });
      break;
    } catch {
      const holder = Number(fs.readFileSync(lock, "utf8").trim());
      if (!Number.isInteger(holder) || !processAlive(holder)) {
        fs.rmSync(lock, { force: true });
        continue;
      }
      await sleep(500);
      if (hasProviders(file)) return 0;
    }
  }
  try {
    if (hasProviders(file)) return 0;
    const building = `${file}.building-${process.pid}`;
    fs.rmSync(building, { force: true });
    const db = new DatabaseSync(building);
    let seeded: number;
    try {
      db.exec("PRAGMA journal_mode = OFF");
      db.exec("PRAGMA synchronous = OFF");
      db.exec("PRAGMA cache_size = -262144");
      await migrate(db);
      seeded = seedInto(db, seed, onProgress);
    } finally {
      db.close();
    }
    for (const suffix of ["", "-wal", "-shm"]) fs.rmSync(`${file}${suffix}`, { force: true });
    fs.renameSync(building, file);
    return seeded;
  } finally {
    fs.rmSync(lock, { force: true });
  }
}
