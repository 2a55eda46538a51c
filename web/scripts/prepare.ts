/**
 * Run before `next start` (npm start, and the e2e server): builds the app when
 * there is no production build yet, and creates and seeds the embedded
 * provider database on first start. `--no-build` skips the build step.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { setUpDirectory } from "@web/directory/setup";
import { describeError, log } from "@web/lib/log";
import { repoRoot } from "@web/lib/repoRoot";
import { serverEnv } from "@web/lib/config";

const root = repoRoot();

function buildIfMissing() {
  if (existsSync(path.join(root, "web", ".next", "BUILD_ID"))) return;
  log.info("next-build-missing", { action: "running `npm run build` (once)" });
  // `npm run build`, not `next build` alone: the build's last step adds compile hints
  // (web/scripts/compileHints.ts).
  const result = spawnSync("npm", ["run", "-s", "build"], {
    cwd: root,
    stdio: "inherit",
    env: { ...serverEnv(), NEXT_TELEMETRY_DISABLED: "1" },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (!process.argv.includes("--no-build")) buildIfMissing();

async function seedDirectory() {
  const started = Date.now();
  const ready = await setUpDirectory();
  const seconds = Number(((Date.now() - started) / 1000).toFixed(1));
  log.info(ready.seeded > 0 ? "directory-created" : "directory-ready", {
    engine: ready.engine,
    providers: ready.providers,
    ...(ready.seeded > 0 ? { seconds } : {}),
  });
}

seedDirectory().catch((error: unknown) => {
  log.error("directory-prepare-failed", describeError(error));
  process.exit(1);
});
