/**
 * Issue 28 item 3 over real HTTP, against the production build: a few hundred bodies no
 * client should send (arrays, objects, numbers, null, booleans, strings past the
 * limits, prototype keys, nested junk, other media types, broken JSON), spread over
 * every route that takes a body (found on disk, tests/security/post.ts). None may be
 * answered with a 5xx. The Jest run (tests/unit/api/postFuzz.test.ts) sends more and
 * also checks that nothing is logged as a store failure.
 *
 * Credentials from playwright.config.ts (the partner token, the review-link key, the
 * preview secret) let the bodies get past each route's own gate. The Studio's routes
 * get no credential (401, one request each): a valid template there starts a check of
 * every city, which would load the machine under studioCheck.spec.ts's timing.
 */
import { expect, test } from "@playwright/test";
import fc from "fast-check";
import { issueReviewLinkToken } from "@web/services/reviewLinkTokens";
import type { Provider, ProviderSearchResult } from "@web/rules/model/types";
import { bodyRoutes, encodeBody, fuzzBody, rawPost, type BodyRoute } from "./post";
import { PORT, rawRequest } from "./support";

const PARTNER_TOKEN = "e2e-partner-token-0123456789";
const REVIEW_LINK_SECRET = "e2e-review-links";
const PREVIEW_SECRET = "local-preview";
/** Bodies per route: a few hundred in all, well inside API_RATE_LIMIT for one client. */
const BODIES_PER_ROUTE = 16;

async function getJson<T>(path: string): Promise<T> {
  const response = await rawRequest(path);
  expect(response.status, path).toBe(200);
  return JSON.parse(response.body) as T;
}

test("no body sent to a route that takes one is answered with a 5xx", async () => {
  test.setTimeout(180_000);
  const routes = bodyRoutes();
  expect(routes.map((route) => route.name)).toEqual(
    expect.arrayContaining([
      "POST /api/inquiry",
      "POST /api/reviews",
      "POST /api/v3/partner/inquiry",
      "POST /api/v1/dxp/reviews/response",
    ]),
  );

  const search = await getJson<{ data: { results: ProviderSearchResult[] } }>(
    "/api/v1/faceted-search?keyword=Denver%2C+CO&careType=assisted-living&hitsPerPage=5&sortBy=most-reviews",
  );
  const provider = await getJson<Provider>(`/api/v2/location/${search.data.results[0]!.id}`);
  const link = (purpose: "provider-review" | "move-in" | "duplicate-review") =>
    issueReviewLinkToken(REVIEW_LINK_SECRET, {
      purpose,
      reviewId: provider.reviews[0]?.id,
      providerId: provider.id,
      submissionId: "post-fuzz-submission",
    });
  const partner = {
    submission_id: "post_fuzz_partner",
    who_are_you_looking_for: "Myself",
    full_name: "Fuzz Partner",
    phone_number: "512-555-0198",
    email: "partner@example.com",
    provider_id: provider.id,
  };
  const validBodies: Record<string, Record<string, unknown>> = {
    "/api/inquiry": {
      submissionId: "post_fuzz_inquiry",
      whoAreYouLookingFor: "Parent(s)",
      fullName: "Fuzz Tester",
      phoneNumber: "(512) 555-0199",
      email: "fuzz@example.com",
      inquiryType: "costs",
      providerId: provider.id,
    },
    "/api/v3/partner/inquiry": partner,
    "/api/v3/partner/lead": partner,
    "/api/v4/partner/inquiry": partner,
    "/api/reviews": {
      providerId: provider.id,
      submissionId: "post_fuzz_review",
      rating: 5,
      name: "Fuzz",
      title: "A fuzzed review",
      content: "A review long enough to pass the schema's minimum.",
    },
    "/api/v1/dxp/reviews/response": { response: "Thank you for the kind words." },
    "/api/v1/dxp/reviews/contest": { reason: "This review is about another place." },
    "/api/v1/dxp/move-in": { moveInDate: "2026-10-01" },
    "/api/v1/dxp/reviews/review/duplicate/approve": { confirmationToken: link("duplicate-review") },
    "/api/v1/dxp/reviews/review/duplicate/deny": { confirmationToken: link("duplicate-review") },
    "/api/v1/location/by-ids": { ids: [provider.id] },
    "/api/v1/faceted-search": { criteria: { city: "Denver", state: "CO" } },
    "/api/v2/faceted-search": { criteria: { city: "Denver", state: "CO" } },
    "/api/preview-links": { site: "main", path: "/about", ttl: "1h" },
  };
  const gate = (route: BodyRoute): { query: string; headers: Record<string, string> } => {
    if (route.path.includes("/partner/")) {
      return { query: "", headers: { "x-partner-token": PARTNER_TOKEN } };
    }
    if (route.path.startsWith("/api/v1/dxp/reviews/") && !route.path.includes("/duplicate/")) {
      return { query: `?token=${link("provider-review")}`, headers: {} };
    }
    if (route.path === "/api/v1/dxp/move-in") {
      return { query: `?token=${link("move-in")}`, headers: {} };
    }
    if (route.path === "/api/preview-links") {
      return { query: "", headers: { authorization: `Bearer ${PREVIEW_SECRET}` } };
    }
    return { query: "", headers: {} };
  };

  const failures: string[] = [];
  const send = async (route: BodyRoute, body: Parameters<typeof encodeBody>[0]) => {
    const { contentType, bytes } = await encodeBody(body);
    const { query, headers } = gate(route);
    const answer = await rawPost(`${route.path}${query}`, {
      port: PORT,
      headers: { "user-agent": "post-fuzz", ...headers },
      contentType,
      bytes,
    });
    if (answer.status >= 500) {
      failures.push(
        `${route.name} ${answer.status} for ${contentType ?? "(no type)"} ${JSON.stringify(body).slice(0, 300)}`,
      );
    }
    return answer;
  };

  // The issue's example first.
  const inquiry = routes.find((route) => route.name === "POST /api/inquiry")!;
  const example = await send(inquiry, {
    kind: "raw",
    contentType: "application/json",
    payload: '{"phoneNumber":["x"],"email":{"$gt":""}}',
  });
  expect(example.status).toBe(400);

  let sent = 1;
  for (const route of routes) {
    const bodies = fc.sample(fuzzBody(validBodies[route.path]), {
      numRuns: BODIES_PER_ROUTE,
      seed: 28,
    });
    for (const body of bodies) {
      const { status } = await send(route, body);
      sent += 1;
      // A refused credential may count against this client (the preview secret's
      // failures, which also gate draft mode for the rest of the suite): stop there.
      if (status === 401 || status === 403) break;
    }
  }
  expect(sent).toBeGreaterThanOrEqual(180);
  expect(failures).toEqual([]);
});
