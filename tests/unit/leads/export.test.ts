import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { spawnSync } from "node:child_process";
import path from "node:path";
import {
  EXPORT_FIELDS,
  LeadsUsageError,
  csvCell,
  leadsToCsv,
  leadsToJson,
  parseLeadsCommand,
} from "@web/leads/export";
import type { StoredLead } from "@web/leads/store";
import { newLead, openTempLeadStore, type TempLeadStore } from "./leadFixture";

const stored = (overrides: Partial<StoredLead> = {}): StoredLead => ({
  ...newLead(),
  deliveryStatus: "pending",
  deliveryAttempts: 0,
  nextAttemptAt: null,
  lastError: null,
  deliveredAt: null,
  ...overrides,
});

describe("the command line", () => {
  const NOW = new Date("2026-11-20T08:00:00.000Z");

  it("reads --since, --until, --format, --status and --limit", () => {
    expect(
      parseLeadsCommand(
        [
          "--since",
          "2026-11-01",
          "--until=2026-11-02T12:00:00Z",
          "--format",
          "json",
          "--status",
          "dead",
          "--limit",
          "5",
        ],
        NOW,
      ),
    ).toEqual({
      since: "2026-11-01T00:00:00.000Z",
      until: "2026-11-02T12:00:00.000Z",
      format: "json",
      status: "dead",
      limit: 5,
    });
  });

  it("defaults to CSV of the last 24 hours", () => {
    expect(parseLeadsCommand([], NOW)).toEqual({
      since: "2026-11-19T08:00:00.000Z",
      until: null,
      format: "csv",
      status: null,
      limit: null,
    });
  });

  it.each([
    [["--since", "yesterday"]],
    [["--since"]],
    [["--format", "xml"]],
    [["--status", "lost"]],
    [["--limit", "0"]],
    [["--everything"]],
  ])("refuses %j with a usage error", (args) => {
    expect(() => parseLeadsCommand(args, NOW)).toThrow(LeadsUsageError);
  });
});

describe("CSV and JSON", () => {
  it("quotes cells with commas, quotes and line breaks, and defuses spreadsheet formulas", () => {
    expect(csvCell('Smith, "Jr"')).toBe('"Smith, ""Jr"""');
    expect(csvCell("line\nbreak")).toBe('"line\nbreak"');
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell("+15125550100")).toBe("'+15125550100");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell(null)).toBe("");
    expect(csvCell(true)).toBe("true");
    expect(csvCell(3)).toBe("3");
  });

  it("writes a header row and one row per lead, without the idempotency key", () => {
    const leads = [stored({ fullName: "Ada, Countess" }), stored()];
    const csv = leadsToCsv(leads);
    const lines = csv.trimEnd().split("\r\n");
    expect(lines[0]).toBe(EXPORT_FIELDS.join(","));
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain('"Ada, Countess"');
    expect(csv).not.toContain(leads[0]!.idempotencyKey);
    const json = JSON.parse(leadsToJson(leads)) as Record<string, unknown>[];
    expect(json).toHaveLength(2);
    expect(Object.keys(json[0]!)).toEqual([...EXPORT_FIELDS]);
  });
});

describe("npm run leads (the real command over a SQLite file)", () => {
  let leads: TempLeadStore;
  const root = path.resolve(__dirname, "../../..");
  const run = (...args: string[]) =>
    spawnSync(
      path.join(root, "node_modules/.bin/tsx"),
      ["--conditions=react-server", "web/leads/cli.ts", ...args],
      {
        cwd: root,
        encoding: "utf8",
        env: { ...process.env, LEADS_DB_PATH: leads.file, DATABASE_URL: "" },
      },
    );

  beforeAll(async () => {
    leads = await openTempLeadStore();
    await leads.store.saveLead(
      newLead({ createdAt: "2026-10-31T23:59:59.000Z", fullName: "Before" }),
    );
    await leads.store.saveLead(
      newLead({ createdAt: "2026-11-01T00:00:00.000Z", fullName: "First" }),
    );
    await leads.store.saveLead(
      newLead({ createdAt: "2026-11-05T10:00:00.000Z", fullName: "Second" }),
    );
  });
  afterAll(() => leads.close());

  it("prints the leads since a date as CSV", () => {
    const result = run("--since", "2026-11-01");
    expect(result.status).toBe(0);
    const lines = result.stdout.trimEnd().split("\r\n");
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(",First,");
    expect(lines[2]).toContain(",Second,");
    expect(result.stderr).toContain("2 lead(s) since 2026-11-01T00:00:00.000Z (sqlite)");
  }, 30_000);

  it("prints JSON with --format json, and explains a mistake with exit code 2", () => {
    const json = run("--since", "2026-11-02", "--format", "json");
    expect(json.status).toBe(0);
    expect((JSON.parse(json.stdout) as { fullName: string }[]).map((l) => l.fullName)).toEqual([
      "Second",
    ]);
    const wrong = run("--since", "last week");
    expect(wrong.status).toBe(2);
    expect(wrong.stderr).toContain("Usage: npm run leads");
  }, 30_000);
});
