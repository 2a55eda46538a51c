/**
 * Run before `next start` (npm start, and the e2e server): builds the app when
 * there is no production build yet, and creates and seeds the embedded
 * provider database on first start. `--no-build` skips the build step.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { closeDirectoryStore, ensureDirectoryReady } from "../directory";
import { repoRoot } from "../lib/repoRoot";

const root = repoRoot();

function buildIfMissing() {
  if (existsSync(path.join(root, "web", ".next", "BUILD_ID"))) return;
  console.log("No production build yet: running `next build web` (once)…");
  const result = spawnSync("next", ["build", "web"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (!process.argv.includes("--no-build")) buildIfMissing();

async function seedDirectory() {
  const started = Date.now();
  const ready = await ensureDirectoryReady();
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    ready.seeded > 0
      ? `Provider directory (${ready.engine}) created with ${ready.providers} providers in ${seconds} s.`
      : `Provider directory (${ready.engine}) ready: ${ready.providers} providers.`,
  );
  await closeDirectoryStore();
}

seedDirectory().catch((error: unknown) => {
  console.error("Could not prepare the provider directory:", error);
  process.exit(1);
});
