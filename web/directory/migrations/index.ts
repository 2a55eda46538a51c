/**
 * The directory's schema changes, written per engine (docs/architecture.md, "Tables for
 * two engines", says why), applied by the one runner (web/db/migrations.ts) and
 * recorded in `schema_migrations`.
 */
export type { Migration } from "@web/db/migrations";

/** The directory's bookkeeping table (the leads keep theirs apart). */
export const MIGRATIONS_TABLE = "schema_migrations";

export { SQLITE_MIGRATIONS } from "./sqlite";
export { POSTGRES_MIGRATIONS } from "./postgres";
