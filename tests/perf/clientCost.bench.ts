/**
 * What a page costs the browser, two builds side by side (`npm run bench:client-cost --
 * --a 3401 --b 3402 [--runs 10] [--path /local/search?...] [--host main.localhost]`):
 * two `next start` servers already running on those ports (say, main and a worktree of
 * another commit). Each run loads the page once from each, alternating, in a fresh
 * Chromium context (phone viewport, no throttling), waits 1.5 s after `load`, then reads
 * Chromium's own counters (CDP Performance.getMetrics): style recalculation, layout,
 * script and all main-thread task time, and the DOM's node count. Prints the medians.
 * Lighthouse's simulated throttling scales these by the machine's speed at the moment,
 * which drifts on a shared VM; alternating two builds in one run compares them fairly.
 */
import { launchChromium } from "./browser";
import { arg } from "./cli";
import { median } from "./lighthouse";

const ports = { A: arg("a"), B: arg("b") };
const runs = Number(arg("runs") ?? 10);
const pagePath = arg("path") ?? "/local/search?keyword=Chicago%2C+IL&care-type=assisted-living";
const host = arg("host") ?? "main.localhost";
const METRICS = ["RecalcStyleDuration", "LayoutDuration", "ScriptDuration", "TaskDuration"];

async function main() {
  if (!ports.A || !ports.B) throw new Error("usage: --a <port> --b <port> [--runs N] [--path P]");
  const browser = await launchChromium([`--host-resolver-rules=MAP ${host} 127.0.0.1`]);
  const samples: Record<"A" | "B", Record<string, number>[]> = { A: [], B: [] };
  try {
    for (let run = 0; run < runs; run += 1) {
      for (const label of ["A", "B"] as const) {
        const context = await browser.newContext({ viewport: { width: 412, height: 915 } });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send("Performance.enable");
        await page.goto(`http://${host}:${ports[label]}${pagePath}`, { waitUntil: "load" });
        await page.waitForTimeout(1500);
        const { metrics } = await cdp.send("Performance.getMetrics");
        samples[label].push(Object.fromEntries(metrics.map((m) => [m.name, m.value])));
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  console.log(`${pagePath} on ${host}, ${runs} loads per build, medians`);
  for (const label of ["A", "B"] as const) {
    const list = samples[label];
    const figures = METRICS.map(
      (name) =>
        `${name.replace("Duration", "")} ${(median(list.map((m) => m[name] ?? NaN)) * 1000).toFixed(0)} ms`,
    );
    const nodes = median(list.map((m) => m.Nodes ?? NaN));
    console.log(`${label} (port ${ports[label]}): ${figures.join(", ")}, nodes ${nodes}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
