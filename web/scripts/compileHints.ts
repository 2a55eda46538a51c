/**
 * Marks the production build's start-up scripts for eager compilation (`npm run build`
 * runs this after `next build web`).
 *
 * V8 compiles a function the first time it is called, on the main thread. On a page load
 * that is most of React, Next's router and the page's client components: about 100 ms of
 * `V8.CompileCode` on the search and city pages (unthrottled; four times that on the
 * Lighthouse phone). A script whose first line is the magic comment
 * `//# allFunctionsCalledOnLoad` (V8's explicit compile hints, Chrome 136+) is compiled
 * whole while it streams in, on a background thread, so the main thread only runs it.
 * Other browsers ignore the comment.
 *
 * Only the scripts every page load runs get it: the framework's (`rootMainFiles` of the
 * build manifest) and the client chunks the routes load before they hydrate (the
 * non-async chunks of each route's client reference manifest). Chunks loaded on demand
 * (Studio, visual editing, dialogs) keep lazy compilation. Chunk names are hashes of
 * their content as Turbopack wrote it; the step is deterministic and idempotent, so a
 * name still stands for one content.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import vm from "node:vm";

export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

interface ClientReferenceManifest {
  clientModules?: Record<string, { chunks?: string[]; async?: boolean }>;
}

function manifestFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith("_client-reference-manifest.js"))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** The client chunks (paths under `.next/`, e.g. `static/chunks/x.js`) of start-up. */
export function startupChunks(nextDir: string): string[] {
  const buildManifest = JSON.parse(
    readFileSync(path.join(nextDir, "build-manifest.json"), "utf8"),
  ) as { rootMainFiles?: string[] };
  const chunks = new Set(buildManifest.rootMainFiles ?? []);
  for (const file of manifestFiles(path.join(nextDir, "server", "app"))) {
    // Each manifest is a script that assigns globalThis.__RSC_MANIFEST[route].
    const context: { __RSC_MANIFEST?: Record<string, ClientReferenceManifest> } = {};
    vm.runInNewContext(readFileSync(file, "utf8"), context);
    for (const manifest of Object.values(context.__RSC_MANIFEST ?? {})) {
      for (const reference of Object.values(manifest.clientModules ?? {})) {
        if (reference.async) continue;
        for (const chunk of reference.chunks ?? []) chunks.add(chunk.replace(/^\/_next\//, ""));
      }
    }
  }
  return [...chunks].filter((chunk) => chunk.endsWith(".js")).sort();
}

/** Puts the hint on each start-up chunk that lacks it; returns the chunks it changed. */
export function addCompileHints(nextDir: string): string[] {
  const changed: string[] = [];
  for (const chunk of startupChunks(nextDir)) {
    const file = path.join(nextDir, chunk);
    const source = readFileSync(file, "utf8");
    if (source.startsWith(COMPILE_HINT)) continue;
    writeFileSync(file, COMPILE_HINT + source);
    changed.push(chunk);
  }
  return changed;
}

if (require.main === module) {
  const nextDir = path.resolve(__dirname, "..", ".next");
  const changed = addCompileHints(nextDir);
  console.log(`compile hints: ${changed.length} start-up chunks marked for eager compilation`);
}
