import { log } from "@web/lib/log";

/** Progress of a seeding run: called every batch and once at the end. */
export type SeedProgress = (done: number, total: number, elapsedMs: number) => void;

/** Logs `directory-seed-progress` (done, total, percent, seconds) at most every 10%. */
export function loggedProgress(label = "directory"): SeedProgress {
  let lastShare = -1;
  return (done, total, elapsedMs) => {
    const share = Math.floor((done / total) * 10);
    if (share === lastShare && done !== total) return;
    lastShare = share;
    log.info("directory-seed-progress", {
      store: label,
      done,
      total,
      percent: Math.round((done / total) * 100),
      seconds: Number((elapsedMs / 1000).toFixed(1)),
    });
  };
}
