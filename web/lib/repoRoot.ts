import fs from "node:fs";
import path from "node:path";
import { config } from "./config";

const PACKAGE_NAME = "senior-care-directory";

/**
 * The repository root: DIRECTORY_REPO_ROOT when set, else the nearest folder
 * above the working directory whose package.json is this project's. The code
 * runs from tsx scripts, Jest and the Next server (where module paths point
 * into web/.next), so the working directory is the one stable anchor.
 */
export function findRepoRoot(start: string = process.cwd()): string {
  const fromEnv = config.repoRoot();
  if (fromEnv) return path.resolve(fromEnv);
  let dir = path.resolve(start);
  for (;;) {
    const manifest = path.join(dir, "package.json");
    if (fs.existsSync(manifest)) {
      try {
        const parsed: unknown = JSON.parse(fs.readFileSync(manifest, "utf8"));
        if (
          typeof parsed === "object" &&
          parsed !== null &&
          "name" in parsed &&
          parsed.name === PACKAGE_NAME
        ) {
          return dir;
        }
      } catch {
        // An unreadable package.json belongs to something else: keep walking up.
      }
    }
    const parent = path.dirname(dir);
    if (parent === dir)
      throw new Error(`cannot find the ${PACKAGE_NAME} repository above ${start}`);
    dir = parent;
  }
}

let cached: string | undefined;

/** {@link findRepoRoot} from the working directory, looked up once per process. */
export function repoRoot(): string {
  cached ??= findRepoRoot();
  return cached;
}
