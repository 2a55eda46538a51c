import path from "node:path";
import ts from "typescript";
import { blockRegistry } from "@registry/registry";
import { registryFixtures } from "../../fixtures/broken-registry/fixtures";

const root = path.resolve(__dirname, "../../..");
const fixtureDir = path.join(root, "tests/fixtures/broken-registry");
const fixtures = registryFixtures(Object.keys(blockRegistry));

/**
 * Type-checks every fixture with the project's own compiler options, in one
 * program: the fixtures exist only in memory, each as a file of the fixture folder.
 */
function diagnosticsByFixture(): Map<string, string[]> {
  const configPath = path.join(root, "tsconfig.json");
  const config = ts.readConfigFile(configPath, (p) => ts.sys.readFile(p));
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, root);
  const options = { ...parsed.options, incremental: false, noEmit: true };
  const sources = new Map(
    fixtures.map((fixture) => [path.join(fixtureDir, fixture.file), fixture.source]),
  );
  const host = ts.createCompilerHost(options);
  const { getSourceFile, fileExists, readFile } = host;
  host.fileExists = (file) => sources.has(file) || fileExists.call(host, file);
  host.readFile = (file) => sources.get(file) ?? readFile.call(host, file);
  host.getSourceFile = (file, language, ...rest) => {
    const source = sources.get(file);
    return source === undefined
      ? getSourceFile.call(host, file, language, ...rest)
      : ts.createSourceFile(file, source, language);
  };
  const program = ts.createProgram([...sources.keys()], options, host);
  const byFixture = new Map(fixtures.map((fixture) => [fixture.file, [] as string[]]));
  // Only the fixtures are checked (the registry and its imports are the typecheck step's):
  // the checker then resolves just what the fixtures use.
  const fixtureDiagnostics = [...sources.keys()].flatMap((file) => {
    const source = program.getSourceFile(file)!;
    return [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)];
  });
  for (const diagnostic of fixtureDiagnostics) {
    const file = diagnostic.file?.fileName;
    if (!file || !sources.has(file)) continue;
    byFixture
      .get(path.basename(file))!
      .push(
        `TS${diagnostic.code}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n")}`,
      );
  }
  return byFixture;
}

describe("the block registry's types", () => {
  jest.setTimeout(120_000);
  let diagnostics: Map<string, string[]>;
  beforeAll(() => {
    diagnostics = diagnosticsByFixture();
  });

  it("derives a missing and a mismatched fixture for every registered block type", () => {
    const blockTypes = Object.keys(blockRegistry);
    expect(blockTypes.length).toBeGreaterThan(1);
    expect(fixtures.map((fixture) => fixture.file).sort()).toEqual(
      [
        "valid.ts",
        ...blockTypes.map((type) => `missing-${type}.ts`),
        ...blockTypes.map((type) => `mismatched-${type}.ts`),
      ].sort(),
    );
  });

  it("accepts the registry as shipped", () => {
    expect(diagnostics.get("valid.ts")).toEqual([]);
  });

  it.each(fixtures.filter((fixture) => fixture.file.startsWith("missing-")))(
    "rejects a registry that lacks a component for a schema block type ($file)",
    ({ file, expected }) => {
      const errors = diagnostics.get(file)!;
      expect(errors).toHaveLength(1);
      expect(errors[0]).toMatch(new RegExp(`^TS${expected!.code}:`));
      for (const words of expected!.mentions) expect(errors[0]).toContain(words);
    },
  );

  it.each(fixtures.filter((fixture) => fixture.file.startsWith("mismatched-")))(
    "rejects a component whose props are another block's type ($file)",
    ({ file, expected }) => {
      const errors = diagnostics.get(file)!;
      expect(errors).toHaveLength(1);
      expect(errors[0]).toMatch(new RegExp(`^TS${expected!.code}:`));
      for (const words of expected!.mentions) expect(errors[0]).toContain(words);
    },
  );
});
