/**
 * One app instance's lead outbox, in a process of its own, for the outbox contract test
 * (tests/contract/leadOutbox.test.ts): web/leads/outbox.ts over the PostgreSQL leads
 * table, with the test's short lease and poll (TEST_OUTBOX_OPTIONS, JSON).
 *
 * Out: `{"ready":true,"claimant":"..."}` once polling. Closing its input stops it.
 */
import { openPostgresLeadStore } from "@web/leads/open";
import { LeadOutbox, type OutboxOptions } from "@web/leads/outbox";

interface WorkerOptions extends OutboxOptions {
  connectionString: string;
  schema: string;
}

async function main() {
  const { connectionString, schema, ...options } = JSON.parse(
    process.env.TEST_OUTBOX_OPTIONS ?? "{}",
  ) as WorkerOptions;
  const store = await openPostgresLeadStore({ connectionString, schema, max: 4 });
  const outbox = new LeadOutbox(store, options);
  outbox.start();
  process.stdout.write(`${JSON.stringify({ ready: true, claimant: outbox.claimant })}\n`);
  process.stdin.resume();
  process.stdin.on("end", async () => {
    await outbox.stop();
    await store.close();
    process.exit(0);
  });
}

void main();
