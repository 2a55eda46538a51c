import http from "node:http";
import type { AddressInfo } from "node:net";
import type { Page } from "@playwright/test";
import { issuePreviewLink, PREVIEW_LINK_PREFIX } from "@web/content/previewLinks";
import { expect, MAIN, PORT, test } from "../e2e/fixtures";
import { htmlNonces, policies, policyNonces, rawRequest, type RawResponse } from "./support";

/**
 * Issue 14.5 in the browser: with the nonce policy, every page still runs its
 * scripts (Next's bootstrap and the inline RSC payload) and the browser reports
 * no violation: not on the home page, a search page, a content page, the compare
 * carousel, a 404, nor in draft mode. (The fixture also fails on any console
 * error, which is how Chromium reports a blocked script or style.)
 */

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) => {
      seen.push(`${event.violatedDirective}: ${event.blockedURI} ${event.sample}`);
    });
  });
});

async function expectScriptsRanWithoutViolations(page: Page) {
  await page.waitForLoadState("load");
  // Next's bootstrap script (external, allowed by nonce) sets window.next ...
  await expect
    .poll(() =>
      page.evaluate(
        () => typeof (window as unknown as { next?: { version?: string } }).next?.version,
      ),
    )
    .toBe("string");
  // ... and React hydrates the page only from the inline RSC payload (allowed by nonce).
  await expect
    .poll(() =>
      page.evaluate(() =>
        Object.keys(document.querySelector("main") ?? {}).some((key) =>
          key.startsWith("__reactFiber$"),
        ),
      ),
    )
    .toBe(true);
  expect(
    await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations),
  ).toEqual([]);
}

test("the home page runs its scripts: the location box suggests places", async ({ page }) => {
  await page.goto(`${MAIN}/`);
  await expectScriptsRanWithoutViolations(page);
  const input = page.getByRole("main").getByRole("combobox", { name: "Location" }).first();
  await input.fill("Aus");
  await expect(page.getByRole("listbox", { name: "Suggestions" })).toBeVisible({ timeout: 20_000 });
  await expectScriptsRanWithoutViolations(page);
});

test("a search page and a content page run clean", async ({ page }) => {
  await page.goto(`${MAIN}/local/search?keyword=Austin%2C+TX&care-type=assisted-living`);
  await expectScriptsRanWithoutViolations(page);
  await page.goto(`${MAIN}/resources/paying-for-assisted-living`);
  await expectScriptsRanWithoutViolations(page);
});

test("the compare carousel opens clean", async ({ page }) => {
  test.slow();
  const answer = await page.request.get(
    `http://localhost:${PORT}/api/v2/faceted-search?keyword=Austin%2C+TX&domain=main&hitsPerPage=3`,
  );
  const { data } = (await answer.json()) as { data: { results: { id: string }[] } };
  const ids = data.results.map((result) => result.id).join(",");
  await page.goto(
    `${MAIN}/local/search?keyword=Austin%2C+TX&selectedCommunities=${ids}&isModalOpen=true`,
  );
  const modal = page.getByRole("dialog", { name: "Compare communities" });
  await expect(modal).toBeVisible({ timeout: 30_000 });
  await expect(modal.locator(".swiper")).toBeVisible({ timeout: 30_000 });
  await expectScriptsRanWithoutViolations(page);
});

test.describe("a 404 page", () => {
  test.use({ expectedConsoleErrors: [/status of 404/] });

  test("runs clean", async ({ page }) => {
    await page.goto(`${MAIN}/no-such-page/here`);
    await expectScriptsRanWithoutViolations(page);
  });
});

test("a draft page runs clean, and a page visited after leaving preview too", async ({ page }) => {
  await page.goto(`${MAIN}/api/draft-mode/enable?secret=local-preview&redirect=/about`);
  await expect(page.getByRole("region", { name: "Preview mode" })).toBeVisible();
  await expectScriptsRanWithoutViolations(page);
  await page.getByRole("link", { name: "Exit preview" }).click();
  await expect(page.getByRole("region", { name: "Preview mode" })).toHaveCount(0);
  await expectScriptsRanWithoutViolations(page);
});

/** A shared preview link of /about, signed with the test server's secret (playwright.config.ts). */
function sharedPreviewPath(): string {
  const { token } = issuePreviewLink(
    { site: "main", path: "/about" },
    { env: { PREVIEW_SECRET: "local-preview" } },
  );
  return `${PREVIEW_LINK_PREFIX}${token}`;
}

