import path from "node:path";
import { findRepoRoot } from "../lib/repoRoot";

/** Default SQLite file: DIRECTORY_DB_PATH, else <repo>/data/directory.sqlite (git-ignored). */
export function defaultSqlitePath(): string {
  return process.env.DIRECTORY_DB_PATH
    ? path.resolve(process.env.DIRECTORY_DB_PATH)
    : path.join(findRepoRoot(), "data", "directory.sqlite");
}
