import type { PoolClient } from "pg";
import { applyMigrations } from "@web/db/migrations";
import {
  openPostgres,
  PostgresDriver,
  quoteIdentifier,
  type PostgresOptions,
} from "@web/db/postgres";
import { MIGRATIONS_TABLE, POSTGRES_MIGRATIONS } from "../migrations";
import { PROVIDER_COLUMNS, seedRows, type ProviderRow, type SeedRows } from "../rows";
import {
  CITATION_COLUMNS,
  INSPECTION_COLUMNS,
  type CitationRow,
  type InspectionRow,
} from "../inspectionRows";
import {
  DEFAULT_SCALE,
  SEED_VERSION,
  generateProviders,
  seedVersionOf,
  type SeedOptions,
} from "../seed/generate";
import type { SeedProgress } from "../seed/progress";
import { sqlDirectoryStore, type SqlStoreOptions } from "../sqlStore";
import type { DirectoryStore } from "../store";
import { log } from "@web/lib/log";

export interface PostgresStoreOptions extends SqlStoreOptions, PostgresOptions {}

// One advisory lock key for schema changes and seeding, so concurrent starters queue.
const SEED_LOCK = 7_310_042;

const PROVIDER_TYPES: Record<keyof ProviderRow, string> = {
  pid: "int",
  id: "text",
  legacy_id: "int",
  slug: "text",
  path: "text",
  legacy_path: "text",
  name: "text",
  name_search: "text",
  city: "text",
  city_url: "text",
  state_code: "text",
  state_url: "text",
  county: "text",
  county_url: "text",
  zip: "text",
  latitude: "float8",
  longitude: "float8",
  care_type: "text",
  care_type_mask: "int",
  rollup_type: "text",
  average_rating: "float8",
  review_count: "int",
  rating_activities: "float8",
  rating_meals: "float8",
  rating_staff: "float8",
  start_price_cents: "int",
  price_tier: "int",
  photo_count: "int",
  is_verified: "int",
  is_caring_star: "int",
  is_enhanced: "int",
  is_indexable: "int",
  is_listed: "int",
  recommended_score: "float8",
  ccn: "text",
};

/** INSERT ... SELECT FROM unnest(arrays): one round trip per table per batch. */
async function insertColumns(
  client: PoolClient,
  table: string,
  columns: { name: string; type: string; values: unknown[] }[],
): Promise<void> {
  if (!columns[0]?.values.length) return;
  const names = columns.map((c) => c.name).join(", ");
  const arrays = columns.map((c, i) => `$${i + 1}::${c.type}[]`).join(", ");
  await client.query(
    `INSERT INTO ${table} (${names}) SELECT * FROM unnest(${arrays})`,
    columns.map((c) => c.values),
  );
}

async function writeBatch(client: PoolClient, batch: SeedRows[]): Promise<void> {
  await insertColumns(
    client,
    "providers",
    PROVIDER_COLUMNS.map((name) => ({
      name,
      type: PROVIDER_TYPES[name],
      values: batch.map((b) => b.provider[name]),
    })),
  );
  await insertColumns(client, "provider_documents", [
    { name: "pid", type: "int", values: batch.map((b) => b.provider.pid) },
    { name: "doc", type: "text", values: batch.map((b) => b.doc) },
  ]);
  const amenities = batch.flatMap((b) => b.amenities);
  await insertColumns(client, "provider_amenities", [
    { name: "amenity_id", type: "int", values: amenities.map((a) => a.amenity_id) },
    { name: "pid", type: "int", values: amenities.map((a) => a.pid) },
  ]);
  const services = batch.flatMap((b) => b.services);
  await insertColumns(client, "provider_services", [
    { name: "pid", type: "int", values: services.map((s) => s.pid) },
    { name: "care_type", type: "text", values: services.map((s) => s.care_type) },
    {
      name: "starting_price_cents",
      type: "int",
      values: services.map((s) => s.starting_price_cents),
    },
  ]);
  const promotions = batch.flatMap((b) => b.promotions);
  await insertColumns(client, "provider_promotions", [
    { name: "pid", type: "int", values: promotions.map((p) => p.pid) },
    { name: "starts_at", type: "text", values: promotions.map((p) => p.starts_at) },
    { name: "ends_at", type: "text", values: promotions.map((p) => p.ends_at) },
  ]);
  const reviews = batch.flatMap((b) => b.reviews);
  await insertColumns(client, "reviews", [
    { name: "id", type: "text", values: reviews.map((r) => r.id) },
    { name: "pid", type: "int", values: reviews.map((r) => r.pid) },
    { name: "care_type", type: "text", values: reviews.map((r) => r.care_type) },
    { name: "rating", type: "int", values: reviews.map((r) => r.rating) },
    { name: "created_at", type: "text", values: reviews.map((r) => r.created_at) },
    { name: "name", type: "text", values: reviews.map((r) => r.name) },
    { name: "title", type: "text", values: reviews.map((r) => r.title) },
    { name: "content", type: "text", values: reviews.map((r) => r.content) },
    { name: "provider_response", type: "text", values: reviews.map((r) => r.provider_response) },
  ]);
  const caringStars = batch.flatMap((b) => b.caringStars);
  await insertColumns(client, "caring_stars", [
    { name: "rollup_type", type: "text", values: caringStars.map((c) => c.rollup_type) },
    { name: "year", type: "int", values: caringStars.map((c) => c.year) },
    { name: "state_code", type: "text", values: caringStars.map((c) => c.state_code) },
    { name: "pid", type: "int", values: caringStars.map((c) => c.pid) },
  ]);
  await writeInspections(
    client,
    batch.flatMap((b) => (b.inspection ? [b.inspection] : [])),
    batch.flatMap((b) => b.citations),
  );
}

