import { chromium, type Browser } from "@playwright/test";

/** Debian's Chromium (or CHROMIUM_PATH), as the browser tests use it, for a benchmark. */
export function launchChromium(args: string[]): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args,
  });
}
