/**
 * A seed builds the SQLite file under `<file>.building-<pid>` and renames it into
 * place when done (web/directory/sqlite/sqliteStore.ts). A seed killed before the
 * rename (SIGKILL, a crash, a closed terminal) leaves that file behind, up to
 * ~730 MB at the default scale. The next start removes the ones whose process is
 * gone; a file of a seed still running is left alone.
 */
import fs from "node:fs";
import path from "node:path";
import { log } from "@web/lib/log";

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** Whether a process with this id exists (one we may not signal still exists). */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Removes the `<file>.building-<pid>` files (and their SQLite side files) of
 * seeds that are no longer running; returns the paths removed.
 */
export function removeStaleBuildFiles(
  file: string,
  isAlive: (pid: number) => boolean = processAlive,
): string[] {
  const dir = path.dirname(file);
  const pattern = new RegExp(
    `^${escapeRegExp(path.basename(file))}\\.building-(\\d+)(?:-journal|-wal|-shm)?$`,
  );
  let names: string[];
  try {
    names = fs.readdirSync(dir);
  } catch {
    return [];
  }
  const removed: string[] = [];
  for (const name of names) {
    const pid = Number(pattern.exec(name)?.[1]);
    if (!Number.isSafeInteger(pid) || pid <= 0 || pid === process.pid || isAlive(pid)) continue;
    const stale = path.join(dir, name);
    try {
      const bytes = fs.statSync(stale).size;
      fs.rmSync(stale, { force: true });
      removed.push(stale);
      log.info("seed-stale-build-removed", { file: stale, pid, bytes });
    } catch (error) {
      log.warn("seed-stale-build-kept", { file: stale, pid, error: String(error) });
    }
  }
  return removed;
}
