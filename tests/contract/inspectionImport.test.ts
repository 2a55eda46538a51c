/**
 * The inspection importer (issue 27) over fixtures in the published layout of Medicare's
 * nursing-home files (tests/fixtures/cms/: the Provider Data Catalog's "Provider
 * Information" and "Health Deficiencies" columns), on both engines: SQLite always,
 * PostgreSQL when TEST_DATABASE_URL is set. A good month, the same month again, unmatched
 * rows, malformed rows, a file of the wrong kind, an older month, and a failure while
 * writing that must leave nothing half-written.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { Pool } from "pg";
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { dropPostgresSchema, quoteIdentifier } from "@web/db/postgres";
import { SqliteDriver } from "@web/db/sqlite";
import { CmsFileError } from "@web/directory/import/cmsFiles";
import { importCmsInspections } from "@web/directory/import/inspections";
import { openPostgresStore } from "@web/directory/postgres/postgresStore";
import { ensureSqliteDirectory } from "@web/directory/sqlite/sqliteStore";
import { sqlDirectoryStore } from "@web/directory/sqlStore";
import type { DirectoryStore } from "@web/directory/store";

const SEED = { scale: 400, seed: "inspection-import" };
const FIXTURES = path.join(__dirname, "..", "fixtures", "cms");
const GOOD = {
  providerInfo: path.join(FIXTURES, "NH_ProviderInfo_Nov2026.csv"),
  healthDeficiencies: path.join(FIXTURES, "NH_HealthCitations_Nov2026.csv"),
};
const MALFORMED = {
  providerInfo: path.join(FIXTURES, "NH_ProviderInfo_Malformed.csv"),
  healthDeficiencies: path.join(FIXTURES, "NH_HealthCitations_Malformed.csv"),
};
const NOW = () => new Date("2026-11-20T08:00:00Z");
const ROOT = path.join(__dirname, "..", "..");

interface Engine {
  name: string;
  open: () => Promise<{
    store: DirectoryStore;
    /** Rows of a statement, straight from the database. */
    rows: (text: string) => Promise<unknown[]>;
    /** A statement straight on the database (the test's own trigger). */
    exec: (text: string) => Promise<void>;
    close: () => Promise<void>;
  }>;
}

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "inspection-import-"));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

const engines: Engine[] = [
  {
    name: "sqlite",
    open: async () => {
      const file = path.join(scratch, `directory-${Date.now()}.sqlite`);
      await ensureSqliteDirectory(file, SEED);
      const db = new DatabaseSync(file);
      const driver = new SqliteDriver(db);
      return {
        store: sqlDirectoryStore(driver, { now: NOW }),
        rows: async (text) => db.prepare(text).all(),
        exec: async (text) => db.exec(text),
        close: () => driver.close(),
      };
    },
  },
];
const pgUrl = process.env.TEST_DATABASE_URL;
if (pgUrl) {
  const schema = `inspection_import_${process.pid}`;
  engines.push({
    name: "postgres",
    open: async () => {
      await dropPostgresSchema(pgUrl, schema);
      const { store } = await openPostgresStore(
        { connectionString: pgUrl, schema, max: 2, now: NOW },
        { options: SEED },
      );
      const pool = new Pool({
        connectionString: pgUrl,
        max: 1,
        options: `-c search_path=${quoteIdentifier(schema)}`,
      });
      return {
        store,
        rows: async (text) => (await pool.query(text)).rows,
        exec: async (text) => void (await pool.query(text)),
        close: async () => {
          await pool.end();
          await store.close();
        },
      };
    },
  });
  afterAll(() => dropPostgresSchema(pgUrl, schema));
} else {
  console.warn("[inspection import] TEST_DATABASE_URL is not set: the PostgreSQL run is left out.");
}

/** Everything the import may touch, to compare before and after. */
const SNAPSHOT = [
  "SELECT * FROM provider_inspections ORDER BY pid",
  "SELECT * FROM inspection_citations ORDER BY cid",
  "SELECT * FROM directory_meta ORDER BY key",
];

