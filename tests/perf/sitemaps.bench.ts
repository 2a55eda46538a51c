/**
 * Sitemaps (issue 12, `npm run bench:sitemaps`): the time and memory to produce every
 * sitemap file of both brands from the app's directory (100,000 providers by default:
 * data/directory.sqlite, or PostgreSQL with DATABASE_URL), through the same streaming
 * code the routes use. Prints per brand the files, URLs, bytes and seconds, and the
 * peak heap and RSS growth seen while streaming (sampled after every chunk). RSS is
 * split as Linux counts it (/proc/self/status): anonymous memory (what the process
 * allocates) and file-backed pages (SQLite's memory-mapped database file: shared with
 * the page cache, reclaimable, and bounded by the file's size and the mmap limit).
 */
import fs from "node:fs";
import { getDirectoryStore, ensureDirectoryReady } from "@web/directory";
import { parseSitemapName } from "@web/rules/sitemap";
import { sitemapIndexXml, sitemapXml } from "@web/pageKinds/sitemap/sitemaps";
import type { SiteId } from "@web/site/sites";

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Anonymous and file-backed resident memory in bytes (0 where /proc is not there). */
function residentSplit(): { anon: number; file: number } {
  try {
    const status = fs.readFileSync("/proc/self/status", "utf8");
    const kb = (name: string) =>
      Number(new RegExp(`^${name}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? 0);
    return { anon: kb("RssAnon") * 1024, file: kb("RssFile") * 1024 };
  } catch {
    return { anon: 0, file: 0 };
  }
}

async function main() {
  await ensureDirectoryReady();
  const store = await getDirectoryStore();
  console.log(
    `directory: ${store.engine}, ${(await store.countProviders()).toLocaleString("en-US")} providers`,
  );
  global.gc?.();
  const baseHeap = process.memoryUsage().heapUsed;
  const baseRss = process.memoryUsage().rss;
  const baseSplit = residentSplit();
  let peakHeap = baseHeap;
  let peakRss = baseRss;
  let peakAnon = baseSplit.anon;
  let peakFile = baseSplit.file;
  let lastSplit = 0;
  const sample = () => {
    const usage = process.memoryUsage();
    peakHeap = Math.max(peakHeap, usage.heapUsed);
    peakRss = Math.max(peakRss, usage.rss);
    // Reading /proc costs more than a chunk: at most every 20 ms.
    const now = performance.now();
    if (now - lastSplit < 20) return;
    lastSplit = now;
    const split = residentSplit();
    peakAnon = Math.max(peakAnon, split.anon);
    peakFile = Math.max(peakFile, split.file);
  };

  const started = performance.now();
  for (const site of ["main", "alt"] as SiteId[]) {
    const siteStarted = performance.now();
    let index = "";
    for await (const chunk of sitemapIndexXml(site)) index += chunk;
    const files = [...index.matchAll(/<loc>[^<]*\/sitemaps\/([^<]+)<\/loc>/g)].map((m) => m[1]!);
    let urls = 0;
    let bytes = 0;
    const perFile: string[] = [];
    for (const file of files) {
      const fileStarted = performance.now();
      const name = parseSitemapName(file);
      if (!name) throw new Error(`index names an unknown file ${file}`);
      let fileUrls = 0;
      for await (const chunk of sitemapXml(site, name)) {
        bytes += chunk.length;
        fileUrls += chunk.split("<url>").length - 1;
        sample();
      }
      if (fileUrls > 50_000) throw new Error(`${file} has ${fileUrls} URLs`);
      urls += fileUrls;
      perFile.push(
        `${file} ${fileUrls.toLocaleString("en-US")} URLs ${((performance.now() - fileStarted) / 1000).toFixed(2)} s`,
      );
    }
    console.log(
      `${site}: ${files.length} files, ${urls.toLocaleString("en-US")} URLs, ${mb(bytes)} in ${((performance.now() - siteStarted) / 1000).toFixed(2)} s`,
    );
    for (const line of perFile) console.log(`  ${line}`);
  }
  console.log(`total: ${((performance.now() - started) / 1000).toFixed(2)} s`);
  console.log(
    `peak heap growth ${mb(peakHeap - baseHeap)}, peak RSS growth ${mb(peakRss - baseRss)}` +
      ` (anonymous ${mb(peakAnon - baseSplit.anon)}, file-backed ${mb(peakFile - baseSplit.file)})`,
  );
  console.log(`peak RSS ${mb(peakRss)}`);
  await store.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
