/**
 * Leads for the team that calls families back: the command line's options and the
 * CSV and JSON it prints (`npm run leads -- --since 2026-11-01 --format csv`).
 */
import { DELIVERY_STATUSES, type DeliveryStatus, type StoredLead } from "./store";

export interface LeadsCommand {
  since: string;
  until: string | null;
  format: "csv" | "json";
  status: DeliveryStatus | null;
  limit: number | null;
}

export const LEADS_USAGE = `Usage: npm run leads -- [--since <date or ISO time>] [--until <date or ISO time>]
                        [--format csv|json] [--status pending|delivered|dead] [--limit N]

Lists stored leads, oldest first. --since defaults to 24 hours ago; a date alone
means midnight UTC. Output goes to stdout (CSV by default).`;

export class LeadsUsageError extends Error {}

function time(value: string, option: string): string {
  const parsed = new Date(value);
  if (!/^\d{4}-\d{2}-\d{2}/.test(value) || Number.isNaN(parsed.getTime())) {
    throw new LeadsUsageError(
      `${option} must be a date (2026-11-01) or an ISO time, not "${value}"`,
    );
  }
  return parsed.toISOString();
}

/** Reads the command line (`process.argv.slice(2)`); throws LeadsUsageError on a mistake. */
export function parseLeadsCommand(args: readonly string[], now = new Date()): LeadsCommand {
  const command: LeadsCommand = {
    since: new Date(now.getTime() - 24 * 60 * 60 * 1000).toISOString(),
    until: null,
    format: "csv",
    status: null,
    limit: null,
  };
  for (let i = 0; i < args.length; i += 1) {
    const option = args[i]!;
    const [name, inline] = option.includes("=") ? option.split(/=(.*)/s) : [option, undefined];
    const value = () => {
      const next = inline ?? args[++i];
      if (next === undefined) throw new LeadsUsageError(`${name} needs a value`);
      return next;
    };
    switch (name) {
      case "--since":
        command.since = time(value(), "--since");
        break;
      case "--until":
        command.until = time(value(), "--until");
        break;
      case "--format": {
        const format = value();
        if (format !== "csv" && format !== "json")
          throw new LeadsUsageError(`--format must be csv or json, not "${format}"`);
        command.format = format;
        break;
      }
      case "--status": {
        const status = value();
        if (!(DELIVERY_STATUSES as readonly string[]).includes(status))
          throw new LeadsUsageError(`--status must be one of ${DELIVERY_STATUSES.join(", ")}`);
        command.status = status as DeliveryStatus;
        break;
      }
      case "--limit": {
        const limit = Number(value());
        if (!Number.isSafeInteger(limit) || limit < 1)
          throw new LeadsUsageError("--limit must be a whole number of 1 or more");
        command.limit = limit;
        break;
      }
      default:
        throw new LeadsUsageError(`unknown option ${option}`);
    }
  }
  return command;
}

/** The columns of the export, in order (the idempotency key is the store's own). */
export const EXPORT_FIELDS = [
  "id",
  "createdAt",
  "site",
  "channel",
  "inquiryType",
  "fullName",
  "phoneNumber",
  "email",
  "whoAreYouLookingFor",
  "payingWithMedicaid",
  "tourTime",
  "typeOfCare",
  "budget",
  "careLocation",
  "providerId",
  "source",
  "formId",
  "anonId",
  "trackingNotes",
  "submissionId",
  "consentText",
  "consentAt",
  "landingPageUrl",
  "utmSource",
  "utmCampaign",
  "utmContent",
  "utmMedium",
  "utmTerm",
  "gclid",
  "msclkid",
  "userAgent",
  "clientIp",
  "featureOverride",
  "deliveryStatus",
  "deliveryAttempts",
  "nextAttemptAt",
  "lastError",
  "deliveredAt",
] as const satisfies readonly (keyof StoredLead)[];

/**
 * One CSV cell (RFC 4180). Text a spreadsheet would run as a formula (=, +, -, @, tab,
 * carriage return first) gets a leading apostrophe: leads are typed by strangers.
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function leadsToCsv(leads: readonly StoredLead[]): string {
  const lines = [EXPORT_FIELDS.join(",")];
  for (const lead of leads)
    lines.push(EXPORT_FIELDS.map((field) => csvCell(lead[field])).join(","));
  return `${lines.join("\r\n")}\r\n`;
}

export function leadsToJson(leads: readonly StoredLead[]): string {
  const rows = leads.map((lead) =>
    Object.fromEntries(EXPORT_FIELDS.map((field) => [field, lead[field]])),
  );
  return `${JSON.stringify(rows, null, 2)}\n`;
}
