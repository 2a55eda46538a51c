import { build } from "esbuild";
import path from "node:path";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../support/chromium";
import { expect, expectNoAxeViolations, PORT, test } from "./fixtures";

/**
 * Issue 16: the Studio's Preview view and "Check against all cities" report in a real
 * browser (tests/e2e/studio/harness.tsx mounts them as the Studio does; the Studio itself
 * cannot open a document offline), on the Studio's origin, calling the real site. The
 * site renders for editors only (issue 28.1): the harness has no Sanity login, so the
 * editor gives the test server's preview secret once, when the site asks for it.
 */
const SITE = `http://localhost:${PORT}`;
const STUDIO = "http://localhost:3333";

/** A template with one mistake: the preview must show it by line and column. */
const TEMPLATE = [
  '{{#if providerCount}}There {{pluralize providerCount "is" "are"}} {{number providerCount}} {{pluralize providerCount providerName providersName}} in {{city}}, {{stateCode}}.{{else}}We are still adding communities in {{city}}.{{/if}}',
  "{{#if averageCostCents}}The average monthly cost is {{currency averageCostCents}}{{#if stateAverageCostCents}}, {{costComparison averageCostCents stateAverageCostCents}} the {{stateName}} average{{/if}}.{{/if}}",
  "{{#if (gt city 3)}}Prices here rarely change.{{/if}}",
].join("\n");

// The test serves the Studio's page itself, so Chromium takes it for a public page and
// would ask the user before it calls a loopback address (local network access): in
// production the site is public and no such prompt exists.
test.use({
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [
      ...CHROMIUM_ARGS,
      "--disable-features=LocalNetworkAccessChecks,PrivateNetworkAccessChecks,BlockInsecurePrivateNetworkRequests",
    ],
  },
});

test.describe("the Studio's geo copy tools in a browser, on the Studio's origin", () => {
  // The browser reports the site's refusals: 401 before the secret is given, and 429
  // while another check of this client runs (the check then waits and asks again).
  // One pattern: Playwright reads an array whose second item is an object (a RegExp is
  // one) as a [value, options] pair, so a list of patterns would not arrive as a list.
  test.use({ expectedConsoleErrors: [/status of (401|429|503)/] });

  let bundle = "";
  test.beforeAll(async () => {
    const out = await build({
      entryPoints: [path.join(__dirname, "studio", "harness.tsx")],
      bundle: true,
      write: false,
      format: "iife",
      jsx: "automatic",
      minify: true,
      logLevel: "error",
      // As the Studio's build does with SANITY_STUDIO_SITE_URL.
      define: {
        "process.env.SANITY_STUDIO_SITE_URL": JSON.stringify(SITE),
        "process.env.NODE_ENV": JSON.stringify("production"),
      },
    });
    bundle = out.outputFiles[0]!.text;
  });

  test("preview a template for a chosen city with its diagnostics, and check it against all cities", async ({
    page,
  }) => {
    // The check may wait for this client's other checks (the security suite's takes 30 s).
    test.setTimeout(150_000);
    // The Studio's origin is served by the test itself; the site is the real server.
    await page.route(`${STUDIO}/harness`, (route) =>
      route.fulfill({
        contentType: "text/html",
        body: `<!doctype html><html lang="en"><head><title>Geo copy preview</title></head><body><div id="root"></div><script>window.HARNESS_TEMPLATE=${JSON.stringify(TEMPLATE)}</script><script src="/harness.js"></script></body></html>`,
      }),
    );
    await page.route(`${STUDIO}/harness.js`, (route) =>
      route.fulfill({ contentType: "text/javascript", body: bundle }),
    );
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${STUDIO}/harness`);

    const preview = page.getByRole("region", { name: "Preview" });
    await expect(preview.getByRole("alert")).toContainText(
      "The Studio tools need the editor's credentials",
    );
    await preview.getByLabel("The site's preview secret").fill("local-preview");
    await preview.getByRole("button", { name: "Use the secret" }).click();
    await expect(
      preview.getByRole("link", { name: "/senior-living/assisted-living/texas/austin" }),
    ).toBeVisible();
    await expect(preview.locator("blockquote")).toContainText(
      /^There are [\d,]+ assisted living communities in Austin, TX\./,
    );
    await expect(preview.locator("[data-geo-copy-diagnostics] li")).toHaveText([
      'Line 3, column 11: "gt" needs a number as value 1, but city is text',
    ]);

    await preview.getByRole("textbox", { name: "City" }).fill("Seattle, WA");
    await expect(preview.locator("blockquote")).toContainText("in Seattle, WA.");
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "Check against all cities" }).click();
    const dialog = page.getByRole("dialog", { name: "Check against all cities" });
    // The secret given once serves the check too.
    await expect(dialog).toContainText(/^1 problem in [\d,]+ city pages\./, { timeout: 100_000 });
    await expect(dialog).toContainText(
      'Line 3, column 11: "gt" needs a number as value 1, but city is text',
    );
    await expect(dialog).toContainText(/at line 1, column 1: skipped in [\d,]+ of [\d,]+/);
    if (process.env.DOCS_SCREENSHOTS) {
      await page.screenshot({ path: "docs/images/studio-geo-copy.png" });
    }
  });
});
