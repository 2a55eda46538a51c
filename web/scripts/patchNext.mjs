/**
 * Two fixes to Next.js 16.4.5 as installed in node_modules, applied on every install
 * (`postinstall`: `npm ci` and `npm install` run it before any build), each an exact
 * text replacement that is idempotent and fails loudly when the text is not there (a
 * Next upgrade: check whether the fix is still needed, then update or drop it).
 *
 * 1. Route Handler answers were never gzip-encoded by `next start`
 *    (vercel/next.js#98007, fix in PR #98044): `sendResponse` copies the handler's
 *    headers with `appendHeader`, so the compression middleware reads the content type
 *    as an array and skips the answer; and a handler cannot encode itself (the same
 *    function drops `Content-Encoding`). The render-blocking theme stylesheet went as
 *    48 KB instead of 7 KB. Single-value headers are now set with `setHeader`.
 * 2. Every page written to the page cache was first serialised whole with
 *    `JSON.stringify` (its HTML and RSC payload as Buffers, so as arrays of numbers)
 *    only to measure it against the 2 MB limit of the *fetch* cache: about 5 ms of a
 *    30 ms search-page render and a 1 MB throwaway string. The size is now measured for
 *    fetch-cache entries only, the only ones the limit applies to.
 *
 * Plain ESM JavaScript with no dependencies: it runs before anything else is installed
 * or built. Exported for tests/unit/lib/patchNext.test.ts.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const NEXT_VERSION = "16.4.5";

/** One replacement: in `files` (paths inside the next package), `from` becomes `to`. */
export const PATCHES = [
  {
    name: "gzip for Route Handler answers (vercel/next.js#98007)",
    files: ["dist/server/send-response.js", "dist/esm/server/send-response.js"],
    from: `if (headersWithMultipleValuesAllowed.includes(name.toLowerCase()) || !isHeaderPresent) {
                    res.appendHeader(name, value);
                }`,
    to: `if (headersWithMultipleValuesAllowed.includes(name.toLowerCase())) {
                    res.appendHeader(name, value);
                } else if (!isHeaderPresent) {
                    res.setHeader(name, value);
                }`,
  },
  {
    name: "measure only fetch-cache entries (incremental cache)",
    files: [
      "dist/server/lib/incremental-cache/index.js",
      "dist/esm/server/lib/incremental-cache/index.js",
    ],
    from: "const itemSize = JSON.stringify(data).length;",
    to: "const itemSize = ctx.fetchCache ? JSON.stringify(data).length : 0;",
  },
  {
    name: "measure only fetch-cache entries (compiled server runtimes)",
    files: (nextDir) =>
      readdirSync(path.join(nextDir, "dist/compiled/next-server"))
        .filter((file) => file.endsWith(".runtime.prod.js"))
        .map((file) => `dist/compiled/next-server/${file}`),
    from: "let i=JSON.stringify(t).length;if(r.fetchCache&&i>2097152",
    to: "let i=r.fetchCache?JSON.stringify(t).length:0;if(r.fetchCache&&i>2097152",
    // Not every runtime bundles the incremental cache; at least one must.
    optionalPerFile: true,
  },
];

/**
 * `text` with `from` replaced by `to` exactly once: "patched", "already" (it holds `to`
 * already), or "missing" (neither: the code changed).
 */
export function applyPatch(text, from, to) {
  if (text.includes(to)) return { result: "already", text };
  const count = text.split(from).length - 1;
  if (count !== 1) return { result: "missing", text };
  return { result: "patched", text: text.replace(from, () => to) };
}

/** Applies every patch to the next package in `nextDir`; throws on anything unexpected. */
export function patchNext(nextDir) {
  const { version } = JSON.parse(readFileSync(path.join(nextDir, "package.json"), "utf8"));
  if (version !== NEXT_VERSION) {
    throw new Error(
      `web/scripts/patchNext.mjs was written for next ${NEXT_VERSION}, found ${version}: ` +
        "check whether its fixes are still needed, then update NEXT_VERSION and the patches",
    );
  }
  const report = [];
  for (const patch of PATCHES) {
    const files = typeof patch.files === "function" ? patch.files(nextDir) : patch.files;
    let applied = 0;
    for (const file of files) {
      const full = path.join(nextDir, file);
      const { result, text } = applyPatch(readFileSync(full, "utf8"), patch.from, patch.to);
      if (result === "missing") {
        if (patch.optionalPerFile) continue;
        throw new Error(`${patch.name}: the code to patch is not in next/${file}`);
      }
      if (result === "patched") writeFileSync(full, text);
      applied += 1;
      report.push(`${result === "patched" ? "patched" : "already patched"}: next/${file}`);
    }
    if (applied === 0) throw new Error(`${patch.name}: no file of next holds the code to patch`);
  }
  return report;
}

const invokedDirectly = process.argv[1] === fileURLToPath(import.meta.url);
if (invokedDirectly) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
  const nextDir = path.join(root, "node_modules/next");
  if (!existsSync(nextDir)) {
    console.log("patchNext: next is not installed yet, nothing to patch");
  } else {
    try {
      const report = patchNext(nextDir);
      console.log(
        `patchNext: ${report.filter((line) => line.startsWith("patched")).length} file(s) patched, ${report.length} checked`,
      );
    } catch (error) {
      console.error(`patchNext: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    }
  }
}
