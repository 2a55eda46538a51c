import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "@jest/globals";
import { applyPatch, NEXT_VERSION, PATCHES, patchNext } from "@web/scripts/patchNext.mjs";

/**
 * The postinstall fixes to Next (web/scripts/patchNext.mjs): exact, idempotent
 * replacements that refuse to guess when the code they expect is not there.
 */

const root = path.resolve(__dirname, "../../..");

/** A throwaway next package holding the unpatched code of every patch. */
function fakeNext(version = NEXT_VERSION): string {
  const dir = mkdtempSync(path.join(tmpdir(), "fake-next-"));
  writeFileSync(path.join(dir, "package.json"), JSON.stringify({ version }));
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  };
  for (const patch of PATCHES) {
    if (typeof patch.files === "function") {
      write("dist/compiled/next-server/app-page.runtime.prod.js", `a;${patch.from}b;`);
      write("dist/compiled/next-server/other.runtime.prod.js", "nothing to patch here");
    } else {
      for (const file of patch.files) write(file, `before\n${patch.from}\nafter\n`);
    }
  }
  return dir;
}

describe("applyPatch", () => {
  it("replaces the code once, and leaves patched code as it is", () => {
    const once = applyPatch("a FROM b", "FROM", "TO");
    expect(once).toEqual({ result: "patched", text: "a TO b" });
    expect(applyPatch(once.text, "FROM", "TO")).toEqual({ result: "already", text: "a TO b" });
  });

  it("reports missing or ambiguous code instead of guessing", () => {
    expect(applyPatch("nothing here", "FROM", "TO").result).toBe("missing");
    expect(applyPatch("FROM and FROM", "FROM", "TO").result).toBe("missing");
  });

  it("keeps `$` sequences of the replacement literally", () => {
    expect(applyPatch("x", "x", "$&$1").text).toBe("$&$1");
  });
});

describe("patchNext", () => {
  it("patches every file, then finds them patched", () => {
    const dir = fakeNext();
    const first = patchNext(dir);
    expect(first.every((line) => line.startsWith("patched: "))).toBe(true);
    for (const patch of PATCHES.filter((p) => typeof p.files !== "function")) {
      for (const file of patch.files as string[]) {
        expect(readFileSync(path.join(dir, file), "utf8")).toContain(patch.to);
      }
    }
    expect(
      readFileSync(path.join(dir, "dist/compiled/next-server/other.runtime.prod.js"), "utf8"),
    ).toBe("nothing to patch here");
    const second = patchNext(dir);
    expect(second.every((line) => line.startsWith("already patched: "))).toBe(true);
  });

  it("refuses another version of next", () => {
    expect(() => patchNext(fakeNext("16.5.0"))).toThrow(
      /written for next 16\.4\.5, found 16\.5\.0/,
    );
  });

  it("refuses when the code to patch has changed", () => {
    const dir = fakeNext();
    writeFileSync(path.join(dir, "dist/server/send-response.js"), "rewritten upstream");
    expect(() => patchNext(dir)).toThrow(/not in next\/dist\/server\/send-response\.js/);
  });

  it("has been applied to the installed next (postinstall)", () => {
    const installed = path.join(root, "node_modules/next");
    const report = patchNext(installed);
    expect(report.length).toBeGreaterThanOrEqual(5);
    expect(report.every((line) => line.startsWith("already patched: "))).toBe(true);
  });
});
