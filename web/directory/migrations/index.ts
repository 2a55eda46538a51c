/** A schema change, applied once per database and recorded in schema_migrations. */
export interface Migration {
  version: number;
  name: string;
  statements: readonly string[];
}

export { SQLITE_MIGRATIONS } from "./sqlite";
export { POSTGRES_MIGRATIONS } from "./postgres";
