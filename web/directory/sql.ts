/**
 * SQL fragments with bound parameters, on `sql-template-tag`: interpolated fragments are
 * spliced in, anything else becomes a bound parameter, and each driver takes the text in
 * its own placeholder style (`?` for SQLite, `$1` for PostgreSQL) straight from the
 * template's parts. No placeholder is ever rewritten in finished SQL text, so a `?`
 * inside a string literal stays a `?`.
 */
import { Sql, empty, join as joinSql, raw } from "sql-template-tag";

export { empty, raw };

/** A value bound to a query parameter (both engines accept these). */
export type SqlValue = string | number | null;

/** A piece of SQL and the values bound to its parameters, in order. */
export type SqlFragment = Sql;

/** Tagged template: fragments are spliced in, values (only these types) become parameters. */
export function sql(
  strings: TemplateStringsArray,
  ...values: readonly (SqlFragment | SqlValue)[]
): SqlFragment {
  return new Sql(strings, values);
}

/** Fragments one after another with `separator` between them (at least one fragment). */
export function join(fragments: readonly SqlFragment[], separator: string): SqlFragment {
  return joinSql(fragments, separator);
}

/** `?, ?, ?` for a list of values (at least one value). */
export function list(values: readonly SqlValue[]): SqlFragment {
  return joinSql(values, ", ");
}

/** The engine-specific parts the shared queries need. */
export interface SqlDialect {
  readonly engine: "sqlite" | "postgres";
  /** FROM clause (binding providers as `p`) and conditions restricting `p` to a box, through the engine's spatial index. */
  geoBox(box: GeoBox): { from: SqlFragment; where: SqlFragment };
  /** Byte-order collation, so both engines sort text the same way. */
  readonly binaryCollation: string;
}

export interface GeoBox {
  minLat: number;
  maxLat: number;
  minLng: number;
  maxLng: number;
}

/** The store's view of a database connection. */
export interface SqlDriver {
  readonly dialect: SqlDialect;
  all<T extends object>(query: SqlFragment): Promise<T[]>;
  close(): Promise<void>;
}
