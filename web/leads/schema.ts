/**
 * The leads table, written once for both engines: each column with its field in
 * `StoredLead` and its SQL type per engine, and the migrations derived from that list.
 * The one runner (web/db/migrations.ts) records them in their own
 * `leads_schema_migrations` table, so the leads and the directory can share one
 * database (PostgreSQL with DATABASE_URL) without their versions colliding.
 */
import { applyMigrations, type Migration } from "@web/db/migrations";
import type { Engine, SqlSession, SqlValue } from "@web/db/sql";
import type { NewLead, StoredLead } from "./store";

interface Column {
  name: string;
  field: keyof StoredLead;
  type: "text" | "int" | "bool";
  notNull?: boolean;
  /** The migration that added the column (1 when absent). */
  since?: number;
}

/** Every column of `leads`, in order. */
export const LEAD_COLUMNS: readonly Column[] = [
  { name: "id", field: "id", type: "text", notNull: true },
  { name: "idempotency_key", field: "idempotencyKey", type: "text", notNull: true },
  {
    name: "idempotency_scope",
    field: "idempotencyScope",
    type: "text",
    notNull: true,
    since: 2,
  },
  { name: "submission_id", field: "submissionId", type: "text", notNull: true },
  { name: "created_at", field: "createdAt", type: "text", notNull: true },
  { name: "site", field: "site", type: "text", notNull: true },
  { name: "channel", field: "channel", type: "text", notNull: true },
  { name: "inquiry_type", field: "inquiryType", type: "text", notNull: true },
  { name: "who_are_you_looking_for", field: "whoAreYouLookingFor", type: "text", notNull: true },
  { name: "full_name", field: "fullName", type: "text", notNull: true },
  { name: "phone_number", field: "phoneNumber", type: "text", notNull: true },
  { name: "email", field: "email", type: "text", notNull: true },
  { name: "paying_with_medicaid", field: "payingWithMedicaid", type: "bool" },
  { name: "tour_time", field: "tourTime", type: "text" },
  { name: "type_of_care", field: "typeOfCare", type: "text" },
  { name: "budget", field: "budget", type: "text", since: 3 },
  { name: "anon_id", field: "anonId", type: "text" },
  { name: "form_id", field: "formId", type: "text" },
  { name: "tracking_notes", field: "trackingNotes", type: "text" },
  { name: "provider_id", field: "providerId", type: "text" },
  { name: "source", field: "source", type: "text" },
  { name: "care_location", field: "careLocation", type: "text" },
  { name: "consent_text", field: "consentText", type: "text" },
  { name: "consent_at", field: "consentAt", type: "text" },
  { name: "landing_page_url", field: "landingPageUrl", type: "text" },
  { name: "utm_source", field: "utmSource", type: "text" },
  { name: "utm_campaign", field: "utmCampaign", type: "text" },
  { name: "utm_content", field: "utmContent", type: "text" },
  { name: "utm_medium", field: "utmMedium", type: "text" },
  { name: "utm_term", field: "utmTerm", type: "text" },
  { name: "gclid", field: "gclid", type: "text" },
  { name: "msclkid", field: "msclkid", type: "text" },
  { name: "user_agent", field: "userAgent", type: "text" },
  { name: "client_ip", field: "clientIp", type: "text" },
  { name: "feature_override", field: "featureOverride", type: "text" },
  { name: "delivery_status", field: "deliveryStatus", type: "text", notNull: true },
  { name: "delivery_attempts", field: "deliveryAttempts", type: "int", notNull: true },
  { name: "next_attempt_at", field: "nextAttemptAt", type: "text" },
  { name: "last_error", field: "lastError", type: "text" },
  { name: "delivered_at", field: "deliveredAt", type: "text" },
];

/** The columns a new lead fills (the delivery columns start at their defaults). */
export const INSERT_COLUMNS = LEAD_COLUMNS.filter(
  (column) =>
    !["deliveryStatus", "deliveryAttempts", "nextAttemptAt", "lastError", "deliveredAt"].includes(
      column.field,
    ),
);

function sqlType(column: Pick<Column, "type">, engine: Engine): string {
  if (column.type === "int") return "INTEGER";
  // SQLite has no boolean: 0/1 in an INTEGER, read back as false/true.
  if (column.type === "bool") return engine === "sqlite" ? "INTEGER" : "BOOLEAN";
  // Byte order in PostgreSQL too: ISO times compare as text, and a locale's collation
  // (which may skip punctuation) must not decide what "since" means.
  return engine === "postgres" ? 'TEXT COLLATE "C"' : "TEXT";
}

/** The unique constraint of version 2: one lead per idempotency key within its scope. */
const SCOPED_KEY = "leads_scoped_idempotency_key";

/** The columns of `leads` as of a migration, in order. */
const columnsAt = (version: number) =>
  LEAD_COLUMNS.filter((column) => (column.since ?? 1) <= version);

/**
 * The leads table as of a migration. Version 1: one lead per idempotency key. Version 2
 * (issue 28): one per key within its scope (the site's forms, or one partner). Version 3
 * adds a column with ALTER TABLE (leadMigrations), not through this.
 */
function createLeadsTable(engine: Engine, version: number, table = "leads"): string {
  const definitions = columnsAt(version).map((column) => {
    let definition = `${column.name} ${sqlType(column, engine)}`;
    if (column.notNull) definition += " NOT NULL";
    if (column.name === "id") definition += " PRIMARY KEY";
    if (column.name === "idempotency_key" && version === 1) definition += " UNIQUE";
    if (column.name === "idempotency_scope") definition += " DEFAULT 'site'";
    if (column.name === "delivery_status") definition += " DEFAULT 'pending'";
    if (column.name === "delivery_attempts") definition += " DEFAULT 0";
    return definition;
  });
  if (version >= 2) {
    definitions.push(`CONSTRAINT ${SCOPED_KEY} UNIQUE (idempotency_scope, idempotency_key)`);
  }
  return `CREATE TABLE ${table} (\n  ${definitions.join(",\n  ")}\n)`;
}

