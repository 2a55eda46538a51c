import { existsSync } from "node:fs";
import { chromium, type Browser, type BrowserContext } from "@playwright/test";
import { CHROMIUM_PATH } from "../support/chromium";

const FULL_CHROMIUM = "/usr/bin/chromium";

/**
 * The benchmarks' browser: Debian's full Chromium, or the suite's headless shell where
 * only that is installed (.ci/run installs no other).
 */
export const BENCH_CHROMIUM = existsSync(FULL_CHROMIUM) ? FULL_CHROMIUM : CHROMIUM_PATH;

/** The benchmarks' browser (or CHROMIUM_PATH) with the given flags. */
export function launchChromium(args: string[]): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? BENCH_CHROMIUM, args });
}

/**
 * Debian's headless shell (as Lighthouse runs it here) with the brands' names resolved to
 * this machine, for the page-load measurements (mainThreadCpu.ts, paintTimings.ts).
 */
export function launchHeadlessShell(): Promise<Browser> {
  return chromium.launch({
    executablePath: "/usr/lib/chromium/chromium-headless-shell",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--host-resolver-rules=MAP main.localhost 127.0.0.1, MAP alt.localhost 127.0.0.1",
    ],
  });
}

/** A fresh context with Lighthouse's mobile screen (412 x 823 at 1.75x, touch). */
export function phoneContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
}
