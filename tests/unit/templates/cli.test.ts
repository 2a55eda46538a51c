import { describe, expect, it } from "@jest/globals";
import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const ROOT = path.resolve(__dirname, "../../..");
const TSX = path.join(ROOT, "node_modules", ".bin", "tsx");

function run(args: string[]) {
  const result = spawnSync(TSX, [path.join(ROOT, "templates", "cli.ts"), ...args], {
    cwd: ROOT,
    encoding: "utf8",
    timeout: 30_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

function files(template: string, context: unknown) {
  const dir = mkdtempSync(path.join(tmpdir(), "geo-copy-"));
  const templateFile = path.join(dir, "copy.hbs");
  const contextFile = path.join(dir, "context.json");
  writeFileSync(templateFile, template);
  writeFileSync(contextFile, JSON.stringify(context));
  return { templateFile, contextFile };
}

describe("npm run template:render", () => {
  it("prints the output and the diagnostics as JSON with --json, exiting 1 on diagnostics", () => {
    const { templateFile, contextFile } = files("In {{city}}{{#if (gt city 2)}}!{{/if}}.", {
      city: "Austin",
    });
    const { status, stdout } = run([
      "--template",
      templateFile,
      "--context",
      contextFile,
      "--json",
    ]);
    expect(status).toBe(1);
    expect(JSON.parse(stdout)).toEqual({
      output: "In Austin.",
      diagnostics: [
        { line: 1, column: 22, reason: '"gt" needs a number as value 1, but city is text' },
      ],
    });
  });

  it("prints the text then an empty diagnostics list, exiting 0 for a clean template", () => {
    const { templateFile, contextFile } = files("{{currency averageCostCents}} a month", {
      averageCostCents: 320_000,
    });
    const { status, stdout } = run(["--template", templateFile, "--context", contextFile]);
    expect(status).toBe(0);
    expect(stdout).toBe("$3,200 a month\n\nDiagnostics:\n[]\n");
  });

  it("explains its usage when a file is missing", () => {
    const { status, stderr } = run(["--template", "/nonexistent/copy.hbs"]);
    expect(status).toBe(2);
    expect(stderr).toContain("cannot read the template file");
    expect(stderr).toContain("usage: npm run template:render");
  });
});