/** A real failure inside the import's transaction: the database refuses citations of F0600. */
const REFUSE_F0600 = {
  sqlite: `CREATE TRIGGER refuse_f0600 BEFORE INSERT ON inspection_citations WHEN NEW.tag = 'F0600'
           BEGIN SELECT RAISE(ABORT, 'disk full'); END`,
  postgres: `CREATE FUNCTION refuse_f0600() RETURNS trigger AS $$
             BEGIN IF NEW.tag = 'F0600' THEN RAISE EXCEPTION 'disk full'; END IF; RETURN NEW; END
             $$ LANGUAGE plpgsql;
             CREATE TRIGGER refuse_f0600 BEFORE INSERT ON inspection_citations
             FOR EACH ROW EXECUTE FUNCTION refuse_f0600()`,
};
const ALLOW_F0600 = {
  sqlite: "DROP TRIGGER refuse_f0600",
  postgres: "DROP TRIGGER refuse_f0600 ON inspection_citations",
};

/** A copy of a fixture with its Processing Date changed (the same layout, another month). */
function ofMonth(file: string, date: string): string {
  const copy = path.join(scratch, `${date}-${path.basename(file)}`);
  fs.writeFileSync(copy, fs.readFileSync(file, "utf8").replaceAll("2026-11-01", date));
  return copy;
}

