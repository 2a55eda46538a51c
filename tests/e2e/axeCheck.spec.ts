/**
 * The accessibility check every browser test leans on must be able to fail: on the whole
 * page, inside a same-origin frame, within a region, and on a second scan of one document
 * (axe stays in the page between scans).
 */
import { expect, expectNoAxeViolations, test } from "./fixtures";

/** Touch targets of the spec's size, so only the planted faults are found. */
const BIG = "min-width: 44px; min-height: 44px";

const PAGE = `<!doctype html><html lang="en"><head><title>Check</title></head><body>
  <main>
    <h1>Check</h1>
    <section id="clean"><p>Readable text.</p><button type="button" style="${BIG}">Named</button></section>
    <section id="faulty"><button type="button" style="${BIG}"></button></section>
  </main>
</body></html>`;

test.describe("the axe check", () => {
  test(
    "fails on a violation, scoped or not, and on a second scan",
    { tag: "@viewport-independent" },
    async ({ page }) => {
      await page.setContent(PAGE);
      await expect(expectNoAxeViolations(page)).rejects.toThrow(/button-name/);
      await expectNoAxeViolations(page, { within: "#clean" });
      await expect(expectNoAxeViolations(page, { within: "#faulty" })).rejects.toThrow(
        /button-name/,
      );
      // The same document again, axe already in it: a fix is seen, then a new fault.
      await page.locator("#faulty button").evaluate((button) => (button.textContent = "Now named"));
      await expectNoAxeViolations(page);
      await page.locator("#clean p").evaluate((text) => {
        (text as HTMLElement).style.color = "#ddd";
      });
      await expect(expectNoAxeViolations(page)).rejects.toThrow(/color-contrast/);
    },
  );

  test(
    "scans a same-origin frame through the top page",
    { tag: "@viewport-independent" },
    async ({ page }) => {
      // Two documents of one origin, served by the browser's router (no site page has a frame).
      const documents: Record<string, string> = {
        "/": `<!doctype html><html lang="en"><head><title>Top</title></head><body><main><h1>Top</h1><iframe title="Inner" src="/inner"></iframe></main></body></html>`,
        "/inner": `<!doctype html><html lang="en"><head><title>Inner</title></head><body><main><img src="/pixel.gif"></main></body></html>`,
      };
      await page.route("http://axe-check.test/**", (route) => {
        const path = new URL(route.request().url()).pathname;
        const body = documents[path];
        return body
          ? route.fulfill({ contentType: "text/html", body })
          : route.fulfill({ status: 204 });
      });
      await page.goto("http://axe-check.test/");
      await expect(page.frameLocator("iframe").locator("img")).toBeAttached();
      await expect(expectNoAxeViolations(page)).rejects.toThrow(/image-alt/);
    },
  );
});
