import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { spawnSync } from "node:child_process";
import path from "node:path";
import { runCliInProcess } from "@web/scripts/cliRun";
import { main, USAGE } from "@web/scripts/qaDiff";

const ROOT = path.resolve(__dirname, "../../..");
const TSX = path.join(ROOT, "node_modules", ".bin", "tsx");
/** The embedded seed dataset, whatever the environment names. */
const EMBEDDED = { SANITY_PROJECT_ID: "", SANITY_DATASET: "" };

/** The command's run in this process (its `main`, as `npm run qa:diff` calls it). */
const run = (args: string[]) => runCliInProcess(main, USAGE, args);

/** The command itself, as a shell runs it: the entry point, its output and exit code. */
function spawnCommand(args: string[]) {
  const result = spawnSync(
    TSX,
    ["--conditions=react-server", path.join(ROOT, "web", "scripts", "qaDiff.ts"), ...args],
    {
      cwd: ROOT,
      encoding: "utf8",
      timeout: 60_000,
      env: { ...process.env, ...EMBEDDED },
    },
  );
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

// The in-process runs too (web/lib/config.ts reads the settings per call).
const saved = process.env;
beforeAll(() => {
  process.env = { ...saved, ...EMBEDDED };
});
afterAll(() => {
  process.env = saved;
});

describe("npm run qa:diff", () => {
  it("prints the seeded /about changes block by block and exits 1, as a command", () => {
    const { status, stdout } = spawnCommand(["--site", "main", "--path", "/about"]);
    expect(status).toBe(1);
    expect(stdout.split("\n")).toEqual([
      "/about (page.main.about): 1 changed, 1 moved, 1 removed, 1 added, 2 unchanged blocks",
      expect.stringMatching(/^ {2}\* 1\. hero \[about0\] changed \(heading\): /),
      "  ~ 2. callToAction [about4] moved from 5 to 2",
      "  = 3. richText [about1] unchanged",
      "  = 4. richText [about2] unchanged",
      expect.stringMatching(/^ {2}- badgeShowcase \[about3\] removed \(was 4\): \[-Our awards/),
      expect.stringMatching(/^ {2}\+ 5\. richText \[\w+\] added: \{\+Meet our Family Advisors/),
      "",
    ]);
    expect(stdout).toContain("About ElderPath {+— Our Advisors+}");
  }, 60_000);

  it("gives the same comparison as JSON", async () => {
    const { status, stdout } = await run(["--site", "main", "--path", "about", "--json"]);
    expect(status).toBe(1);
    const diff = JSON.parse(stdout);
    expect(diff.counts).toEqual({ unchanged: 2, changed: 1, added: 1, removed: 1, moved: 1 });
    expect(diff.rows.map((row: { change: string }) => row.change)).toEqual([
      "changed",
      "moved",
      "unchanged",
      "unchanged",
      "removed",
      "added",
    ]);
  }, 60_000);

  it("exits 0 for a page whose draft is the published version", async () => {
    const { status, stdout } = await run(["--site", "main", "--path", "/about/reviews_faq"]);
    expect(stdout).toContain("the draft is the same as the published version");
    expect(status).toBe(0);
  }, 60_000);

  it("lists every draft of a site that differs, pages and templates", async () => {
    const { status, stdout } = await run(["--site", "main", "--json"]);
    expect(status).toBe(1);
    expect(JSON.parse(stdout).map((doc: { _id: string }) => doc._id)).toEqual([
      "geoCopyTemplate.assisted-living",
      "page.main.about",
      // A draft of a page never published (the legacy-block demo): all of it is new.
      "page.main.about.legacy-block-demo",
      "page.main.resources.touring-checklist",
      "providerPageTemplate.main",
    ]);
  }, 60_000);

  it.each([
    [["--site", "moon"], /unknown site moon/],
    [["--path", "/no-such-page"], /no page \/no-such-page on main/],
    [["--path", "/about", "--document", "x"], /give --path or --document, not both/],
  ])(
    "exits 2 when misused: %j",
    async (args, message) => {
      const { status, stderr } = await run(args as string[]);
      expect(status).toBe(2);
      expect(stderr).toMatch(message);
    },
    60_000,
  );
});
