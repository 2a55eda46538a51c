import path from "node:path";
import ts from "typescript";

const root = path.resolve(__dirname, "../../..");
const fixtures = path.join(root, "tests/fixtures/broken-registry");

/** Type-checks one fixture with the project's own compiler options. */
function diagnosticsFor(file: string): string[] {
  const configPath = path.join(root, "tsconfig.json");
  const config = ts.readConfigFile(configPath, (p) => ts.sys.readFile(p));
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, root);
  const program = ts.createProgram([path.join(fixtures, file)], {
    ...parsed.options,
    incremental: false,
    noEmit: true,
  });
  return ts
    .getPreEmitDiagnostics(program)
    .filter((diagnostic) => diagnostic.file?.fileName.includes("broken-registry"))
    .map(
      (diagnostic) =>
        `TS${diagnostic.code}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n")}`,
    );
}

describe("the block registry's types", () => {
  jest.setTimeout(120_000);

  it("accepts the registry as shipped", () => {
    expect(diagnosticsFor("valid.ts")).toEqual([]);
  });

  it("rejects a registry that lacks a component for a schema block type", () => {
    const errors = diagnosticsFor("missingComponent.ts");
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^TS2741: Property 'badgeShowcase' is missing/);
  });

  it("rejects a component whose props are another block's type", () => {
    const errors = diagnosticsFor("mismatchedProps.ts");
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^TS2322:/);
    expect(errors[0]).toContain('"richText"');
  });
});
