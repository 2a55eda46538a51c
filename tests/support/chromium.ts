/**
 * The browser of the Playwright suites: Debian's old headless shell (package
 * chromium-headless-shell), Blink without the browser's own UI, as Playwright itself runs
 * headless Chromium. Against the full browser in its new headless mode it halved the CPU
 * the suite needs (a browser process drawing its UI, a WebUI renderer per window; see
 * docs/testing.md). The benchmarks keep the full browser (tests/perf/browser.ts).
 */
import { statfsSync } from "node:fs";

export const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ?? "/usr/lib/chromium/chromium-headless-shell";

/**
 * Chromium keeps its shared memory in /dev/shm. Where that is small (a container's 64 MB
 * default) it runs out and tabs crash, so the browser is told to use /tmp instead; where
 * it is large (this machine kind: half the RAM) /tmp only costs system time: about 5 % of
 * the browser suite's time here (docs/testing.md).
 */
const SHM_ARGS: string[] = (() => {
  try {
    const shm = statfsSync("/dev/shm");
    return shm.blocks * shm.bsize >= 1024 ** 3 ? [] : ["--disable-dev-shm-usage"];
  } catch {
    return ["--disable-dev-shm-usage"];
  }
})();

/** The flags every browser of the suites starts with. */
export const CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", ...SHM_ARGS];
