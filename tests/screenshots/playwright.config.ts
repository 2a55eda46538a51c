import path from "node:path";
import { defineConfig } from "@playwright/test";
import base from "../../playwright.config";

/** The repository: the base server's command names its scripts from there. */
const root = path.resolve(__dirname, "../..");

/** `npm run screenshots`: the e2e suite's server and browser, the screenshot spec only. */
export default defineConfig({
  ...base,
  testDir: ".",
  retries: 0,
  failOnFlakyTests: false,
  projects: [{ name: "screenshots", use: base.projects?.[0]?.use ?? {} }],
  // Playwright runs a web server's command in its config's folder unless told otherwise.
  webServer: Array.isArray(base.webServer)
    ? base.webServer.map((server) => ({ ...server, cwd: root }))
    : base.webServer && { ...base.webServer, cwd: root },
});
