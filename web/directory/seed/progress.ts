/** Progress of a seeding run: called every batch and once at the end. */
export type SeedProgress = (done: number, total: number, elapsedMs: number) => void;

/** Prints "seeding providers 45,000/100,000 (45%) 12.3 s" lines, at most every 10%. */
export function consoleProgress(label = "directory"): SeedProgress {
  let lastShare = -1;
  return (done, total, elapsedMs) => {
    const share = Math.floor((done / total) * 10);
    if (share === lastShare && done !== total) return;
    lastShare = share;
    const percent = Math.round((done / total) * 100);
    console.log(
      `[${label}] seeding providers ${done.toLocaleString("en-US")}/${total.toLocaleString("en-US")} (${percent}%) ${(elapsedMs / 1000).toFixed(1)} s`,
    );
  };
}
