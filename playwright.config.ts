import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./tests/support/chromium";

/** The production build served on its own port for the browser tests. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);

const chromium = {
  executablePath: CHROMIUM_PATH,
  args: [
    ...CHROMIUM_ARGS,
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    // One renderer for the brands' hosts and the Studio's origin instead of a process per
    // site: the tests check the pages, not Chromium's isolation, and the browser's CPU is
    // most of the suite's (about a tenth less on shell.spec.ts, docs/testing.md).
    "--disable-site-isolation-trials",
    "--disable-features=IsolateOrigins,site-per-process",
  ],
};

// One output folder per run, so parallel local runs do not trample each other's traces.
process.env.PW_RUN_ID ??= String(Date.now());

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: `test-results/run-${process.env.PW_RUN_ID}`,
  // Limits that catch a hang, not speed assertions (benchmarks measure speed). On a
  // loaded 2-core machine an axe scan of a 20-card page alone took 15 s, and tests with
  // a few navigations and a scan ran past 45 s (CI run of 47a74c6).
  timeout: 90_000,
  expect: { timeout: 15_000 },
  workers: 2,
  // A failed test runs once more, traced, so the failure can be read; a test that then
  // passes is flaky and fails the run all the same (a flake is a bug, fixed at its cause).
  // Tracing every test cost a fifth of the suite's CPU (docs/testing.md).
  retries: 1,
  failOnFlakyTests: true,
  reporter: [["list"]],
  use: {
    baseURL: `http://main.localhost:${E2E_PORT}`,
    launchOptions: chromium,
    trace: "on-first-retry",
  },
  projects: [
    // Issue 24.4: every internal link of 25 pages per brand answers 200, no redirect
    // (tests/crawl/). Plain HTTP, no browser; listed first so its few minutes of the
    // server's rendering run beside the browser tests, not after them.
    { name: "crawl", testDir: "tests/crawl" },
    { name: "desktop", use: { ...devices["Desktop Chrome"], launchOptions: chromium } },
    {
      name: "phone",
      use: { ...devices["Pixel 7"], launchOptions: chromium },
      // Tests tagged @viewport-independent check what the screen size cannot change (an
      // answer's status, headers or markup, a stored lead, keyboard handling): the
      // desktop project runs them once.
      // And tests tagged @brand-variant are another brand's copy of a group the main brand
      // runs here too: every brand runs them on the desktop (tests/e2e/fixtures.ts brandRun).
      grepInvert: /@viewport-independent|@brand-variant/,
      // Every describe of shell.spec and layout.spec sets its own viewport (desktop, tablet and phone
      // widths, touch where it applies), so one project runs all of it; under this one
      // it only ran the same tests a second time. The others left out test what no
      // phone changes: API contracts (inquiryApi, studioGeoCopy), the editors' and QA's
      // desktop tools (studioGeoCopyBrowser, qaDiff), and the geo-IP lookup, whose
      // spec sets a desktop viewport of its own.
      testIgnore: [
        "**/shell.spec.ts",
        "**/layout.spec.ts",
        "**/inquiryApi.spec.ts",
        "**/studioGeoCopy.spec.ts",
        "**/studioGeoCopyBrowser.spec.ts",
        "**/qaDiff.spec.ts",
        "**/geoIp.spec.ts",
      ],
    },
    // Issue 14: headers, redirects, preview secret, host trust, malformed URLs against the
    // production build (some tests start servers of their own on E2E_PORT + 1 and + 2).
    {
      name: "security",
      testDir: "tests/security",
      use: { ...devices["Desktop Chrome"], launchOptions: chromium },
    },
    // Issue 25: several production instances of the build sharing Redis (TEST_REDIS_URL,
    // .ci/redis.sh) and PostgreSQL (TEST_DATABASE_URL, .ci/postgres.sh), started by the tests
    // on E2E_PORT + 20 and up (tests/scale/instances.ts). Never skipped: without those
    // settings the tests start their own Redis and the .ci/postgres.sh server; CI fails.
    { name: "scale", testDir: "tests/scale" },
  ],
  webServer: {
    command: `tsx web/scripts/prepare.ts --no-build && next start web -p ${E2E_PORT}`,
    url: `http://localhost:${E2E_PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 300_000,
    stdout: "pipe",
    stderr: "pipe",
    env: {
      NEXT_TELEMETRY_DISABLED: "1",
      DEFAULT_SITE: "main",
      // next start is a production server: without PREVIEW_SECRET draft mode is off
      // (web/content/previewSecret.ts); the draft-preview tests use the documented value.
      PREVIEW_SECRET: "local-preview",
      // Canonical URLs name the configured origins (web/site/sites.ts): here, the test server's.
      SITE_ORIGIN_MAIN: `http://main.localhost:${E2E_PORT}`,
      SITE_ORIGIN_ALT: `http://alt.localhost:${E2E_PORT}`,
      SITE_ORIGIN_HOMES: `http://homes.localhost:${E2E_PORT}`,
      // The browser tests' leads stay apart from a developer's own data/leads.sqlite.
      LEADS_DB_PATH: "data/leads-e2e.sqlite",
      // TEST-ONLY fault hook (web/leads/faultInjection.ts): saving a lead with an email
      // at this domain fails, so the tests can see spec 8's failure message.
      LEADS_FAULT_EMAIL_DOMAIN: "fail.example",
      // The Studio's check of a template against every city stops after this many seconds
      // (30 by default): tests/security/studioCheck.spec.ts waits for it, the other checks
      // of the suite (one care type) finish in a third of it on a busy machine.
      GEO_COPY_CHECK_SECONDS: "15",
      // Every test posts from 127.0.0.1: a limit for one visitor would stop the suite.
      INQUIRY_RATE_LIMIT: "10000/60",
      REVIEW_RATE_LIMIT: "10000/60",
      // Review links are signed with this key (tests/e2e/reviewLinks.spec.ts signs its own).
      REVIEW_LINK_SECRET: "e2e-review-links",
      // Two partners: tests/security/partnerKeys.spec.ts keeps their idempotency keys apart.
      PARTNER_API_TOKENS: "e2e:e2e-partner-token-0123456789,e2e-b:e2e-partner-b-token-0123456789",
    },
  },
});
