/**
 * Main-thread CPU time of page loads, from Chromium's trace (`npx tsx
 * tests/perf/mainThreadCpu.ts RUNS URL...`; start `next start` yourself; main.localhost
 * and alt.localhost resolve to this machine). Each run loads every URL once, in turn, in
 * a fresh phone-sized context of Debian's headless shell without throttling, and sums the
 * renderer main thread's tasks from navigation to 3 s after `load` in *thread time*
 * (`tdur`): the CPU the page used, which other processes on a shared machine do not
 * inflate, unlike Lighthouse's wall-clock figures (docs/benchmarks.md, issue 23). Prints
 * medians: all tasks; "blocking at 4x" (each task's thread time x 4, as Lighthouse's
 * mobile throttling scales it, minus 50 ms); script (evaluation, calls, timers,
 * microtasks); style and layout.
 */
import { launchHeadlessShell, phoneContext } from "./browser";
import { runsAndUrls } from "./cli";
import { median } from "./lighthouse";

const { runs, urls } = runsAndUrls("mainThreadCpu.ts");

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

async function main() {
  const browser = await launchHeadlessShell();
  const results: Record<
    string,
    { total: number[]; long: number[]; script: number[]; style: number[] }
  > = {};
  for (let run = 0; run < runs; run++) {
    for (const url of urls) {
      const context = await phoneContext(browser);
      const page = await context.newPage();
      await browser.startTracing(page, {
        categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "toplevel"],
      });
      await page.goto(url, { waitUntil: "load" });
      await page.waitForTimeout(3000);
      const buffer = await browser.stopTracing();
      await context.close();
      const events = (JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] }).traceEvents;
      const main = events.find(
        (e) =>
          e.name === "thread_name" &&
          e.args?.name === "CrRendererMain" &&
          events.some((t) => t.pid === e.pid && t.name === "ParseHTML"),
      );
      if (!main) throw new Error("no renderer main thread");
      const on = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === "X");
      const tasks = on.filter((e) => e.name === "RunTask");
      const ms = (e: TraceEvent) => (e.tdur ?? 0) / 1000;
      const total = tasks.reduce((s, e) => s + ms(e), 0);
      const long = tasks.reduce((s, e) => s + Math.max(0, ms(e) * 4 - 50), 0);
      const sumOf = (names: string[]) =>
        on.filter((e) => names.includes(e.name)).reduce((s, e) => s + ms(e), 0);
      const r = (results[url] ??= { total: [], long: [], script: [], style: [] });
      r.total.push(total);
      r.long.push(long);
      r.script.push(
        sumOf([
          "EvaluateScript",
          "v8.evaluateModule",
          "FunctionCall",
          "TimerFire",
          "FireAnimationFrame",
          "RunMicrotasks",
        ]),
      );
      r.style.push(sumOf(["UpdateLayoutTree", "Layout"]));
    }
  }
  await browser.close();
  for (const [url, r] of Object.entries(results)) {
    console.log(
      `${url}\n  main-thread CPU ${median(r.total).toFixed(0)} ms (runs ${r.total.map((v) => v.toFixed(0)).join(", ")}); ` +
        `blocking at 4x ${median(r.long).toFixed(0)} ms; script ${median(r.script).toFixed(0)} ms; style+layout ${median(r.style).toFixed(0)} ms`,
    );
  }
}
void main();