function directive(policy: string, name: string): string[] | undefined {
  for (const part of policy.split(";")) {
    const [key, ...values] = part.trim().split(/\s+/);
    if (key === name) return values;
  }
  return undefined;
}

/** Only the Studio may frame it, and its scripts run by the nonce its policy names. */
function expectFramedOnlyByStudioWithNonce(response: RawResponse) {
  const all = policies(response);
  expect(all.length, "a Content-Security-Policy").toBeGreaterThan(0);
  for (const policy of all) {
    expect(directive(policy, "frame-ancestors")).toEqual(["http://localhost:3333"]);
    expect(directive(policy, "script-src")).not.toContain("'unsafe-inline'");
  }
  const nonces = [...new Set(policyNonces(response))];
  expect(nonces).toHaveLength(1);
  expect(htmlNonces(response.body)).toEqual(nonces);
}

/**
 * Issue 28.6: pages that are never cached (the thank-you page, shared previews) and
 * Next's own answers under /_next/ sent no policy, so any site could frame them.
 */
test.describe("every HTML answer has a policy", () => {
  for (const [name, path, status] of [
    ["the thank-you page", "/thank-you", 200],
    ["the thank-you page with its phone", "/thank-you?phone=8005550123", 200],
    ["Next's 404 under /_next/", "/_next/does-not-exist", 404],
  ] as const) {
    test(`${name}: framed only by the Studio, scripts by nonce`, async () => {
      const response = await rawRequest(path);
      expect(response.status).toBe(status);
      expect(response.headers["content-type"]).toMatch(/^text\/html/);
      expectFramedOnlyByStudioWithNonce(response);
    });
  }

  test("a shared preview: framed only by the Studio, scripts by nonce", async () => {
    const response = await rawRequest(sharedPreviewPath());
    expect(response.status).toBe(200);
    expect(response.body).toContain("Our Advisors");
    expectFramedOnlyByStudioWithNonce(response);
  });

  test("a refused shared preview link: framed only by the Studio", async () => {
    const response = await rawRequest(`${PREVIEW_LINK_PREFIX}v1.not.valid`);
    expect(response.status).toBe(403);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    expect(policies(response).length).toBeGreaterThan(0);
    for (const policy of policies(response))
      expect(directive(policy, "frame-ancestors")).toEqual(["http://localhost:3333"]);
  });

  for (const path of ["/_next/static/nope.js", "/_next/static/chunks/nope.css"]) {
    test(`Next's plain 404 for ${path}: framed by nothing`, async () => {
      const response = await rawRequest(path);
      expect(response.status).toBe(404);
      expect(policies(response)).toEqual([
        "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
      ]);
    });
  }

  test("a page that is never cached runs clean with its own policy", async ({ page }) => {
    await page.goto(`${MAIN}/thank-you`);
    await expectScriptsRanWithoutViolations(page);
    await page.goto(`${MAIN}${sharedPreviewPath()}`);
    await expectScriptsRanWithoutViolations(page);
  });

  test.describe("framed by another site", () => {
    test.use({ expectedConsoleErrors: [/frame-ancestors/] });

    test("the browser refuses to show the thank-you page in the frame", async ({ page }) => {
      // A real page of another origin on the loopback address: a page fulfilled by
      // page.route counts as a public origin, and Chromium's Local Network Access
      // check then blocks the frame before its policy is even read.
      const framer = http.createServer((_request, response) => {
        response.setHeader("content-type", "text/html; charset=utf-8");
        response.end(
          `<!doctype html><title>framer</title><iframe src="${MAIN}/thank-you"></iframe>`,
        );
      });
      await new Promise<void>((resolve) => framer.listen(0, "127.0.0.1", resolve));
      try {
        const refused = page.waitForEvent("console", {
          predicate: (message) => /frame-ancestors/.test(message.text()),
        });
        await page.goto(`http://127.0.0.1:${(framer.address() as AddressInfo).port}/`);
        expect((await refused).text()).toContain(MAIN);
        const framed = page.frames().find((frame) => frame !== page.mainFrame());
        await expect.poll(() => framed?.url()).toMatch(/^chrome-error:/);
      } finally {
        framer.close();
      }
    });
  });
});
