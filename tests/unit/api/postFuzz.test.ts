/**
 * Issue 28 item 3: every route that takes a body (a route file under web/app/api/
 * exporting POST, PUT, PATCH or DELETE, found on disk, so a new endpoint is fuzzed
 * without touching this file) is called as Next calls it, with the app's own
 * dependencies over a seeded SQLite directory and lead store in a temporary folder,
 * and sent bodies no client should send: arrays, objects, numbers, null, booleans,
 * strings past the limits, prototype keys, nested junk, wrong media types and broken
 * JSON, alone and spliced into otherwise valid bodies. None may answer 5xx, and none
 * may log an error (a store failure alert that anyone could raise).
 */
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import fc from "fast-check";
import { setLogSink, type LogEntry } from "@web/lib/log";
import {
  API_FOLDER,
  bodyRoutes,
  encodeBody,
  fuzzBody,
  type BodyRoute,
  type FuzzBody,
} from "../../security/post";
import { TEST_SCALE, TEST_SEED } from "./directoryFixture";

const folder = fs.mkdtempSync(path.join(os.tmpdir(), "post-fuzz-"));
const PARTNER_TOKEN = "post-fuzz-partner-token-0123456789";
process.env.LEADS_DB_PATH = path.join(folder, "leads.sqlite");
process.env.DIRECTORY_DB_PATH = path.join(folder, "directory.sqlite");
process.env.DIRECTORY_SEED_SCALE = String(TEST_SCALE);
process.env.DIRECTORY_SEED = TEST_SEED;
process.env.PARTNER_API_TOKENS = `fuzz:${PARTNER_TOKEN}`;
// /api/v4/partner/inquiry answers only while inquiry-v4 is on.
process.env.FEATURE_FLAGS = "inquiry-v4";
// Every request comes from one client: the limits would answer 429 before any body is read.
process.env.INQUIRY_RATE_LIMIT = "off";
process.env.REVIEW_RATE_LIMIT = "off";
delete process.env.DATABASE_URL;
delete process.env.MAPS_ACCESS_TOKEN;
delete process.env.LEADS_FAULT_EMAIL_DOMAIN;
delete process.env.TRUST_PROXY;

const ORIGIN = "http://main.localhost:3000";

type Handler = (
  request: Request,
  context: { params: Promise<Record<string, string | string[]>> },
) => Response | Promise<Response>;

const routes = bodyRoutes();
const handlers = new Map<string, Handler>();

/** What a route needs to read a body at all (a token, a signed link); fresh per request. */
let credentials: (route: BodyRoute, url: URL, headers: Headers) => void = () => undefined;
/** A valid body per route, for junk spliced into valid bodies. */
let validBodies: Record<string, Record<string, unknown>> = {};

const logged: LogEntry[] = [];
let restoreLog: () => void;
const statuses: number[] = [];

beforeAll(async () => {
  restoreLog = setLogSink((entry) => logged.push(entry));
  for (const route of routes) {
    const exported = (await import(path.join(API_FOLDER, route.file))) as Record<string, unknown>;
    const handler = exported[route.method];
    if (typeof handler !== "function") throw new Error(`${route.file} exports no ${route.method}`);
    handlers.set(route.name, handler as Handler);
  }
  const { ensureDirectoryReady, getDirectoryStore } = await import("@web/directory");
  await ensureDirectoryReady();
  const store = await getDirectoryStore();
  const { results } = await store.search({
    hitsPerPage: 5,
    matchAllFilters: true,
    page: 0,
    sortBy: "most-reviews",
    criteria: { city: "Austin", state: "TX" },
  });
  const provider = (await store.getProvider(results[0]!.id))!;
  const reviewId = provider.reviews[0]!.id;
  const { issueReviewLinkToken, LOCAL_REVIEW_LINK_SECRET } =
    await import("@web/services/reviewLinkTokens");
  const { LOCAL_PREVIEW_SECRET } = await import("@web/content/previewSecret");
  const linkToken = (purpose: "provider-review" | "move-in" | "duplicate-review") =>
    issueReviewLinkToken(LOCAL_REVIEW_LINK_SECRET, {
      purpose,
      reviewId,
      providerId: provider.id,
      submissionId: "fuzz-submission-1",
    });
  credentials = (route, url, headers) => {
    if (route.path.includes("/partner/")) headers.set("x-partner-token", PARTNER_TOKEN);
    if (route.path.startsWith("/api/v1/dxp/reviews/")) {
      url.searchParams.set("token", linkToken("provider-review"));
    }
    if (route.path === "/api/v1/dxp/move-in") url.searchParams.set("token", linkToken("move-in"));
    if (route.path === "/api/preview-links" || route.path.startsWith("/api/studio/")) {
      headers.set("authorization", `Bearer ${LOCAL_PREVIEW_SECRET}`);
    }
  };
  const inquiry = {
    submissionId: "fuzz_submission_1",
    whoAreYouLookingFor: "Parent(s)",
    fullName: "Fuzz Tester",
    phoneNumber: "(512) 555-0199",
    email: "fuzz@example.com",
    payingWithMedicaid: false,
    inquiryType: "costs",
    providerId: provider.id,
  };
  const partner = {
    submission_id: "fuzz_partner_1",
    who_are_you_looking_for: "Myself",
    full_name: "Fuzz Partner",
    phone_number: "512-555-0198",
    email: "partner@example.com",
    provider_id: provider.id,
  };
  validBodies = {
    "/api/inquiry": inquiry,
    "/api/v3/partner/inquiry": partner,
    "/api/v3/partner/lead": partner,
    "/api/v4/partner/inquiry": partner,
    "/api/reviews": {
      providerId: provider.id,
      submissionId: "fuzz_review_1",
      rating: 5,
      name: "Fuzz",
      title: "A fuzzed review",
      content: "A review long enough to pass the schema's minimum.",
    },
    "/api/v1/dxp/reviews/response": { response: "Thank you for the kind words." },
    "/api/v1/dxp/reviews/contest": { reason: "This review is about another place." },
    "/api/v1/dxp/move-in": { moveInDate: "2026-10-01", residentName: "A. Lee" },
    "/api/v1/dxp/reviews/review/duplicate/approve": {
      confirmationToken: linkToken("duplicate-review"),
    },
    "/api/v1/dxp/reviews/review/duplicate/deny": {
      confirmationToken: linkToken("duplicate-review"),
    },
    "/api/v1/location/by-ids": { ids: [provider.id] },
    "/api/v2/faceted-search": { criteria: { city: "Austin", state: "TX" }, page: 0 },
    "/api/v1/faceted-search": { criteria: { city: "Austin", state: "TX" }, page: 0 },
    "/api/preview-links": { site: "main", path: "/about", ttl: "1h" },
    "/api/studio/geo-copy-preview": {
      template: "Care in {{city}}",
      careType: "assisted-living",
      place: "Austin, TX",
    },
  };
}, 180_000);