describe.each(engines)("importing Medicare's inspection files on $name", ({ open }) => {
  let opened: Awaited<ReturnType<Engine["open"]>>;
  let store: DirectoryStore;
  const idOf = async (ccn: string) => (await store.providersByCcn()).get(ccn)!.providerId;
  const snapshot = () => Promise.all(SNAPSHOT.map((text) => opened.rows(text)));

  beforeAll(async () => {
    opened = await open();
    store = opened.store;
  }, 180_000);
  afterAll(() => opened?.close());

  it("refuses a file of the wrong kind and writes nothing", async () => {
    const before = await snapshot();
    const swapped = {
      providerInfo: GOOD.healthDeficiencies,
      healthDeficiencies: GOOD.providerInfo,
    };
    const attempt = importCmsInspections(store, swapped, { now: NOW });
    await expect(attempt).rejects.toThrow(CmsFileError);
    await expect(attempt).rejects.toThrow(
      /is not a CMS nursing-home "Provider Information" file: it lacks the columns "Overall Rating".*\(it looks like a "Health Deficiencies" file\)/,
    );
    expect(await snapshot()).toEqual(before);
  });

  it("imports a month: ratings and citations by CCN, unmatched rows reported, the month recorded", async () => {
    const progress: string[] = [];
    const summary = await importCmsInspections(store, GOOD, {
      now: NOW,
      onProgress: ({ stage, done, total }) => progress.push(`${stage} ${done}/${total}`),
    });
    expect(summary).toMatchObject({
      source: "Medicare Care Compare",
      asOf: "2026-11",
      providerInfo: { rows: 6, bad: 0, matched: 5, unmatched: 1 },
      healthDeficiencies: { rows: 13, bad: 0, matched: 11, unmatched: 1, withoutProviderInfo: 1 },
      counts: { written: 5, unchanged: 0, newerKept: 0 },
      badRows: [],
      unmatched: [{ line: 7, ccn: "015999", name: "PINE HILL NURSING HOME", state: "AL" }],
    });
    expect(progress).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^provider-info (\d+)\/\1$/),
        expect.stringMatching(/^health-deficiencies (\d+)\/\1$/),
        "writing 5/5",
      ]),
    );

    const austin = await store.inspectionsOf(await idOf("455000"));
    expect(austin).toMatchObject({
      source: "Medicare Care Compare",
      sourceKind: "cms",
      asOf: "2026-11",
      ccn: "455000",
      recordUrl: "https://www.medicare.gov/care-compare/details/nursing-home/455000",
      ratings: { overall: 2, healthInspection: 1, qualityMeasures: 3, staffing: 4 },
    });
    expect(austin!.citations.map((c) => `${c.surveyDate} ${c.tag} ${c.scopeSeverity}`)).toEqual([
      "2026-03-12 F0689 G",
      "2026-03-12 F0812 E",
      "2026-03-12 F0880 D",
      "2025-02-20 F0656 D",
      "2024-01-18 F0761 B",
    ]);
    expect(austin!.citations[0]).toEqual({
      surveyDate: "2026-03-12",
      standard: false,
      complaint: true,
      cycle: 1,
      tag: "F0689",
      category: "Quality of Life and Care Deficiencies",
      description:
        "Ensure that a nursing home area is free from accident hazards and provides adequate supervision to prevent accidents.",
      scopeSeverity: "G",
      severity: "actual-harm",
      stateClass: null,
      corrected: true,
      correctedOn: "2026-04-20",
      correctionStatus: "Deficient, Provider has date of correction",
    });
    expect(austin!.citations[4]).toMatchObject({
      correctionStatus: "Past Non-Compliance",
      corrected: true,
      cycle: 3,
    });

    // Too new to rate: no stars; a correction only planned is not a correction date.
    const unrated = await store.inspectionsOf(await idOf("455002"));
    expect(unrated!.ratings).toEqual({
      overall: null,
      healthInspection: null,
      staffing: null,
      qualityMeasures: null,
    });
    expect(unrated!.citations).toEqual([
      expect.objectContaining({
        corrected: false,
        correctedOn: null,
        correctionStatus: "Deficient, Provider has plan of correction",
      }),
    ]);
    // A clean record is a record: stars and no citations.
    expect((await store.inspectionsOf(await idOf("455001")))!.citations).toEqual([]);
    // Immediate jeopardy, worst first within the inspection.
    const seattle = await store.inspectionsOf(await idOf("505000"));
    expect(seattle!.citations.map((c) => c.scopeSeverity)).toEqual(["K", "J", "G", "F"]);
    expect(seattle!.citations.slice(0, 2).map((c) => c.severity)).toEqual([
      "immediate-jeopardy",
      "immediate-jeopardy",
    ]);
    // A quoted description with commas and quotes reads as written.
    expect((await store.inspectionsOf(await idOf("065000")))!.citations[0]!.description).toBe(
      'Provide and implement an infection prevention and control program, including "hand hygiene" at every meal, and keep records.',
    );

    const meta = (await opened.rows(
      "SELECT value FROM directory_meta WHERE key = 'inspections:cms'",
    )) as { value: string }[];
    expect(JSON.parse(meta[0]!.value)).toMatchObject({
      asOf: "2026-11",
      importedAt: "2026-11-20T08:00:00.000Z",
      written: 5,
      files: {
        providerInfo: "NH_ProviderInfo_Nov2026.csv",
        healthDeficiencies: "NH_HealthCitations_Nov2026.csv",
      },
    });
  });

  it("changes nothing when the same month is imported again", async () => {
    const before = await snapshot();
    const later = () => new Date("2026-11-21T08:00:00Z");
    const summary = await importCmsInspections(store, GOOD, { now: later });
    expect(summary.counts).toEqual({ written: 0, unchanged: 5, newerKept: 0 });
    const [inspections, citations, meta] = await snapshot();
    expect([inspections, citations]).toEqual(before.slice(0, 2));
    // Only the import's own note says it ran again.
    expect(meta).not.toEqual(before[2]);
  });

  it("keeps a later month's record when an older month comes in", async () => {
    const before = await snapshot();
    const older = {
      providerInfo: ofMonth(GOOD.providerInfo, "2026-10-01"),
      healthDeficiencies: ofMonth(GOOD.healthDeficiencies, "2026-10-01"),
    };
    const summary = await importCmsInspections(store, older, { now: NOW });
    expect(summary.asOf).toBe("2026-10");
    expect(summary.counts).toEqual({ written: 0, unchanged: 0, newerKept: 5 });
    expect((await snapshot()).slice(0, 2)).toEqual(before.slice(0, 2));
  });

  it("refuses files of two different months and writes nothing", async () => {
    const before = await snapshot();
    const mixed = {
      providerInfo: ofMonth(GOOD.providerInfo, "2026-12-01"),
      healthDeficiencies: GOOD.healthDeficiencies,
    };
    await expect(importCmsInspections(store, mixed, { now: NOW })).rejects.toThrow(
      /the files are of different months: .* is of 2026-12, NH_HealthCitations_Nov2026\.csv of 2026-11/,
    );
    expect(await snapshot()).toEqual(before);
  });

  it("skips malformed rows, naming each one's line, and imports the rest", async () => {
    const summary = await importCmsInspections(
      store,
      {
        providerInfo: ofMonth(MALFORMED.providerInfo, "2026-12-01"),
        healthDeficiencies: ofMonth(MALFORMED.healthDeficiencies, "2026-12-01"),
      },
      { now: NOW },
    );
    expect(summary.badRows).toEqual([
      { file: "provider-info", line: 3, error: 'Overall Rating "7" is not a rating from 1 to 5' },
      {
        file: "provider-info",
        line: 4,
        error: 'CMS Certification Number (CCN) "ABC" is not a CCN',
      },
      {
        file: "provider-info",
        line: 5,
        error: "Processing Date 2026-10-01 is not of the file's month 2026-12",
      },
      { file: "provider-info", line: 6, error: "CCN 455000 is already on line 2" },
      {
        file: "health-deficiencies",
        line: 3,
        error: 'Scope Severity Code "Z" is not a letter from A to L',
      },
      { file: "health-deficiencies", line: 4, error: 'Survey Date "13/45/2026" is not a date' },
      { file: "health-deficiencies", line: 5, error: 'Inspection Cycle "7" is not 1, 2 or 3' },
      { file: "health-deficiencies", line: 6, error: "has 5 fields, the header has 23" },
      { file: "health-deficiencies", line: 7, error: "a quoted field is never closed" },
    ]);
    expect(summary.providerInfo).toEqual({ rows: 5, bad: 4, matched: 1, unmatched: 0 });
    expect(summary.healthDeficiencies).toMatchObject({ rows: 6, bad: 5, matched: 1 });
    expect(summary.counts.written).toBe(1);
    const austin = await store.inspectionsOf(await idOf("455000"));
    expect(austin!.asOf).toBe("2026-12");
    expect(austin!.citations.map((c) => `${c.tag} ${c.scopeSeverity}`)).toEqual(["F0689 G"]);
  });

  it("writes nothing when the database fails halfway through the import", async () => {
    const before = await snapshot();
    // The Seattle home's F0600 citation fails after the Austin and Denver homes (written
    // first, in CCN order) are in: the whole import must roll back.
    await opened.exec(REFUSE_F0600[store.engine]);
    const january = {
      providerInfo: ofMonth(GOOD.providerInfo, "2027-01-01"),
      healthDeficiencies: ofMonth(GOOD.healthDeficiencies, "2027-01-01"),
    };
    await expect(importCmsInspections(store, january, { now: NOW })).rejects.toThrow(/disk full/);
    expect(await snapshot()).toEqual(before);
    await opened.exec(ALLOW_F0600[store.engine]);
    expect((await importCmsInspections(store, january, { now: NOW })).counts.written).toBe(5);
  });
});