/** A version 1 lead's scope: its partner's, from the channel, or the site's. */
const SCOPE_OF_CHANNEL = "CASE WHEN channel LIKE 'partner:%' THEN channel ELSE 'site' END";

/** The lookups every version keeps (SQLite drops them with the table it rebuilds). */
const INDEXES = [
  // `npm run leads -- --since ...` reads by creation time.
  "CREATE INDEX leads_by_created_at ON leads (created_at, id)",
  // The outbox looks up pending leads that are due.
  "CREATE INDEX leads_due ON leads (delivery_status, next_attempt_at)",
];

/**
 * Version 2: idempotency keys scoped by partner. SQLite cannot drop the inline UNIQUE of
 * version 1, so it rebuilds the table (its documented way to change a constraint) and
 * the indexes; PostgreSQL adds the column and swaps the constraint in place. Existing
 * leads get the scope their channel implies.
 */
function scopeIdempotencyKeys(engine: Engine): string[] {
  if (engine === "sqlite") {
    const old = columnsAt(1).map((column) => column.name);
    return [
      createLeadsTable(engine, 2, "leads_v2"),
      `INSERT INTO leads_v2 (${old.join(", ")}, idempotency_scope)
        SELECT ${old.join(", ")}, ${SCOPE_OF_CHANNEL} FROM leads`,
      "DROP TABLE leads",
      "ALTER TABLE leads_v2 RENAME TO leads",
      ...INDEXES,
    ];
  }
  return [
    `ALTER TABLE leads ADD COLUMN idempotency_scope ${sqlType({ type: "text" }, engine)} NOT NULL DEFAULT 'site'`,
    "UPDATE leads SET idempotency_scope = channel WHERE channel LIKE 'partner:%'",
    // PostgreSQL's name for version 1's inline UNIQUE on idempotency_key.
    "ALTER TABLE leads DROP CONSTRAINT leads_idempotency_key_key",
    `ALTER TABLE leads ADD CONSTRAINT ${SCOPED_KEY} UNIQUE (idempotency_scope, idempotency_key)`,
  ];
}

export function leadMigrations(engine: Engine): readonly Migration[] {
  return [
    {
      version: 1,
      name: "leads with their outbox columns",
      statements: [createLeadsTable(engine, 1), ...INDEXES],
    },
    {
      version: 2,
      name: "idempotency keys scoped by partner",
      statements: scopeIdempotencyKeys(engine),
    },
    {
      // Issue 24 (feature flags): the SEM landing page's budget question. A column, not
      // trackingNotes: the CRM and the export read it as a field. Existing leads: null.
      version: 3,
      name: "the monthly budget of the SEM landing page's form",
      statements: [`ALTER TABLE leads ADD COLUMN budget ${sqlType({ type: "text" }, engine)}`],
    },
    {
      // Issue 25.3: one outbox however many instances. Who holds a lead's delivery and
      // until when (an ISO time, like next_attempt_at): a claim names its instance, so a
      // try that outlived its lease cannot record a failure over the next holder's claim.
      // The outbox's own bookkeeping, not a field of the lead (StoredLead leaves them out).
      version: 4,
      name: "the outbox's claims: who holds a delivery, until when",
      statements: CLAIM_COLUMNS.map(
        (column) => `ALTER TABLE leads ADD COLUMN ${column} ${sqlType({ type: "text" }, engine)}`,
      ),
    },
  ];
}

/** The claim columns of version 4 (read by the outbox's queries only, sqlLeadStore.ts). */
export const CLAIM_COLUMNS = ["claimed_by", "claimed_until"] as const;

/** The leads' own bookkeeping table, apart from the directory's `schema_migrations`. */
export const LEADS_MIGRATIONS_TABLE = "leads_schema_migrations";

/**
 * Applies the lead migrations a database has not seen yet (up to `upTo`: tests build an
 * older database with it), with the one runner (web/db/migrations.ts).
 */
export function migrateLeads(
  session: SqlSession,
  upTo = Number.POSITIVE_INFINITY,
): Promise<number[]> {
  return applyMigrations(session, {
    table: LEADS_MIGRATIONS_TABLE,
    migrations: leadMigrations(session.dialect.engine),
    upTo,
  });
}

/** A database row as a `StoredLead` (booleans and numbers as each engine returns them). */
export function leadFromRow(row: Record<string, unknown>): StoredLead {
  const lead: Record<string, unknown> = {};
  for (const column of LEAD_COLUMNS) {
    const value = row[column.name];
    if (column.type === "bool") {
      lead[column.field] = value === null || value === undefined ? null : Boolean(value);
    } else if (column.type === "int") {
      lead[column.field] = Number(value ?? 0);
    } else {
      lead[column.field] = value === undefined ? null : value;
    }
  }
  return lead as unknown as StoredLead;
}

/** A new lead's values in INSERT_COLUMNS order (SQLite's driver binds a boolean as 0/1). */
export function insertValues(lead: NewLead): SqlValue[] {
  const fields = lead as unknown as Record<string, unknown>;
  return INSERT_COLUMNS.map((column) => {
    const value = fields[column.field];
    if (value === undefined || value === null) return null;
    if (column.type === "bool") return Boolean(value);
    return value as string | number;
  });
}
