/**
 * Lighthouse 13 mobile (default simulated throttling) for the page benchmarks
 * (search, provider and geo pages): one run as a JSON report read back into scores,
 * the Core Web Vitals and the bytes on the wire, medians over runs, and a summary.
 * The `lighthouse` CLI from node_modules drives Debian's Chromium; `main.localhost` and
 * `alt.localhost` resolve to this machine inside the browser.
 *
 * The phone's screen is the browser window's own size (Lighthouse's mobile 412 x 823 CSS
 * px) rather than DevTools' screen emulation. Emulation resizes the page's new renderer
 * while it navigates; in headless Chromium the renderer's first frames then carry the old
 * surface size, the compositor service stops sending it frames after four undrawn ones
 * ("ThrottleUndrawnFrames" in a trace with the `viz` category), and the first paint waits
 * for a 4 s browser timer started before the navigation, about 1.2 s in. Whether a page
 * slipped into that hold depended on whether its first layout ended within about 50 ms
 * of its first frame, so any page's score swung by 10-20 points from run to run
 * (docs/benchmarks.md, issue 23, session 5). A phone has no such resize. Two limits of
 * the window: Debian's headless shell is used, as full Chromium keeps a window at least
 * 502 px wide; and the pixel ratio stays 1, as forcing 1.75 changes it after the page
 * has loaded, which restyles every element once more. LIGHTHOUSE_SCREEN=devtools
 * measures with DevTools' emulation (1.75x) instead.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { CHROMIUM_PATH } from "../support/chromium";
import { BENCH_CHROMIUM } from "./browser";

const root = path.resolve(__dirname, "../..");

export const ALL_CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
export type Category = (typeof ALL_CATEGORIES)[number];

/** Lighthouse's default mobile screen, in CSS pixels. */
const PHONE = { width: 412, height: 823 };
const DEVTOOLS_SCREEN = process.env.LIGHTHOUSE_SCREEN === "devtools";

/** Chromium's flags: headless, this machine's names, and the phone's screen as the window. */
const CHROME_FLAGS = [
  "--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage",
  ...(DEVTOOLS_SCREEN
    ? []
    : [`--window-size=${PHONE.width},${PHONE.height}`, "--touch-events=enabled"]),
  "--host-resolver-rules=MAP main.localhost 127.0.0.1, MAP alt.localhost 127.0.0.1",
].join(" ");
const CHROME = process.env.CHROME_PATH ?? (DEVTOOLS_SCREEN ? BENCH_CHROMIUM : CHROMIUM_PATH);

export interface LighthouseRun {
  scores: Partial<Record<Category, number>>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  totalBytes: number;
  scriptBytes: number;
  documentBytes: number;
}

/** One Lighthouse mobile run on `url`, for the given categories. */
export function lighthouse(
  url: string,
  categories: readonly Category[] = ALL_CATEGORIES,
): LighthouseRun {
  const out = path.join(mkdtempSync(path.join(tmpdir(), "lh-")), "report.json");
  const result = spawnSync(
    "lighthouse",
    [
      url,
      `--chrome-flags=${CHROME_FLAGS}`,
      ...(DEVTOOLS_SCREEN ? [] : ["--screenEmulation.disabled"]),
      `--only-categories=${categories.join(",")}`,
      "--output=json",
      `--output-path=${out}`,
      "--quiet",
    ],
    {
      cwd: root,
      env: { ...process.env, CHROME_PATH: CHROME },
      stdio: ["ignore", "ignore", "inherit"],
    },
  );
  if (result.status !== 0) throw new Error("lighthouse failed");
  const report = JSON.parse(readFileSync(out, "utf8")) as {
    fullPageScreenshot?: { screenshot: { width: number } };
    categories: Record<string, { score: number }>;
    audits: Record<
      string,
      {
        numericValue?: number;
        details?: { items?: { resourceType: string; transferSize: number }[] };
      }
    >;
  };
  const width = report.fullPageScreenshot?.screenshot.width;
  if (width !== undefined && Math.round(width) !== PHONE.width) {
    throw new Error(`lighthouse measured a ${Math.round(width)} px wide page, not ${PHONE.width}`);
  }
  const resources = report.audits["resource-summary"]?.details?.items ?? [];
  const bytes = (type: string) =>
    resources.find((item) => item.resourceType === type)?.transferSize ?? 0;
  return {
    scores: Object.fromEntries(
      categories.map((category) => [
        category,
        Math.round((report.categories[category]?.score ?? 0) * 100),
      ]),
    ),
    lcpMs: Math.round(report.audits["largest-contentful-paint"]?.numericValue ?? 0),
    tbtMs: Math.round(report.audits["total-blocking-time"]?.numericValue ?? 0),
    cls: report.audits["cumulative-layout-shift"]?.numericValue ?? 0,
    totalBytes: bytes("total"),
    scriptBytes: bytes("script"),
    documentBytes: bytes("document"),
  };
}

export const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/** Scores per category (each run and the median), vitals and weight of a page's runs. */
export function printSummary(
  label: string,
  runs: readonly LighthouseRun[],
  categories: readonly Category[] = ALL_CATEGORIES,
) {
  const kb = (value: number) => `${(value / 1024).toFixed(0)} KB`;
  console.log(`${label}:`);
  for (const category of categories) {
    const scores = runs.map((run) => run.scores[category] ?? 0);
    console.log(`  ${category.padEnd(15)} runs ${scores.join(", ")}  median ${median(scores)}`);
  }
  console.log(
    `  LCP median ${median(runs.map((run) => run.lcpMs))} ms, TBT median ${median(runs.map((run) => run.tbtMs))} ms, CLS max ${Math.max(...runs.map((run) => run.cls)).toFixed(3)}`,
  );
  console.log(
    `  page weight ${kb(median(runs.map((run) => run.totalBytes)))} (document ${kb(median(runs.map((run) => run.documentBytes)))}, JavaScript ${kb(median(runs.map((run) => run.scriptBytes)))}), on the wire`,
  );
}

/**
 * Runs Lighthouse `runs` times on each page, alternating, each after one request and a
 * 2 s pause so the page is measured as the page cache serves it to a visitor.
 */
export async function measurePages(
  pages: Record<string, string>,
  options: { origin: string; host: string; runs: number; categories?: readonly Category[] },
): Promise<Record<string, LighthouseRun[]>> {
  const results: Record<string, LighthouseRun[]> = {};
  for (let run = 0; run < options.runs; run += 1) {
    for (const [name, pagePath] of Object.entries(pages)) {
      await fetch(`${options.origin}${pagePath}`, { headers: { host: options.host } });
      await new Promise((resolve) => setTimeout(resolve, 2000));
      (results[name] ??= []).push(
        lighthouse(`http://${options.host}${pagePath}`, options.categories),
      );
    }
  }
  return results;
}
