/**
 * First-load JS of the app's routes next to a bare Next + Chakra page built the
 * same way (`npm run bench:bundle`). Builds both, then gzips every first-load
 * chunk listed in each build's route-bundle-stats.json.
 *
 * Then loads pages of both builds in Chromium and adds up the JavaScript the
 * browser actually downloads (compressed bytes on the wire): a route's
 * manifest lists every client component the route could render, while a page
 * loads only what it renders.
 *
 *   --no-build   reuse the existing builds
 *   --baseline <web dir>   (no builds) compare the app's existing build with another
 *                build of it, e.g. one with the site shell's client components stubbed
 *                out (docs/benchmarks.md "Site shell"): route stats and the JavaScript
 *                a content page downloads, for both
 */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { launchChromium } from "./browser";
import { startNextServer } from "./loadTest";

const root = path.resolve(__dirname, "../..");
const apps = { app: path.join(root, "web"), bare: path.join(root, "tests/perf/bare-app") };

interface RouteStats {
  route: string;
  firstLoadUncompressedJsBytes: number;
  firstLoadChunkPaths: string[];
}

function build(dir: string) {
  const started = Date.now();
  const result = spawnSync("next", ["build", dir], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
  });
  if (result.status !== 0) throw new Error(`next build ${dir} failed`);
  return (Date.now() - started) / 1000;
}

function routeSizes(dir: string) {
  const stats = JSON.parse(
    readFileSync(path.join(dir, ".next/diagnostics/route-bundle-stats.json"), "utf8"),
  ) as RouteStats[];
  return stats.map((entry) => {
    const gzipped = entry.firstLoadChunkPaths.reduce(
      (sum, chunk) => sum + gzipSync(readFileSync(path.join(dir, chunk)), { level: 9 }).length,
      0,
    );
    return { route: entry.route, raw: entry.firstLoadUncompressedJsBytes, gzipped };
  });
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Compressed JavaScript bytes the browser downloads to load `url`. */
async function scriptBytes(url: string): Promise<number> {
  const browser = await launchChromium([
    "--no-sandbox",
    "--disable-gpu",
    "--disable-dev-shm-usage",
    "--host-resolver-rules=MAP *.localhost 127.0.0.1",
  ]);
  try {
    const page = await browser.newPage();
    const sizes: Promise<number>[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") {
        sizes.push(
          response
            .request()
            .sizes()
            .then((size) => size.responseBodySize),
        );
      }
    });
    await page.goto(url, { waitUntil: "networkidle" });
    return (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
  } finally {
    await browser.close();
  }
}

async function loadedInBrowser() {
  const app = await startNextServer("web", 3197);
  const bare = await startNextServer("tests/perf/bare-app", 3196);
  try {
    const baseline = await scriptBytes("http://127.0.0.1:3196/");
    console.log(`\nJavaScript downloaded by the browser (compressed)`);
    console.log(`${"bare Next+Chakra /".padEnd(52)} ${kb(baseline).padStart(10)}`);
    const pages = [
      "/",
      "/resources/paying-for-assisted-living",
      "/local/search?keyword=Austin%2C+TX&care-type=assisted-living",
      "/saved",
    ];
    for (const path of pages) {
      const bytes = await scriptBytes(`http://main.localhost:3197${path}`);
      const delta = bytes - baseline;
      console.log(
        `${path.padEnd(52)} ${kb(bytes).padStart(10)} ${`${delta >= 0 ? "+" : ""}${kb(delta)}`.padStart(10)}`,
      );
    }
  } finally {
    app.kill();
    bare.kill();
  }
}

async function main() {
  if (!process.argv.includes("--no-build")) {
    console.log(`built bare page in ${build(apps.bare).toFixed(1)} s`);
    console.log(`built app in ${build(apps.app).toFixed(1)} s`);
  }
  const bare = routeSizes(apps.bare).find((entry) => entry.route === "/");
  if (!bare) throw new Error("the bare build has no / route");
  console.log(
    `\n${"route".padEnd(24)} ${"raw".padStart(10)} ${"gzip".padStart(10)} ${"vs bare".padStart(10)}`,
  );
  console.log(
    `${"bare Next+Chakra /".padEnd(24)} ${kb(bare.raw).padStart(10)} ${kb(bare.gzipped).padStart(10)} ${"".padStart(10)}`,
  );
  for (const entry of routeSizes(apps.app)) {
    const delta = entry.gzipped - bare.gzipped;
    console.log(
      `${entry.route.padEnd(24)} ${kb(entry.raw).padStart(10)} ${kb(entry.gzipped).padStart(10)} ${`${delta >= 0 ? "+" : ""}${kb(delta)}`.padStart(10)}`,
    );
  }
}

/** The app's build against `baseline` (another build of the app): route stats and downloads. */
async function compareWithBaseline(baseline: string) {
  const route = "/[site]/[q]/[[...slug]]";
  const sizes = (dir: string) => routeSizes(dir).find((entry) => entry.route === route);
  const [app, base] = [sizes(apps.app), sizes(baseline)];
  if (!app || !base) throw new Error(`both builds need the ${route} route`);
  console.log(`\n${route}: first-load JS (route stats)`);
  console.log(
    `${"baseline".padEnd(12)} ${kb(base.raw).padStart(10)} ${kb(base.gzipped).padStart(10)} gz`,
  );
  console.log(`${"app".padEnd(12)} ${kb(app.raw).padStart(10)} ${kb(app.gzipped).padStart(10)} gz`);
  console.log(
    `${"delta".padEnd(12)} ${kb(app.raw - base.raw).padStart(10)} ${kb(app.gzipped - base.gzipped).padStart(10)} gz`,
  );

  const pages = ["/", "/resources/paying-for-assisted-living", "/about"];
  const measure = async (dir: string, port: number) => {
    const server = await startNextServer(dir, port);
    try {
      const bytes: number[] = [];
      for (const page of pages)
        bytes.push(await scriptBytes(`http://main.localhost:${port}${page}`));
      return bytes;
    } finally {
      server.kill();
    }
  };
  const before = await measure(baseline, 3196);
  const after = await measure("web", 3197);
  console.log(`\nJavaScript downloaded by the browser (compressed): baseline, app, delta`);
  pages.forEach((page, index) => {
    const [b, a] = [before[index] ?? 0, after[index] ?? 0];
    console.log(
      `${page.padEnd(40)} ${kb(b).padStart(10)} ${kb(a).padStart(10)} ${kb(a - b).padStart(10)}`,
    );
  });
}

const baselineFlag = process.argv.indexOf("--baseline");
const run =
  baselineFlag >= 0
    ? compareWithBaseline(path.resolve(process.argv[baselineFlag + 1] ?? ""))
    : main().then(loadedInBrowser);
run.catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
