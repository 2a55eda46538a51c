/**
 * Embedded content source: cost of the page-by-path query through the one
 * Sanity client (`npm run bench:content`). Prints the median and p95 after
 * warm-up (the figure the foundation issue targets: <= 5 ms median), and the
 * cost of a first, uncached evaluation for comparison.
 */
import { client } from "@web/content/client";
import { EmbeddedDataset, embeddedDataset } from "@web/content/embeddedDataset";
import { PAGE_BY_PATH_QUERY } from "@web/content/queries";

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

async function time(run: () => Promise<unknown>, iterations: number): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < iterations; i += 1) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  return samples.sort((a, b) => a - b);
}

async function main() {
  const dataset = embeddedDataset();
  const paths =
    (await client.fetch<{ site: string; path: string }[]>(`*[_type == "page"]{site, path}`)) ?? [];
  console.log(`dataset: ${dataset.size} documents, ${paths.length} published pages`);

  // Warm-up: every page once per perspective.
  for (const { site, path } of paths) {
    await client.fetch(PAGE_BY_PATH_QUERY, { site, path });
    await client.fetch(PAGE_BY_PATH_QUERY, { site, path }, { perspective: "drafts" });
  }

  let i = 0;
  const warm = await time(() => {
    const { site, path } = paths[i++ % paths.length]!;
    return client.fetch(PAGE_BY_PATH_QUERY, { site, path });
  }, 2000);

  // Uncached: a fresh dataset object per query, so groq-js evaluates every time.
  const documents =
    (await client.fetch<{ _id: string; _type: string }[]>("*", {}, { perspective: "raw" })) ?? [];
  let j = 0;
  const cold = await time(() => {
    const { site, path } = paths[j++ % paths.length]!;
    return new EmbeddedDataset(documents).query(PAGE_BY_PATH_QUERY, { site, path });
  }, 200);

  const row = (label: string, samples: number[]) =>
    `${label.padEnd(34)} median ${percentile(samples, 50).toFixed(3)} ms   p95 ${percentile(samples, 95).toFixed(3)} ms   (n=${samples.length})`;
  console.log(row("page-by-path, client, warm", warm));
  console.log(row("page-by-path, groq-js uncached", cold));
  const median = percentile(warm, 50);
  console.log(
    median <= 5
      ? `PASS: warm median ${median.toFixed(3)} ms <= 5 ms`
      : `FAIL: warm median ${median.toFixed(3)} ms > 5 ms`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
