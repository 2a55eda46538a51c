import path from "node:path";
import { findRepoRoot } from "../lib/repoRoot";

/** Default SQLite file: LEADS_DB_PATH, else <repo>/data/leads.sqlite (git-ignored). */
export function defaultLeadsPath(): string {
  return process.env.LEADS_DB_PATH
    ? path.resolve(process.env.LEADS_DB_PATH)
    : path.join(findRepoRoot(), "data", "leads.sqlite");
}
