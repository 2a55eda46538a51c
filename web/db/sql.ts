/**
 * SQL fragments with bound parameters, on `sql-template-tag`: interpolated fragments are
 * spliced in, anything else becomes a bound parameter, and each driver takes the text in
 * its own placeholder style (`?` for SQLite, `$1` for PostgreSQL) straight from the
 * template's parts. No placeholder is ever rewritten in finished SQL text, so a `?`
 * inside a string literal stays a `?`.
 */
import { Sql, empty, join as joinSql, raw } from "sql-template-tag";

export { empty, raw };

/** A value bound to a query parameter (SQLite receives a boolean as 1 or 0). */
export type SqlValue = string | number | boolean | null;

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

/** A table or column name spliced into SQL: only plain lower-case names are accepted. */
export function identifier(name: string): SqlFragment {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`invalid SQL name ${name}`);
  return raw(name);
}

export type Engine = "sqlite" | "postgres";

/** What differs between the engines for the statements both run. */
export interface SqlDialect {
  readonly engine: Engine;
  /** Byte-order collation, so both engines sort text the same way. */
  readonly binaryCollation: string;
}

/** A connection (or one pooled client) statements run on. */
export interface SqlSession {
  readonly dialect: SqlDialect;
  /** Rows of a statement (a SELECT, or a write with RETURNING). */
  all<T extends object>(query: SqlFragment): Promise<T[]>;
  /** Runs a statement; resolves to the number of rows it changed, once committed. */
  run(query: SqlFragment): Promise<number>;
}

/** A store's view of its database: sessions' statements, and closing it. */
export interface SqlDriver extends SqlSession {
  /**
   * Runs `work` in one transaction on one connection: committed when it resolves, rolled
   * back (nothing written) when it throws. Transactions on one driver take turns.
   */
  transaction<T>(work: (session: SqlSession) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
