import fs from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { applyMigrations } from "@web/db/migrations";
import { openSqliteFile, SqliteDriver } from "@web/db/sqlite";
import { mmapBytes, readerCount, SqliteReaderPool } from "@web/db/sqliteReaderPool";
import { MIGRATIONS_TABLE, SQLITE_MIGRATIONS } from "../migrations";
import { SQLITE_INDEXES } from "../migrations/sqlite";
import { PROVIDER_COLUMNS, seedRows } from "../rows";
import { CITATION_COLUMNS, INSPECTION_COLUMNS } from "../inspectionRows";
import {
  DEFAULT_SCALE,
  SEED_VERSION,
  generateProviders,
  seedVersionOf,
  type SeedOptions,
} from "../seed/generate";
import type { SeedProgress } from "../seed/progress";
import { removeStaleBuildFiles } from "../seed/staleBuilds";
import { sqlDirectoryStore, type SqlStoreOptions } from "../sqlStore";
import type { DirectoryStore } from "../store";
import { log } from "@web/lib/log";

/**
 * Opens a directory file: the page cache and memory map sized for searches (the memory
 * map's reasoning is at `mmapBytes`, web/db/sqliteReaderPool.ts), temporary tables in memory.
 */
function openDatabase(file: string): DatabaseSync {
  return openSqliteFile(file, {
    synchronous: "NORMAL",
    pragmas: ["cache_size = -65536", `mmap_size = ${mmapBytes()}`, "temp_store = MEMORY"],
  });
}

async function migrate(db: DatabaseSync): Promise<number[]> {
  const applied = await applyMigrations(new SqliteDriver(db), {
    table: MIGRATIONS_TABLE,
    migrations: SQLITE_MIGRATIONS,
  });
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
  const insertInspection = db.prepare(
    `INSERT INTO provider_inspections (${INSPECTION_COLUMNS.join(", ")}) VALUES (${INSPECTION_COLUMNS.map(() => "?").join(", ")})`,
  );
  const insertCitation = db.prepare(
    `INSERT INTO inspection_citations (${CITATION_COLUMNS.join(", ")}) VALUES (${CITATION_COLUMNS.map(() => "?").join(", ")})`,
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
      const inspection = rows.inspection;
      if (inspection) insertInspection.run(...INSPECTION_COLUMNS.map((c) => inspection[c]));
      for (const c of rows.citations) insertCitation.run(...CITATION_COLUMNS.map((k) => c[k]));
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
        version: SEED_VERSION,
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
export async function openSqliteStore(options: SqliteStoreOptions): Promise<DirectoryStore> {
  const db = openDatabase(options.file);
  await migrate(db);
  const readers = options.file === ":memory:" ? 0 : (options.readers ?? readerCount());
  const pool = readers > 0 ? new SqliteReaderPool(options.file, readers, mmapBytes()) : null;
  return sqlDirectoryStore(new SqliteDriver(db, pool), options);
}

/** Creates a seeded in-memory store (tests). */
export async function seededMemoryStore(
  seed: SeedOptions,
  options: SqlStoreOptions = {},
): Promise<DirectoryStore> {
  const db = openDatabase(":memory:");
  await migrate(db);
  seedInto(db, seed);
  return sqlDirectoryStore(new SqliteDriver(db), options);
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

/**
 * Whether `file` holds a directory seeded with the current seed (SEED_VERSION): one seeded
 * by an older seed lacks what the newer one writes (inspection records, issue 27), so it
 * is rebuilt like a missing one.
 */
function hasCurrentSeed(file: string, report = false): boolean {
  if (!fs.existsSync(file)) return false;
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    const table = db.prepare("SELECT 1 FROM sqlite_master WHERE name = 'providers'").get();
    if (!table) return false;
    const row = db.prepare("SELECT count(*) AS n FROM providers").get() as
      { n: number } | undefined;
    if ((row?.n ?? 0) === 0) return false;
    const meta = db.prepare("SELECT value FROM directory_meta WHERE key = 'seed'").get() as
      { value: string } | undefined;
    const version = seedVersionOf(meta?.value);
    if (version >= SEED_VERSION) return true;
    if (report) log.info("directory-seed-outdated", { file, version, current: SEED_VERSION });
    return false;
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
  if (hasCurrentSeed(file, true)) return 0;
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
      if (hasCurrentSeed(file)) return 0;
    }
  }
  try {
    if (hasCurrentSeed(file)) return 0;
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
