/**
 * Every CMS page is one route, and a route's first-load JavaScript is every client
 * module its server components reach by static imports (issue 23: first-load JS no
 * larger than before). The heavy libraries a page needs only on demand (form
 * validation, the carousels, Chakra's dialogs) must stay behind `next/dynamic` or
 * `import()`: this walks the import graph from every client boundary a server module
 * imports, and fails on the first static path to one of them.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { execFileSync } from "node:child_process";

const ROOT = path.resolve(__dirname, "../../..");
/** Packages that only load on demand; with their reason. */
const ON_DEMAND: Record<string, string> = {
  yup: "the schemas of the inquiry, review and review-link forms",
  "react-hook-form": "the forms",
  swiper: "the gallery's and the compare view's carousels",
  "@chakra-ui/react": "the compare view's dialogs and the toasts",
};

type Target = { file: string } | { pkg: string };

// Modules resolve as the type check resolves them: tsconfig.json's aliases and extensions.
const compilerOptions = ts.parseJsonConfigFileContent(
  ts.readConfigFile(path.join(ROOT, "tsconfig.json"), ts.sys.readFile).config,
  ts.sys,
  ROOT,
).options;
const ALIAS_PREFIXES = Object.keys(compilerOptions.paths ?? {}).map((key) => key.replace("*", ""));
const resolutionCache = ts.createModuleResolutionCache(ROOT, (name) => name, compilerOptions);

function resolve(from: string, specifier: string): Target | null {
  const resolved = ts.resolveModuleName(
    specifier,
    from,
    compilerOptions,
    ts.sys,
    resolutionCache,
  ).resolvedModule;
  if (resolved && !resolved.isExternalLibraryImport) return { file: resolved.resolvedFileName };
  const isAlias = ALIAS_PREFIXES.some((prefix) => specifier.startsWith(prefix));
  if (specifier.startsWith(".") || isAlias) return null; // CSS modules and other assets
  const parts = specifier.split("/");
  return { pkg: parts.slice(0, specifier.startsWith("@") ? 2 : 1).join("/") };
}

const sources = new Map<string, ts.SourceFile>();
function source(file: string): ts.SourceFile {
  let parsed = sources.get(file);
  if (!parsed) {
    parsed = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
    sources.set(file, parsed);
  }
  return parsed;
}

const isClient = (file: string) =>
  source(file).statements.some(
    (statement, index) =>
      index === 0 &&
      ts.isExpressionStatement(statement) &&
      ts.isStringLiteral(statement.expression) &&
      statement.expression.text === "use client",
  );

/** The module's static imports and re-exports that carry values (no `import type`, no `import()`). */
function staticImports(file: string): Target[] {
  const targets: Target[] = [];
  for (const statement of source(file).statements) {
    let specifier: ts.Expression | undefined;
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      const typeOnly =
        clause?.isTypeOnly ||
        (clause &&
          !clause.name &&
          clause.namedBindings &&
          ts.isNamedImports(clause.namedBindings) &&
          clause.namedBindings.elements.length > 0 &&
          clause.namedBindings.elements.every((element) => element.isTypeOnly));
      if (!typeOnly) specifier = statement.moduleSpecifier;
    } else if (ts.isExportDeclaration(statement) && !statement.isTypeOnly) {
      specifier = statement.moduleSpecifier;
    }
    if (specifier && ts.isStringLiteral(specifier)) {
      const target = resolve(file, specifier.text);
      if (target) targets.push(target);
    }
  }
  return targets;
}

const appFiles = execFileSync("git", ["ls-files", "web", "component-registry", "templates"], {
  cwd: ROOT,
  encoding: "utf8",
})
  .split("\n")
  .filter((file) => /\.tsx?$/.test(file) && !file.startsWith("web/scripts/"))
  .map((file) => path.join(ROOT, file));

/** Client modules a server module imports: each is a client reference of the route. */
const boundaries = [
  ...new Set(
    appFiles
      .filter((file) => !isClient(file))
      .flatMap((file) => staticImports(file))
      .flatMap((target) => ("file" in target && isClient(target.file) ? [target.file] : [])),
  ),
];

/** The first static import path from `start` to the package, if any. */
function staticPath(start: string, pkg: string): string[] | null {
  const cameFrom = new Map<string, string | null>([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift()!;
    for (const target of staticImports(file)) {
      if ("pkg" in target) {
        if (target.pkg === pkg) {
          const chain = [pkg];
          for (let at: string | null = file; at; at = cameFrom.get(at) ?? null) {
            chain.unshift(path.relative(ROOT, at));
          }
          return chain;
        }
      } else if (!cameFrom.has(target.file)) {
        cameFrom.set(target.file, file);
        queue.push(target.file);
      }
    }
  }
  return null;
}

describe("the CMS route's first-load JavaScript", () => {
  it("finds the route's client boundaries (the header's, the blocks')", () => {
    const names = boundaries.map((file) => path.relative(ROOT, file));
    expect(names).toEqual(
      expect.arrayContaining([
        "web/shell/WhoAreYouSearchingFor.tsx",
        "component-registry/blocks/GuidedSearch/GuidedSearch.client.tsx",
        "component-registry/blocks/ReviewLink/ReviewLink.client.tsx",
      ]),
    );
  });

  it.each(Object.entries(ON_DEMAND))("reaches %s (%s) only through a dynamic import", (pkg) => {
    const found = boundaries
      .map((file) => staticPath(file, pkg))
      .filter((chain) => chain !== null)
      .map((chain) => chain.join(" -> "));
    expect(found).toEqual([]);
  });
});
