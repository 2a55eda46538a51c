import { afterEach, describe, expect, it } from "@jest/globals";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { addCompileHints, COMPILE_HINT, startupChunks } from "@web/scripts/compileHints";

let nextDir = "";

function write(relative: string, text: string) {
  const file = path.join(nextDir, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}

/** A `.next` folder shaped like Next 16's: a build manifest and two routes' manifests. */
function fakeBuild() {
  nextDir = mkdtempSync(path.join(tmpdir(), "compile-hints-"));
  write(
    "build-manifest.json",
    JSON.stringify({
      polyfillFiles: ["static/chunks/polyfills.js"],
      rootMainFiles: ["static/chunks/react-dom.js", "static/chunks/runtime.js"],
    }),
  );
  const manifest = (route: string, modules: Record<string, unknown>) =>
    `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\n` +
    `globalThis.__RSC_MANIFEST[${JSON.stringify(route)}] = ${JSON.stringify({ clientModules: modules })};\n`;
  write(
    "server/app/[site]/[q]/[[...slug]]/page_client-reference-manifest.js",
    manifest("/[site]/[q]/[[...slug]]/page", {
      card: { chunks: ["/_next/static/chunks/cards.js", "/_next/static/chunks/cards.css"] },
      dialog: { chunks: ["/_next/static/chunks/dialog.js"], async: true },
    }),
  );
  write(
    "server/app/studio/page_client-reference-manifest.js",
    manifest("/studio/page", { studio: { chunks: ["/_next/static/chunks/runtime.js"] } }),
  );
  for (const name of ["react-dom", "runtime", "cards", "dialog", "polyfills", "studio-lazy"]) {
    write(`static/chunks/${name}.js`, `console.log(${JSON.stringify(name)});\n`);
  }
}

const read = (name: string) => readFileSync(path.join(nextDir, "static/chunks", name), "utf8");

afterEach(() => rmSync(nextDir, { recursive: true, force: true }));

describe("compile hints on the start-up chunks (npm run build)", () => {
  it("finds the framework's chunks and each route's non-async client chunks", () => {
    fakeBuild();
    expect(startupChunks(nextDir)).toEqual([
      "static/chunks/cards.js",
      "static/chunks/react-dom.js",
      "static/chunks/runtime.js",
    ]);
  });

  it("puts the magic comment first in those chunks only, once", () => {
    fakeBuild();
    expect(addCompileHints(nextDir)).toHaveLength(3);
    expect(read("react-dom.js")).toBe(`${COMPILE_HINT}console.log("react-dom");\n`);
    expect(read("cards.js").startsWith("//# allFunctionsCalledOnLoad\n")).toBe(true);
    for (const lazy of ["dialog.js", "polyfills.js", "studio-lazy.js"]) {
      expect(read(lazy).startsWith("//#")).toBe(false);
    }
    // A second run (npm start after npm run build) changes nothing.
    expect(addCompileHints(nextDir)).toEqual([]);
    expect(read("runtime.js")).toBe(`${COMPILE_HINT}console.log("runtime");\n`);
  });
});
