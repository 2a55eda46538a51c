import path from "node:path";
import { findRepoRoot } from "../lib/repoRoot";
import { config } from "../lib/config";

/** Default SQLite file: DIRECTORY_DB_PATH, else <repo>/data/directory.sqlite (git-ignored). */
export function defaultSqlitePath(): string {
  const configured = config.directoryDbPath();
  return configured
    ? path.resolve(configured)
    : path.join(findRepoRoot(), "data", "directory.sqlite");
}
