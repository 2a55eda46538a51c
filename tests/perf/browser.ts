import { chromium, type Browser, type BrowserContext } from "@playwright/test";

/** Debian's Chromium (or CHROMIUM_PATH), as the browser tests use it, for a benchmark. */
export function launchChromium(args: string[]): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args,
  });
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
