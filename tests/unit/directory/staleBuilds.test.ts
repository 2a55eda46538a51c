import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "@jest/globals";
import { removeStaleBuildFiles } from "@web/directory/seed/staleBuilds";
import { setLogSink, type LogEntry } from "@web/lib/log";
import { ensureSqliteDirectory } from "@web/directory/sqlite/sqliteStore";

/** The id of a process that has exited (so is certainly not running). */
function deadPid(): number {
  const child = spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"]);
  return Number(child.stdout.toString());
}

describe("files left by a seed killed mid-build (issue 14.11)", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "stale-builds-"));
  const file = path.join(dir, "directory.sqlite");
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("removes those of processes that are gone and keeps a running seed's and other files", () => {
    const dead = deadPid();
    const names = [
      `directory.sqlite.building-${dead}`,
      `directory.sqlite.building-${dead}-journal`,
      `directory.sqlite.building-${process.pid}`,
      `directory.sqlite.building-${process.ppid}`,
      "directory.sqlite.building-notapid",
      `other.sqlite.building-${dead}`,
      "directory.sqlite.lock",
    ];
    for (const name of names) fs.writeFileSync(path.join(dir, name), "x");
    const logged: LogEntry[] = [];
    const restore = setLogSink((entry) => logged.push(entry));
    const removed = removeStaleBuildFiles(file).map((p) => path.basename(p));
    restore();
    expect(logged.map((entry) => entry.event)).toEqual([
      "seed-stale-build-removed",
      "seed-stale-build-removed",
    ]);
    expect(removed.sort()).toEqual(
      [`directory.sqlite.building-${dead}`, `directory.sqlite.building-${dead}-journal`].sort(),
    );
    expect(fs.readdirSync(dir).sort()).toEqual(names.slice(2).sort());
    for (const name of names.slice(2)) fs.rmSync(path.join(dir, name));
  });

  it("cleans up after a seed killed with SIGKILL, on the next start", async () => {
    const seedFile = path.join(dir, "killed", "directory.sqlite");
    const root = path.resolve(__dirname, "../../..");
    // One process (tsx's loader in this Node), so SIGKILL stops the seed itself.
    const seed = spawn(
      process.execPath,
      [
        "--import",
        "tsx",
        path.join(root, "web", "directory", "seed", "cli.ts"),
        "--scale",
        "200000",
      ],
      {
        cwd: root,
        env: { ...process.env, DIRECTORY_DB_PATH: seedFile, DATABASE_URL: "" },
        stdio: "ignore",
      },
    );
    const building = `${seedFile}.building-`;
    const deadline = Date.now() + 60_000;
    let left: string | undefined;
    while (!left && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      left = fs.existsSync(path.dirname(seedFile))
        ? fs
            .readdirSync(path.dirname(seedFile))
            .map((name) => path.join(path.dirname(seedFile), name))
            .find((name) => name.startsWith(building))
        : undefined;
    }
    seed.kill("SIGKILL");
    await new Promise((resolve) => seed.once("exit", resolve));
    expect(left).toBeDefined();
    expect(fs.existsSync(left ?? "")).toBe(true);

    const restore = setLogSink(() => {});
    try {
      expect(await ensureSqliteDirectory(seedFile, { scale: 200, seed: "after-kill" })).toBe(200);
    } finally {
      restore();
    }
    expect(fs.existsSync(left ?? "")).toBe(false);
    expect(fs.readdirSync(path.dirname(seedFile))).toEqual(["directory.sqlite"]);
  }, 90_000);

  it("cleans up on the next start, even when the directory is already seeded", async () => {
    expect(await ensureSqliteDirectory(file, { scale: 200, seed: "stale" })).toBe(200);
    const leftover = path.join(dir, `directory.sqlite.building-${deadPid()}`);
    fs.writeFileSync(leftover, Buffer.alloc(1024));
    const restore = setLogSink(() => {});
    try {
      expect(await ensureSqliteDirectory(file, { scale: 200, seed: "stale" })).toBe(0);
    } finally {
      restore();
    }
    expect(fs.existsSync(leftover)).toBe(false);
  });

  it("finds nothing to do in a directory that does not exist", () => {
    expect(removeStaleBuildFiles(path.join(dir, "missing", "directory.sqlite"))).toEqual([]);
  });
});
