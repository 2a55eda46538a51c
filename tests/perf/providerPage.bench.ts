/**
 * Lighthouse 13 mobile (default throttling) on a provider page, median of 3, next to
 * a static content page (/about) measured in the same run (`npm run bench:provider-page`).
 * Also the page's weight (bytes on the wire, all resources) and the JavaScript the
 * browser downloads for it, from the same Lighthouse runs.
 *
 * Starts the production build (`next start`, port 3197) over the seeded directory,
 * picks the most-reviewed assisted-living provider in Austin with photos, floor plans,
 * FAQs and more than one page of reviews (every block of the template has content),
 * renders it once (the page cache then serves it, as for a visitor), and runs
 * Lighthouse three times on each page, alternating.
 * Options: --port N, --runs N.
 */
import { spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Provider, ProviderSearchResult } from "@web/directory/types";
import { startNextServer } from "./loadTest";

const root = path.resolve(__dirname, "../..");
const arg = (name: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
};
const PORT = Number(arg("port") ?? 3197);
const RUNS = Number(arg("runs") ?? 3);
const HOST = `main.localhost:${PORT}`;
const API = `http://127.0.0.1:${PORT}`;

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
type Category = (typeof CATEGORIES)[number];

interface Run {
  scores: Record<Category, number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  totalBytes: number;
  scriptBytes: number;
  documentBytes: number;
}

async function richProvider(): Promise<Provider> {
  const search = await fetch(
    `${API}/api/v1/faceted-search?keyword=Austin%2C+TX&careType=assisted-living&hitsPerPage=40&sortBy=most-reviews`,
  ).then((response) => response.json());
  for (const hit of search.data.results as ProviderSearchResult[]) {
    if (hit.reviewCount <= 5 || hit.photos.length < 2 || hit.isSuppressed) continue;
    const provider = (await fetch(`${API}/api/v2/location/${hit.id}`).then((response) =>
      response.json(),
    )) as Provider;
    if (provider.faqs.length > 0 && provider.services.some((s) => s.accommodations.length > 3)) {
      return provider;
    }
  }
  throw new Error("no provider with every section in Austin");
}

function lighthouse(url: string): Run {
  const out = path.join(mkdtempSync(path.join(tmpdir(), "lh-")), "report.json");
  const result = spawnSync(
    "lighthouse",
    [
      url,
      `--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --host-resolver-rules=MAP main.localhost 127.0.0.1`,
      `--only-categories=${CATEGORIES.join(",")}`,
      "--output=json",
      `--output-path=${out}`,
      "--quiet",
    ],
    {
      cwd: root,
      env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? "/usr/bin/chromium" },
      stdio: ["ignore", "ignore", "inherit"],
    },
  );
  if (result.status !== 0) throw new Error("lighthouse failed");
  const report = JSON.parse(readFileSync(out, "utf8")) as {
    categories: Record<string, { score: number }>;
    audits: Record<
      string,
      {
        numericValue?: number;
        details?: { items?: { resourceType: string; transferSize: number }[] };
      }
    >;
  };
  const resources = report.audits["resource-summary"]?.details?.items ?? [];
  const bytes = (type: string) =>
    resources.find((item) => item.resourceType === type)?.transferSize ?? 0;
  return {
    scores: Object.fromEntries(
      CATEGORIES.map((category) => [
        category,
        Math.round((report.categories[category]?.score ?? 0) * 100),
      ]),
    ) as Record<Category, number>,
    lcpMs: Math.round(report.audits["largest-contentful-paint"]?.numericValue ?? 0),
    tbtMs: Math.round(report.audits["total-blocking-time"]?.numericValue ?? 0),
    cls: report.audits["cumulative-layout-shift"]?.numericValue ?? 0,
    totalBytes: bytes("total"),
    scriptBytes: bytes("script"),
    documentBytes: bytes("document"),
  };
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

function summary(label: string, runs: Run[]) {
  const kb = (value: number) => `${(value / 1024).toFixed(0)} KB`;
  console.log(`${label}:`);
  for (const category of CATEGORIES) {
    console.log(
      `  ${category.padEnd(15)} runs ${runs.map((run) => run.scores[category]).join(", ")}  median ${median(runs.map((run) => run.scores[category]))}`,
    );
  }
  console.log(
    `  LCP median ${median(runs.map((run) => run.lcpMs))} ms, TBT median ${median(runs.map((run) => run.tbtMs))} ms, CLS max ${Math.max(...runs.map((run) => run.cls)).toFixed(3)}`,
  );
  console.log(
    `  page weight ${kb(median(runs.map((run) => run.totalBytes)))} (document ${kb(median(runs.map((run) => run.documentBytes)))}, JavaScript ${kb(median(runs.map((run) => run.scriptBytes)))}), on the wire`,
  );
}

async function main() {
  let server: ChildProcess | undefined;
  try {
    spawnSync("tsx", ["web/scripts/prepare.ts"], { cwd: root, stdio: "inherit" });
    server = await startNextServer("web", PORT);
    const provider = await richProvider();
    const pages = { provider: provider.path, about: "/about" };
    console.log(`provider page: ${provider.path} (${provider.reviews.length} reviews)`);
    const runs: Record<keyof typeof pages, Run[]> = { provider: [], about: [] };
    for (let run = 0; run < RUNS; run += 1) {
      for (const [name, pagePath] of Object.entries(pages) as [keyof typeof pages, string][]) {
        // Each run measures the page in its steady state: rendered and cached first.
        await fetch(`${API}${pagePath}`, { headers: { host: HOST } });
        await new Promise((resolve) => setTimeout(resolve, 2000));
        runs[name].push(lighthouse(`http://${HOST}${pagePath}`));
      }
    }
    summary("provider page, Lighthouse mobile", runs.provider);
    summary("static page (/about), Lighthouse mobile", runs.about);
  } finally {
    server?.kill();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
