import { defineConfig } from "@playwright/test";
import base from "../../playwright.config";

/** `npm run screenshots`: the e2e suite's server and browser, the screenshot spec only. */
export default defineConfig({
  ...base,
  testDir: ".",
  retries: 0,
  failOnFlakyTests: false,
  projects: [{ name: "screenshots", use: base.projects?.[0]?.use ?? {} }],
});
