/**
 * Leads (server-side only): one store per process, SQLite by default
 * (`data/leads.sqlite`, or LEADS_DB_PATH), PostgreSQL when DATABASE_URL is set
 * (schema DATABASE_SCHEMA), created and migrated on first use.
 */
import "server-only";
import { ResourceSlot } from "@web/db/resourceSlot";
import { processSingleton } from "@web/lib/processSingleton";
import { FaultInjectingLeadStore, faultEmailDomain } from "./faultInjection";
import { LeadOutbox, outboxOptionsFromEnv } from "./outbox";
import { defaultLeadsPath } from "./paths";
import type { LeadStore } from "./store";
import { config } from "@web/lib/config";

export type { LeadStore, NewLead, StoredLead } from "./store";

/**
 * ONE lead store and ONE outbox per process, whichever bundle asks (web/db/resourceSlot.ts):
 * a stored lead's kick reaches the running outbox.
 */
const state = processSingleton("leads", () => ({
  store: new ResourceSlot<LeadStore>(),
  outbox: new ResourceSlot<LeadOutbox | null>(),
}));

/** Opens the configured engine (no caching; scripts that want their own store call this). */
export async function openLeadStore(): Promise<LeadStore> {
  const databaseUrl = config.databaseUrl();
  let store: LeadStore;
  if (databaseUrl) {
    const { openPostgresLeadStore } = await import("./open");
    store = await openPostgresLeadStore({
      connectionString: databaseUrl,
      schema: config.databaseSchema(),
    });
  } else {
    const { openSqliteLeadStore } = await import("./open");
    store = await openSqliteLeadStore({ file: defaultLeadsPath() });
  }
  const failing = faultEmailDomain();
  return failing ? new FaultInjectingLeadStore(store, failing) : store;
}

/** The process-wide lead store; a failed open is retried on the next call. */
export function getLeadStore(): Promise<LeadStore> {
  return state.store.get(openLeadStore);
}

/**
 * Starts the process-wide delivery outbox once, when LEAD_WEBHOOK_URL (and its secret)
 * are set: it delivers what earlier processes left due, then polls. Null without a webhook.
 */
export function startLeadOutbox(): Promise<LeadOutbox | null> {
  return state.outbox.get(async () => {
    const options = outboxOptionsFromEnv();
    if (!options) return null;
    const outbox = new LeadOutbox(await getLeadStore(), options);
    outbox.start();
    return outbox;
  });
}

/** Tells a running outbox that a lead was stored, so it is sent now rather than at the next poll. */
export function kickLeadOutbox(): void {
  void state.outbox
    .peek()
    ?.then((outbox) => outbox?.kick())
    .catch(() => undefined);
}

/** Stops the outbox and closes the process-wide store (scripts and tests). */
export async function closeLeadStore(): Promise<void> {
  const outbox = await state.outbox.take()?.catch(() => null);
  await outbox?.stop();
  const store = await state.store.take()?.catch(() => null);
  await store?.close();
}
