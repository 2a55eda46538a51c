/** A value bound to a query parameter (both engines accept these). */
export type SqlValue = string | number | null;

/** A piece of SQL with `?` placeholders and the values bound to them, in order. */
export class SqlFragment {
  constructor(
    readonly text: string,
    readonly params: readonly SqlValue[],
  ) {}
}

/**
 * Tagged template: interpolated fragments are spliced in, anything else becomes
 * a bound parameter. Keeps parameter order right when clauses are composed.
 */
export function sql(
  strings: TemplateStringsArray,
  ...values: (SqlFragment | SqlValue)[]
): SqlFragment {
  let text = strings[0] ?? "";
  const params: SqlValue[] = [];
  values.forEach((value, i) => {
    if (value instanceof SqlFragment) {
      text += value.text;
      params.push(...value.params);
    } else {
      text += "?";
      params.push(value);
    }
    text += strings[i + 1] ?? "";
  });
  return new SqlFragment(text, params);
}

/** SQL text that is not a parameter (identifiers, keywords chosen by the code, never user input). */
export function raw(text: string): SqlFragment {
  return new SqlFragment(text, []);
}

export function join(fragments: readonly SqlFragment[], separator: string): SqlFragment {
  return new SqlFragment(
    fragments.map((f) => f.text).join(separator),
    fragments.flatMap((f) => [...f.params]),
  );
}

/** `?, ?, ?` for a list of values. */
export function list(values: readonly SqlValue[]): SqlFragment {
  return join(
    values.map((v) => sql`${v}`),
    ", ",
  );
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
