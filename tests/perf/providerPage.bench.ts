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
import path from "node:path";
import type { Provider, ProviderSearchResult } from "@web/rules/model/types";
import { measurePages, printSummary } from "./lighthouse";
import { startNextServer } from "./loadTest";
import { arg } from "./cli";

const root = path.resolve(__dirname, "../..");
const PORT = Number(arg("port") ?? 3197);
const RUNS = Number(arg("runs") ?? 3);
const HOST = `main.localhost:${PORT}`;
const API = `http://127.0.0.1:${PORT}`;

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

async function main() {
  let server: ChildProcess | undefined;
  try {
    spawnSync("tsx", ["web/scripts/prepare.ts"], { cwd: root, stdio: "inherit" });
    server = await startNextServer("web", PORT);
    const provider = await richProvider();
    const pages = { provider: provider.path, about: "/about" };
    console.log(`provider page: ${provider.path} (${provider.reviews.length} reviews)`);
    // Each run measures the page in its steady state: rendered and cached first.
    const runs = await measurePages(pages, { origin: API, host: HOST, runs: RUNS });
    printSummary("provider page, Lighthouse mobile", runs.provider!);
    printSummary("static page (/about), Lighthouse mobile", runs.about!);
  } finally {
    server?.kill();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
