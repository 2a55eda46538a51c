/**
 * Issue 28.1: the Studio's "Check against all cities" rendered a posted template for all
 * 81,390 city pages on the server's main thread, for anyone (a client without an Origin
 * header passed): a 5 KB template stalled every request for 20 s. Now only an editor
 * may ask, and the check runs in a worker thread with a time limit, so a visitor's page
 * stays fast meanwhile. Against the production build (playwright.config.ts: the test
 * server's preview secret is `local-preview`).
 *
 * The /about bound here is loose on purpose (the suite shares two cores with the other
 * project's browsers); `npm run bench:isolation` measures the 2x target on a quiet
 * machine (docs/benchmarks.md).
 */
import http from "node:http";
import { expect, test } from "@playwright/test";
import { longGeoCopyTemplate } from "../perf/studioTemplate";
import { PORT, rawRequest } from "./support";

const STUDIO = "http://localhost:3333";
const EDITOR = "Bearer local-preview";
/** The check's time limit on the suite's server (GEO_COPY_CHECK_SECONDS in playwright.config.ts). */
const TIME_LIMIT_MS = 15_000;

interface JsonResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Record<string, unknown>;
}

/** A POST to the test server exactly as given: no Origin unless `headers` has one. */
function post(
  route: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<JsonResponse> {
  const data = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: "127.0.0.1",
        port: PORT,
        path: `/api/studio/${route}`,
        method: "POST",
        headers: {
          host: `main.localhost:${PORT}`,
          "content-type": "application/json",
          "content-length": Buffer.byteLength(data),
          ...headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          let parsed: Record<string, unknown> = {};
          try {
            parsed = JSON.parse(text) as Record<string, unknown>;
          } catch {
            parsed = { text };
          }
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: parsed });
        });
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    request.setTimeout(120_000, () => request.destroy(new Error(`timeout: ${route}`)));
    request.end(data);
  });
}

/** The check, asked again while another check of this client runs (every test is 127.0.0.1). */
async function checkAsEditor(body: unknown): Promise<JsonResponse & { milliseconds: number }> {
  const until = Date.now() + 90_000;
  for (;;) {
    const started = Date.now();
    const response = await post("geo-copy-check", body, { authorization: EDITOR });
    if (response.body.busy !== true || Date.now() > until) {
      return { ...response, milliseconds: Date.now() - started };
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

async function aboutMilliseconds(): Promise<number> {
  const started = performance.now();
  const response = await rawRequest("/about");
  expect(response.status).toBe(200);
  return performance.now() - started;
}

function p95(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(0.95 * sorted.length))] ?? Number.NaN;
}

test.describe("the Studio's routes take editors only (issue 28.1)", () => {
  const PREVIEW = { template: "{{city}}", careType: "assisted-living", place: "Austin, TX" };
  const CHECK = { template: "{{city}}", careTypes: ["assisted-living"] };

  test("refuse a client without credentials, with no Origin and with the Studio's", async () => {
    for (const [route, body] of [
      ["geo-copy-check", CHECK],
      ["geo-copy-preview", PREVIEW],
    ] as const) {
      const anonymous = await post(route, body);
      expect(anonymous.status, `${route} without an Origin`).toBe(401);
      expect(anonymous.headers["www-authenticate"]).toBe('Bearer realm="studio"');
      const fromStudio = await post(route, body, { origin: STUDIO });
      expect(fromStudio.status, `${route} from the Studio's origin`).toBe(401);
      // The Studio can read why, and ask the editor.
      expect(fromStudio.headers["access-control-allow-origin"]).toBe(STUDIO);
      expect(String(fromStudio.body.error)).toContain("credentials");
    }
  });

  test("refuse a wrong credential (403), then serve the right one", async () => {
    // One wrong guess only: five would throttle this address (the suite's) for 3 minutes.
    const wrong = await post("geo-copy-check", CHECK, { authorization: "Bearer not-the-secret" });
    expect(wrong.status).toBe(403);
    const right = await post("geo-copy-preview", PREVIEW, { authorization: EDITOR });
    expect(right.status).toBe(200);
    expect(right.body.text).toBe("Austin");
  });

  test("check an authorised 20 KB template in a worker within the time limit, /about staying fast", async () => {
    test.setTimeout(240_000);
    // Warm the page, then its idle time.
    for (let i = 0; i < 3; i++) await aboutMilliseconds();
    const idle: number[] = [];
    for (let i = 0; i < 20; i++) idle.push(await aboutMilliseconds());

    const template = longGeoCopyTemplate(`security ${Date.now()}`);
    expect(template).toHaveLength(20_000);
    let finished = false;
    const checking = checkAsEditor({ template }).finally(() => {
      finished = true;
    });
    // Let the worker start and read the directory, then time the page while it renders.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const during: number[] = [];
    while (!finished && during.length < 300) during.push(await aboutMilliseconds());
    const check = await checking;

    expect(check.status).toBe(200);
    expect(check.body.thread).toBe("worker");
    // Every care type: 81,390 pages on the default directory, over a minute of work for a
    // template this long; the answer comes at the limit with what was checked.
    expect(check.milliseconds).toBeLessThan(TIME_LIMIT_MS + 10_000);
    const { places, totalPlaces, complete } = check.body as {
      places: number;
      totalPlaces: number;
      complete: boolean;
    };
    // (The worker yields the CPU to requests: on a busy machine it may check few pages.)
    expect(places).toBeLessThanOrEqual(totalPlaces);
    if (!complete) expect(places).toBeLessThan(totalPlaces);

    const idleP95 = p95(idle);
    const duringP95 = p95(during);
    test.info().annotations.push({
      type: "/about p95",
      description: `idle ${idleP95.toFixed(1)} ms (20), during the check ${duringP95.toFixed(1)} ms (${during.length}); check ${check.milliseconds} ms, ${places} of ${totalPlaces} pages`,
    });
    expect(during.length).toBeGreaterThanOrEqual(10);
    // Before: every request waited for the whole check (seconds to minutes).
    expect(duringP95).toBeLessThan(Math.max(4 * idleP95, idleP95 + 500));
  });
});
