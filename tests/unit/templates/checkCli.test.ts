import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { runCliInProcess } from "@web/scripts/cliRun";
import { main, USAGE } from "@web/scripts/templateCheck";

const ROOT = path.resolve(__dirname, "../../..");
const TSX = path.join(ROOT, "node_modules", ".bin", "tsx");
const DIR = mkdtempSync(path.join(tmpdir(), "template-check-"));
// A small directory of its own, seeded by the first run.
const ENV = {
  DIRECTORY_DB_PATH: path.join(DIR, "directory.sqlite"),
  DIRECTORY_SEED_SCALE: "400",
  DIRECTORY_SEED: "template-check-cli",
  DATABASE_URL: "",
};

/** The command's run in this process (its `main`, as `npm run template:check` calls it). */
const run = (args: string[]) => runCliInProcess(main, USAGE, args);

/** The command itself, as a shell runs it: the entry point, its output and exit code. */
function spawnCommand(args: string[]) {
  const result = spawnSync(
    TSX,
    ["--conditions=react-server", path.join(ROOT, "web", "scripts", "templateCheck.ts"), ...args],
    { cwd: ROOT, encoding: "utf8", timeout: 120_000, env: { ...process.env, ...ENV } },
  );
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

function templateFile(source: string): string {
  const file = path.join(DIR, `t${Math.random().toString(36).slice(2)}.hbs`);
  writeFileSync(file, source);
  return file;
}

// The in-process runs read the same settings (web/lib/config.ts reads them per call).
const saved = process.env;
beforeAll(() => {
  process.env = { ...saved, ...ENV };
});
afterAll(() => {
  process.env = saved;
});

describe("npm run template:check", () => {
  it("runs as a command: seeds its directory, prints the report, exits 0", async () => {
    const { status, stdout } = spawnCommand([
      "--template",
      templateFile("Care in {{city}}."),
      "--care-type",
      "assisted-living",
    ]);
    expect(stdout).toMatch(/^Template .*: [\d,]+ cities × 1 care type \(assisted-living\)/m);
    expect(stdout).toMatch(/OK: no problems\n$/);
    expect(status).toBe(0);
  }, 180_000);

  it("exits 2 as a command when misused, with the usage line", async () => {
    const { status, stderr } = spawnCommand(["--bogus"]);
    expect(status).toBe(2);
    expect(stderr).toMatch(/Unknown option/);
    expect(stderr).toMatch(/usage: npm run template:check/);
  }, 120_000);

  it("exits 1 and names exactly the cities of a bad branch, with --json", async () => {
    const file = templateFile(
      "Care in {{city}}.{{#unless averageCostCents}} Costs {{currency averageCostCents}}.{{/unless}}",
    );
    const { status, stdout } = await run([
      "--template",
      file,
      "--care-type",
      "assisted-living",
      "--json",
    ]);
    expect(status).toBe(1);
    const report = JSON.parse(stdout);
    const skipped = report.conditionals[0];
    const missing = report.problems.find((p: { kind: string }) => p.kind === "missing-value");
    expect(report.places).toBe(report.cities);
    expect(missing).toMatchObject({ line: 1, column: 64, count: report.cities - skipped.skipped });
    expect(missing.count).toBeGreaterThan(0);
    // The cities with the missing value are exactly those where the {{#unless}} showed.
    for (const place of missing.places) expect(skipped.skippedIn).not.toContain(place);
  }, 120_000);

  it("exits 0 for a clean template and prints the length range and conditionals", async () => {
    const file = templateFile(
      'Care in {{city}}, {{stateName}}.{{#if providerCount}} Compare {{providerCount}} {{pluralize providerCount "place"}}.{{/if}}',
    );
    const { status, stdout } = await run(["--template", file]);
    expect(status).toBe(0);
    expect(stdout).toMatch(/× 6 care types/);
    expect(stdout).toMatch(/Output length: \d+ to \d+ characters/);
    expect(stdout).toMatch(/\{\{#if\}\} at line 1, column 33: shown in [\d,]+, skipped in/);
    expect(stdout).toMatch(/OK: no problems\n$/);
  }, 120_000);

  it("reads a template document from the content source, its draft by default", async () => {
    const draft = await run(["--document", "geoCopyTemplate.assisted-living"]);
    expect(draft.status).toBe(1);
    expect(draft.stdout).toMatch(/"gt" needs a number as value 1, but city is text/);
    const published = await run(["--document", "geoCopyTemplate.assisted-living", "--published"]);
    expect(published.stdout).toMatch(/^Template geoCopyTemplate\.assisted-living/);
    expect(published.status).toBe(0);
  }, 120_000);

  it.each([
    [[], /--template or --document is required/],
    [["--template", "/nonexistent.hbs"], /cannot read the template file/],
    [["--document", "no-such-template"], /no geo copy template document no-such-template/],
    [["--template", __filename, "--care-type", "moon-base"], /unknown geo care type: moon-base/],
    [["--bogus"], /Unknown option/],
  ])(
    "exits 2 when misused: %j",
    async (args, message) => {
      const { status, stderr } = await run(args as string[]);
      expect(status).toBe(2);
      expect(stderr).toMatch(message);
      expect(stderr).toMatch(/usage: npm run template:check/);
    },
    120_000,
  );
});
