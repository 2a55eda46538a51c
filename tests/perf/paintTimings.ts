/**
 * When the browser really paints a page's largest element, beside Lighthouse's simulated
 * figure (`npx tsx tests/perf/paintTimings.ts RUNS URL...`; start `next start` yourself;
 * main.localhost and alt.localhost resolve to this machine). Each run loads every URL
 * once, in turn, in a fresh context with Lighthouse's mobile screen, in Debian's headless shell, with the CPU
 * slowed 4x (Lighthouse mobile's factor) and no network throttling, and reads the
 * page's own PerformanceObserver entries: first contentful paint, the last
 * largest-contentful-paint candidate (its time, size and element) and the long tasks.
 * Prints medians. Lighthouse's simulation (Lantern) rebuilds the load from a graph of
 * requests and tasks; where it and the real paints disagree, the real ones are what a
 * visitor sees (docs/benchmarks.md, issue 23).
 */
import { launchHeadlessShell, phoneContext } from "./browser";
import { runsAndUrls } from "./cli";
import { median } from "./lighthouse";

const { runs, urls } = runsAndUrls("paintTimings.ts");

interface Timings {
  fcp: number;
  lcp: number;
  element: string;
  longTasks: number;
}

async function main() {
  const browser = await launchHeadlessShell();
  const results = new Map<string, Timings[]>(urls.map((url) => [url, []]));
  for (let run = 0; run < runs; run += 1) {
    for (const url of urls) {
      const context = await phoneContext(browser);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
      await page.addInitScript(() => {
        const seen = { fcp: NaN, lcp: NaN, element: "", longTasks: 0 };
        (window as unknown as { __paints: typeof seen }).__paints = seen;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) {
            if (entry.name === "first-contentful-paint") seen.fcp = entry.startTime;
          }
        }).observe({ type: "paint", buffered: true });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            size: number;
            element: Element | null;
          })[]) {
            seen.lcp = entry.startTime;
            seen.element = `${entry.element?.tagName.toLowerCase() ?? "?"} (${entry.size} px²)`;
          }
        }).observe({ type: "largest-contentful-paint", buffered: true });
        new PerformanceObserver((list) => {
          seen.longTasks += list.getEntries().length;
        }).observe({ type: "longtask", buffered: true });
      });
      await page.goto(url, { waitUntil: "load" });
      // Late candidates (a photo decoded after load) are reported within a few frames.
      await page.evaluate(
        () =>
          new Promise((done) =>
            requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 1000))),
          ),
      );
      results
        .get(url)!
        .push(await page.evaluate(() => (window as unknown as { __paints: Timings }).__paints));
      await context.close();
    }
  }
  await browser.close();
  for (const [url, timings] of results) {
    const elements = [...new Set(timings.map((timing) => timing.element))].join(", ");
    console.log(url);
    console.log(
      `  FCP ${Math.round(median(timings.map((t) => t.fcp)))} ms; LCP ${Math.round(median(timings.map((t) => t.lcp)))} ms (runs ${timings.map((t) => Math.round(t.lcp)).join(", ")}; ${elements}); long tasks ${median(timings.map((t) => t.longTasks))}`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
