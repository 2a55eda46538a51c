/**
 * The directory's schema changes, per engine (README.md in this folder says why they are
 * written per engine), applied by the one runner (web/db/migrations.ts) and recorded in
 * `schema_migrations`.
 */
export type { Migration } from "@web/db/migrations";

/** The directory's bookkeeping table (the leads keep theirs apart). */
export const MIGRATIONS_TABLE = "schema_migrations";

export { SQLITE_MIGRATIONS } from "./sqlite";
export { POSTGRES_MIGRATIONS } from "./postgres";
