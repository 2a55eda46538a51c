/**
 * Leads (server-side only): one store per process, SQLite by default
 * (`data/leads.sqlite`, or LEADS_DB_PATH), PostgreSQL when DATABASE_URL is set
 * (schema DATABASE_SCHEMA), created and migrated on first use.
 */
import "server-only";
import { FaultInjectingLeadStore, faultEmailDomain } from "./faultInjection";
import { LeadOutbox, outboxOptionsFromEnv } from "./outbox";
import { defaultLeadsPath } from "./paths";
import type { LeadStore } from "./store";
import { config } from "@web/lib/config";

export type { LeadStore, NewLead, StoredLead } from "./store";

/**
 * Next bundles the instrumentation hook, the API routes and the pages separately, each
 * with its own copy of this module; the state lives on `globalThis` so the process has
 * ONE lead store and ONE outbox (and a stored lead's kick reaches the running outbox).
 */
interface LeadsState {
  storePromise: Promise<LeadStore> | null;
  outboxPromise: Promise<LeadOutbox | null> | null;
}
const STATE_KEY = Symbol.for("senior-care-directory.leads");
const state: LeadsState = ((globalThis as Record<symbol, unknown>)[STATE_KEY] ??= {
  storePromise: null,
  outboxPromise: null,
}) as LeadsState;

/** Opens the configured engine (no caching; scripts that want their own store call this). */
export async function openLeadStore(): Promise<LeadStore> {
  const databaseUrl = config.databaseUrl();
  let store: LeadStore;
  if (databaseUrl) {
    const { openPostgresLeadStore } = await import("./postgres");
    store = await openPostgresLeadStore({
      connectionString: databaseUrl,
      schema: config.databaseSchema(),
    });
  } else {
    const { openSqliteLeadStore } = await import("./sqlite");
    store = await openSqliteLeadStore({ file: defaultLeadsPath() });
  }
  const failing = faultEmailDomain();
  return failing ? new FaultInjectingLeadStore(store, failing) : store;
}

/** The process-wide lead store; a failed open is retried on the next call. */
export function getLeadStore(): Promise<LeadStore> {
  state.storePromise ??= openLeadStore();
  state.storePromise.catch(() => {
    state.storePromise = null;
  });
  return state.storePromise;
}

/**
 * Starts the process-wide delivery outbox once, when LEAD_WEBHOOK_URL (and its secret)
 * are set: it delivers what earlier processes left due, then polls. Null without a webhook.
 */
export function startLeadOutbox(): Promise<LeadOutbox | null> {
  state.outboxPromise ??= (async () => {
    const options = outboxOptionsFromEnv();
    if (!options) return null;
    const outbox = new LeadOutbox(await getLeadStore(), options);
    outbox.start();
    return outbox;
  })();
  state.outboxPromise.catch(() => {
    state.outboxPromise = null;
  });
  return state.outboxPromise;
}

/** Tells a running outbox that a lead was stored, so it is sent now rather than at the next poll. */
export function kickLeadOutbox(): void {
  void state.outboxPromise?.then((outbox) => outbox?.kick()).catch(() => undefined);
}

/** Stops the outbox and closes the process-wide store (scripts and tests). */
export async function closeLeadStore(): Promise<void> {
  const outbox = await state.outboxPromise?.catch(() => null);
  state.outboxPromise = null;
  await outbox?.stop();
  const pending = state.storePromise;
  state.storePromise = null;
  const store = await pending?.catch(() => null);
  await store?.close();
}
