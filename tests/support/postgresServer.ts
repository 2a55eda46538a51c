/**
 * A real PostgreSQL for the tests that need one and must never skip (the scale suite).
 *
 * `testDatabaseUrl()`: TEST_DATABASE_URL when set (CI exports it, .ci/run). Without it:
 * in CI the test fails at once; elsewhere `.ci/postgres.sh` starts (or reuses) the
 * machine's test server on 127.0.0.1:55432 and its URL is used. When no server can be
 * had (no PostgreSQL installed, not root), the test fails with what went wrong: it never
 * passes by not running.
 */
import { spawnSync } from "node:child_process";
import path from "node:path";

const ROOT = path.resolve(__dirname, "../..");
/** The server .ci/postgres.sh starts (its port, role and database). */
export const CI_DATABASE_URL = "postgres://directory:directory@127.0.0.1:55432/directory";

export function testDatabaseUrl(): string {
  const configured = process.env.TEST_DATABASE_URL;
  if (configured) return configured;
  if (process.env.CI) {
    throw new Error(
      "TEST_DATABASE_URL is not set: CI must run these tests against a real PostgreSQL (.ci/postgres.sh)",
    );
  }
  const started = spawnSync("bash", [path.join(ROOT, ".ci", "postgres.sh")], {
    cwd: ROOT,
    encoding: "utf8",
  });
  if (started.status !== 0) {
    throw new Error(
      `TEST_DATABASE_URL is not set and .ci/postgres.sh could not start PostgreSQL ` +
        `(exit ${started.status}): set TEST_DATABASE_URL to a server these tests may use.\n` +
        `${started.stdout}${started.stderr}${started.error ? String(started.error) : ""}`,
    );
  }
  return CI_DATABASE_URL;
}
