/**
 * The browser of the Playwright suites: Debian's old headless shell (package
 * chromium-headless-shell), Blink without the browser's own UI, as Playwright itself runs
 * headless Chromium. Against the full browser in its new headless mode it halved the CPU
 * the suite needs (a browser process drawing its UI, a WebUI renderer per window; see
 * docs/testing.md). The benchmarks keep the full browser (tests/perf/browser.ts).
 */
export const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ?? "/usr/lib/chromium/chromium-headless-shell";