const INSPECTION_TYPES: Record<keyof InspectionRow, string> = {
  pid: "int",
  source: "text",
  source_kind: "text",
  as_of: "text",
  overall_rating: "int",
  health_inspection_rating: "int",
  staffing_rating: "int",
  quality_rating: "int",
  citation_count: "int",
  serious_count: "int",
  jeopardy_count: "int",
  worst_scope_severity: "text",
  last_survey_date: "text",
  last_serious_date: "text",
  imported_at: "text",
};

const CITATION_TYPES: Record<keyof CitationRow, string> = {
  pid: "int",
  survey_date: "text",
  standard: "int",
  complaint: "int",
  cycle: "int",
  tag: "text",
  category: "text",
  description: "text",
  scope_severity: "text",
  state_class: "text",
  corrected: "int",
  corrected_on: "text",
  correction_status: "text",
};

/** Inspection summaries and citations (issue 27), one round trip per table. */
export async function writeInspections(
  client: PoolClient,
  inspections: readonly InspectionRow[],
  citations: readonly CitationRow[],
): Promise<void> {
  await insertColumns(
    client,
    "provider_inspections",
    INSPECTION_COLUMNS.map((name) => ({
      name,
      type: INSPECTION_TYPES[name],
      values: inspections.map((row) => row[name]),
    })),
  );
  await insertColumns(
    client,
    "inspection_citations",
    CITATION_COLUMNS.map((name) => ({
      name,
      type: CITATION_TYPES[name],
      values: citations.map((row) => row[name]),
    })),
  );
}

/**
 * A PostgreSQL directory is seeded once, when empty, and never rebuilt (it may hold more
 * than the seed): one seeded by an older seed says so, with what to do.
 */
async function warnWhenOutdated(client: PoolClient): Promise<void> {
  const meta = await client.query<{ value: string }>(
    "SELECT value FROM directory_meta WHERE key = 'seed'",
  );
  const version = seedVersionOf(meta.rows[0]?.value);
  if (version >= SEED_VERSION) return;
  log.warn("directory-seed-outdated", {
    engine: "postgres",
    version,
    current: SEED_VERSION,
    hint:
      version < 2
        ? "seeded before inspection records (issue 27): seed an empty schema again, or run npm run import:inspections"
        : "seeded before prices' months (issue 27.6): seed an empty schema again to have them; reviews' days came with the migration",
  });
}

/**
 * Opens a PostgreSQL directory store, creating the schema and applying
 * migrations; when `seed` is given and the store is empty it is seeded in one
 * transaction (readers never see a half-seeded directory).
 */
export async function openPostgresStore(
  options: PostgresStoreOptions,
  seed?: { options?: SeedOptions; onProgress?: SeedProgress },
): Promise<{ store: DirectoryStore; seeded: number }> {
  let seeded = 0;
  const pool = await openPostgres(options, SEED_LOCK, async (session, client) => {
    await applyMigrations(session, { table: MIGRATIONS_TABLE, migrations: POSTGRES_MIGRATIONS });
    const count = await client.query<{ n: number }>(
      "SELECT CAST(count(*) AS INTEGER) AS n FROM providers",
    );
    if (seed && Number(count.rows[0]?.n ?? 0) === 0) {
      try {
        seeded = await seedInto(client, seed.options ?? { scale: DEFAULT_SCALE }, seed.onProgress);
      } catch (error) {
        await client.query("ROLLBACK").catch(() => undefined);
        throw error;
      }
    } else if (seed) {
      await warnWhenOutdated(client);
    }
  });
  return { store: sqlDirectoryStore(new PostgresDriver(pool), options), seeded };
}

/** Seeds an empty, migrated directory in one transaction (readers never see half of it). */
async function seedInto(
  client: PoolClient,
  seedOptions: SeedOptions,
  onProgress?: SeedProgress,
): Promise<number> {
  let seeded = 0;
  const started = Date.now();
  await client.query("BEGIN");
  // Index after the bulk load (secondary indexes only; keys stay enforced).
  const indexes = await client.query<{ indexname: string; indexdef: string }>(
    `SELECT indexname, indexdef FROM pg_indexes
      WHERE schemaname = current_schema() AND indexname NOT IN (SELECT conname FROM pg_constraint)`,
  );
  for (const index of indexes.rows)
    await client.query(`DROP INDEX ${quoteIdentifier(index.indexname)}`);
  let batch: SeedRows[] = [];
  for (const record of generateProviders(seedOptions)) {
    batch.push(seedRows(record));
    if (batch.length === 2000) {
      await writeBatch(client, batch);
      seeded += batch.length;
      batch = [];
      onProgress?.(seeded, seedOptions.scale, Date.now() - started);
    }
  }
  await writeBatch(client, batch);
  seeded += batch.length;
  await client.query("INSERT INTO directory_meta (key, value) VALUES ($1, $2)", [
    "seed",
    JSON.stringify({
      version: SEED_VERSION,
      scale: seedOptions.scale,
      seed: seedOptions.seed ?? null,
      at: new Date().toISOString(),
    }),
  ]);
  for (const index of indexes.rows) await client.query(index.indexdef);
  // Providers near each other on the same pages (PostgreSQL migration 10): a radius or city search
  // reads a tenth of the pages it would in seed order.
  await client.query("CLUSTER providers USING providers_by_point");
  await client.query("COMMIT");
  await client.query("ANALYZE");
  if (batch.length) onProgress?.(seeded, seedOptions.scale, Date.now() - started);
  return seeded;
}
