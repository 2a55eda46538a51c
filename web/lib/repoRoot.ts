import { existsSync } from "node:fs";
import path from "node:path";

let cached: string | undefined;

/**
 * The repository root, found by walking up from the working directory: code
 * runs from tsx scripts, Jest and the Next server (whose cwd may be web/).
 */
export function repoRoot(): string {
  if (cached) return cached;
  let dir = process.cwd();
  for (;;) {
    if (existsSync(path.join(dir, "studio")) && existsSync(path.join(dir, "package.json"))) {
      cached = dir;
      return dir;
    }
    const parent = path.dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  cached = process.cwd();
  return cached;
}
