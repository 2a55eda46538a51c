/**
 * `npm run leads -- --since 2026-11-01 [--format csv|json]`: the stored leads for the
 * team that calls families back, from the configured store (SQLite data/leads.sqlite or
 * LEADS_DB_PATH; PostgreSQL with DATABASE_URL).
 */
import { openLeadStore } from "./index";
import {
  LEADS_USAGE,
  LeadsUsageError,
  leadsToCsv,
  leadsToJson,
  parseLeadsCommand,
  type LeadsCommand,
} from "./export";

async function main(args: string[]): Promise<number> {
  if (args.includes("--help") || args.includes("-h")) {
    process.stdout.write(`${LEADS_USAGE}\n`);
    return 0;
  }
  let command: LeadsCommand;
  try {
    command = parseLeadsCommand(args);
  } catch (error) {
    if (!(error instanceof LeadsUsageError)) throw error;
    process.stderr.write(`${error.message}\n\n${LEADS_USAGE}\n`);
    return 2;
  }
  const store = await openLeadStore();
  try {
    const leads = (
      await store.listLeads({
        since: command.since,
        until: command.until ?? undefined,
        limit: command.status === null ? (command.limit ?? undefined) : undefined,
      })
    )
      .filter((lead) => command.status === null || lead.deliveryStatus === command.status)
      .slice(0, command.limit ?? undefined);
    process.stdout.write(command.format === "json" ? leadsToJson(leads) : leadsToCsv(leads));
    process.stderr.write(`${leads.length} lead(s) since ${command.since} (${store.engine})\n`);
    return 0;
  } finally {
    await store.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`leads: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  },
);