describe("npm run import:inspections", () => {
  const file = path.join(scratch, "cli.sqlite");
  beforeAll(() => ensureSqliteDirectory(file, SEED), 120_000);

  function run(...args: string[]) {
    const env: NodeJS.ProcessEnv = { ...process.env, DIRECTORY_DB_PATH: file };
    delete env.DATABASE_URL;
    return spawnSync(
      path.join(ROOT, "node_modules", ".bin", "tsx"),
      ["web/directory/import/cli.ts", ...args],
      {
        cwd: ROOT,
        env,
        encoding: "utf8",
      },
    );
  }

  it("shows progress and a summary, and lists what it could not match", () => {
    const result = run(
      "--provider-info",
      GOOD.providerInfo,
      "--citations",
      GOOD.healthDeficiencies,
    );
    expect(result.status).toBe(0);
    expect(result.stderr).toContain("Provider Information: 100% (6 rows)");
    expect(result.stderr).toContain("Health Deficiencies: 100% (13 rows)");
    expect(result.stderr).toContain("writing: 100% (5 providers)");
    expect(result.stdout).toContain("Imported Medicare Care Compare, data month 2026-11 (sqlite)");
    expect(result.stdout).toContain("5 written, 0 unchanged");
    expect(result.stdout).toContain("line 7: 015999 PINE HILL NURSING HOME (AL)");
    const again = run("--provider-info", GOOD.providerInfo, "--citations", GOOD.healthDeficiencies);
    expect(again.stdout).toContain("0 written, 5 unchanged");
  });

  it("says nothing was written for a file of the wrong kind, and asks for both files", () => {
    const wrong = run(
      "--provider-info",
      GOOD.healthDeficiencies,
      "--citations",
      GOOD.healthDeficiencies,
    );
    expect(wrong.status).toBe(1);
    expect(wrong.stderr).toMatch(
      /is not a CMS nursing-home "Provider Information" file.*nothing was written/,
    );
    const usage = run("--provider-info", GOOD.providerInfo);
    expect(usage.status).toBe(2);
    expect(usage.stderr).toContain("--citations FILE is required");
  });
});
