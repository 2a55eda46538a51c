import path from "node:path";
import { findRepoRoot } from "../lib/repoRoot";
import { config } from "../lib/config";

/** Default SQLite file: LEADS_DB_PATH, else <repo>/data/leads.sqlite (git-ignored). */
export function defaultLeadsPath(): string {
  const configured = config.leadsDbPath();
  return configured ? path.resolve(configured) : path.join(findRepoRoot(), "data", "leads.sqlite");
}
