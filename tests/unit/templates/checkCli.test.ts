import { beforeAll, describe, expect, it } from "@jest/globals";
import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const ROOT = path.resolve(__dirname, "../../..");
const TSX = path.join(ROOT, "node_modules", ".bin", "tsx");
const DIR = mkdtempSync(path.join(tmpdir(), "template-check-"));
// A small directory of its own, seeded by the first run.
const ENV = {
  ...process.env,
  DIRECTORY_DB_PATH: path.join(DIR, "directory.sqlite"),
  DIRECTORY_SEED_SCALE: "400",
  DIRECTORY_SEED: "template-check-cli",
  DATABASE_URL: "",
};

function run(args: string[]) {
  const result = spawnSync(
    TSX,
    ["--conditions=react-server", path.join(ROOT, "web", "scripts", "templateCheck.ts"), ...args],
    { cwd: ROOT, encoding: "utf8", timeout: 120_000, env: ENV },
  );
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

function templateFile(source: string): string {
  const file = path.join(DIR, `t${Math.random().toString(36).slice(2)}.hbs`);
  writeFileSync(file, source);
  return file;
}

describe("npm run template:check", () => {
  beforeAll(() => {
    // Seeds the directory once, so the timed runs below do not.
    run(["--template", templateFile("{{city}}."), "--care-type", "assisted-living"]);
  }, 180_000);

  it("exits 1 and names exactly the cities of a bad branch, with --json", () => {
    const file = templateFile(
      "Care in {{city}}.{{#unless averageCostCents}} Costs {{currency averageCostCents}}.{{/unless}}",
    );
    const { status, stdout } = run([
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

  it("exits 0 for a clean template and prints the length range and conditionals", () => {
    const file = templateFile(
      'Care in {{city}}, {{stateName}}.{{#if providerCount}} Compare {{providerCount}} {{pluralize providerCount "place"}}.{{/if}}',
    );
    const { status, stdout } = run(["--template", file]);
    expect(status).toBe(0);
    expect(stdout).toMatch(/× 6 care types/);
    expect(stdout).toMatch(/Output length: \d+ to \d+ characters/);
    expect(stdout).toMatch(/\{\{#if\}\} at line 1, column 33: shown in [\d,]+, skipped in/);
    expect(stdout).toMatch(/OK: no problems\n$/);
  }, 120_000);

  it("reads a template document from the content source, its draft by default", () => {
    const draft = run(["--document", "geoCopyTemplate.assisted-living"]);
    expect(draft.status).toBe(1);
    expect(draft.stdout).toMatch(/"gt" needs a number as value 1, but city is text/);
    const published = run(["--document", "geoCopyTemplate.assisted-living", "--published"]);
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
    (args, message) => {
      const { status, stderr } = run(args as string[]);
      expect(status).toBe(2);
      expect(stderr).toMatch(message);
      expect(stderr).toMatch(/usage: npm run template:check/);
    },
    120_000,
  );
});