afterAll(async () => {
  restoreLog();
  await (await import("@web/leads")).closeLeadStore();
  await (await import("@web/directory")).closeDirectoryStore();
  fs.rmSync(folder, { recursive: true, force: true });
});

async function requestOf(route: BodyRoute, body: FuzzBody): Promise<Request> {
  const url = new URL(`${ORIGIN}${route.path}`);
  const headers = new Headers({ host: "main.localhost:3000", "user-agent": "post-fuzz" });
  credentials(route, url, headers);
  // As bytes, the way a server receives them (undici's own FormData stream, cancelled
  // past the size limit, rejects a pending read after the test has moved on).
  const { contentType, bytes } = await encodeBody(body);
  if (contentType) headers.set("content-type", contentType);
  return new Request(url, { method: route.method, headers, body: bytes });
}

/** Sends one body; throws (for fast-check to report and shrink) on a 5xx or a logged error. */
async function expectClientAnswer(route: BodyRoute, body: FuzzBody): Promise<void> {
  const errorsBefore = logged.filter((entry) => entry.level === "error").length;
  const response = await handlers.get(route.name)!(await requestOf(route, body), {
    params: Promise.resolve(route.params),
  });
  await response.arrayBuffer();
  statuses.push(response.status);
  const errors = logged.filter((entry) => entry.level === "error").slice(errorsBefore);
  if (response.status >= 500 || errors.length > 0) {
    throw new Error(
      `${route.name} answered ${response.status}` +
        (errors.length ? ` and logged ${JSON.stringify(errors)}` : ""),
    );
  }
}

describe("fuzz: every route that takes a body answers bad bodies with 4xx, never 5xx or a logged error", () => {
  it("finds the routes on disk, the inquiry, partner, review and review-link posts among them", () => {
    expect(routes.map((route) => route.name)).toEqual(
      expect.arrayContaining([
        "POST /api/inquiry",
        "POST /api/reviews",
        "POST /api/v3/partner/inquiry",
        "POST /api/v3/partner/lead",
        "POST /api/v4/partner/inquiry",
        "POST /api/v1/dxp/reviews/response",
        "POST /api/v1/dxp/reviews/contest",
        "POST /api/v1/dxp/reviews/review/duplicate/approve",
        "POST /api/v1/dxp/reviews/review/duplicate/deny",
        "POST /api/v1/dxp/move-in",
      ]),
    );
  });

  it("the issue's example: an array phone and an operator-object email on /api/inquiry is a 400", async () => {
    const inquiry = routes.find((route) => route.name === "POST /api/inquiry")!;
    const response = await handlers.get(inquiry.name)!(
      await requestOf(inquiry, {
        kind: "raw",
        contentType: "application/json",
        payload: '{"phoneNumber":["x"],"email":{"$gt":""}}',
      }),
      { params: Promise.resolve({}) },
    );
    expect(response.status).toBe(400);
  });

  it.each(routes.map((route) => [route.name, route] as const))(
    "%s: every fuzzed body answers less than 500 and logs no error",
    async (_, route) => {
      await fc.assert(
        fc.asyncProperty(fuzzBody(validBodies[route.path]), (body) =>
          expectClientAnswer(route, body),
        ),
        { numRuns: Math.max(60, Math.ceil(1200 / routes.length)), seed: 28 },
      );
    },
    120_000,
  );

  it("sent at least 1,000 bodies, none answered 5xx", () => {
    expect(statuses.length).toBeGreaterThanOrEqual(1000);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
  });
});
