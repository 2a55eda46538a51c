import { postReview, type ReviewDependencies } from "@web/api/reviews";
import type { DirectoryStore } from "@web/directory/store";
import { localRateLimiter } from "@web/lib/rateLimit";
import { setLogSink, type LogEntry } from "@web/lib/log";
import { REVIEW_MESSAGES } from "@web/rules/reviews/reviewSubmission";
import { openTestDirectory, type TestDirectory } from "./directoryFixture";

let directory: TestDirectory;
let providerId: string;
let publishedReviews: number;

beforeAll(async () => {
  directory = await openTestDirectory();
  const found = await directory.store.search({
    hitsPerPage: 1,
    matchAllFilters: true,
    page: 0,
    sortBy: "most-reviews",
    criteria: { city: "Austin", state: "TX", careType: "assisted-living" },
  });
  providerId = found.results[0]!.id;
  publishedReviews = (await directory.store.getProvider(providerId))!.reviews.length;
}, 120_000);
afterAll(() => directory.close());

const deps = (overrides: Partial<ReviewDependencies> = {}): ReviewDependencies => ({
  store: async () => directory.store,
  rateLimiter: null,
  ...overrides,
});

let counter = 0;
function review(fields: Record<string, unknown> = {}) {
  counter += 1;
  return {
    providerId,
    submissionId: `unit-review-${counter}-${Date.now()}`,
    rating: 4,
    name: "Pat",
    title: "Helpful and warm",
    content: "The nurses explained everything and called us every week.",
    ...fields,
  };
}

function post(body: unknown, headers: Record<string, string> = {}) {
  return new Request("http://main.localhost/api/reviews", {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

describe("POST /api/reviews", () => {
  it("stores a review as pending moderation and does not publish it", async () => {
    const response = await postReview(post(review()), deps());
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      success: true,
      message: REVIEW_MESSAGES.submitted,
      status: "pending",
    });
    const pending = await directory.store.pendingReviews(providerId);
    expect(pending.at(-1)).toMatchObject({ name: "Pat", rating: 4, status: "pending" });
    expect((await directory.store.getProvider(providerId))!.reviews).toHaveLength(publishedReviews);
  });

  it("answers every invalid field with the form's message", async () => {
    const response = await postReview(
      post(review({ rating: 7, name: " ", title: "", content: "Too short" })),
      deps(),
    );
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.success).toBe(false);
    expect(body.message).toBe(REVIEW_MESSAGES.rating);
    expect(body.errors).toEqual({
      rating: REVIEW_MESSAGES.rating,
      name: REVIEW_MESSAGES.name,
      title: REVIEW_MESSAGES.title,
      content: REVIEW_MESSAGES.contentShort,
    });
  });

  it("stores a resent submission once", async () => {
    const once = review();
    await postReview(post(once), deps());
    const before = (await directory.store.pendingReviews(providerId)).length;
    const again = await postReview(post(once), deps());
    expect(again.status).toBe(200);
    expect(await directory.store.pendingReviews(providerId)).toHaveLength(before);
  });

  it("keeps HTML out of a stored review", async () => {
    await postReview(
      post(review({ content: "<p>Great <script>alert(1)</script>place to live, truly.</p>" })),
      deps(),
    );
    const stored = (await directory.store.pendingReviews(providerId)).at(-1)!;
    expect(stored.content).toBe("Great place to live, truly.");
  });

  it("answers 404 for an unknown provider", async () => {
    const response = await postReview(post(review({ providerId: "no-such-provider" })), deps());
    expect(response.status).toBe(404);
    expect((await response.json()).message).toBe(REVIEW_MESSAGES.unknownProvider);
  });

  it("thanks a bot that filled the honeypot and stores nothing", async () => {
    const before = (await directory.store.pendingReviews(providerId)).length;
    const response = await postReview(post(review({ website: "http://spam.example" })), deps());
    expect(response.status).toBe(200);
    expect(await directory.store.pendingReviews(providerId)).toHaveLength(before);
  });

  it("refuses a post from another site's page", async () => {
    const response = await postReview(post(review(), { origin: "https://evil.example" }), deps());
    expect(response.status).toBe(403);
  });

  it("limits how many reviews one client sends (429 with Retry-After)", async () => {
    const limiter = localRateLimiter({ capacity: 2, refillIntervalMs: 1_800_000 });
    // Behind one trusted proxy, whose X-Forwarded-For names the client (web/site/requestHost.ts).
    process.env.TRUST_PROXY = "1";
    const headers = { "x-forwarded-for": "203.0.113.9" };
    expect((await postReview(post(review(), headers), deps({ rateLimiter: limiter }))).status).toBe(
      200,
    );
    expect((await postReview(post(review(), headers), deps({ rateLimiter: limiter }))).status).toBe(
      200,
    );
    const third = await postReview(post(review(), headers), deps({ rateLimiter: limiter }));
    expect(third.status).toBe(429);
    expect(third.headers.get("retry-after")).toMatch(/^\d+$/);
    expect((await third.json()).message).toBe(REVIEW_MESSAGES.tooMany);
    const other = { "x-forwarded-for": "203.0.113.10" };
    expect((await postReview(post(review(), other), deps({ rateLimiter: limiter }))).status).toBe(
      200,
    );
    delete process.env.TRUST_PROXY;
  });

  it("answers a failed store with the form's failure message, never a bare 500", async () => {
    const broken = {
      submitReview: () => Promise.reject(new Error("disk full")),
    } as unknown as DirectoryStore;
    const response = await postReview(post(review()), deps({ store: async () => broken }));
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ success: false, message: REVIEW_MESSAGES.failed });
  });

  it("answers wrong JSON types with the form's messages (400), never a store failure", async () => {
    const logged: LogEntry[] = [];
    const restore = setLogSink((entry) => logged.push(entry));
    try {
      const before = (await directory.store.pendingReviews(providerId)).length;
      const response = await postReview(
        post(review({ rating: "5", name: ["Pat"], title: true, content: { $ne: null } })),
        deps(),
      );
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        success: false,
        message: REVIEW_MESSAGES.rating,
        errors: {
          rating: REVIEW_MESSAGES.rating,
          name: REVIEW_MESSAGES.name,
          title: REVIEW_MESSAGES.title,
          content: REVIEW_MESSAGES.content,
        },
      });
      const proto = await postReview(post('{"__proto__": {"rating": 5}}'), deps());
      expect(proto.status).toBe(400);
      expect(await directory.store.pendingReviews(providerId)).toHaveLength(before);
      expect(logged.filter((entry) => entry.level === "error")).toEqual([]);
    } finally {
      restore();
    }
  });

  it("reads malformed and oversized bodies as client errors", async () => {
    expect((await postReview(post("{not json"), deps())).status).toBe(400);
    expect((await postReview(post(review({ content: "x".repeat(20_000) })), deps())).status).toBe(
      413,
    );
    const text = new Request("http://main.localhost/api/reviews", {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: "hello",
    });
    expect((await postReview(text, deps())).status).toBe(415);
  });

  it("answers the form's native post with a page", async () => {
    const form = new URLSearchParams({
      providerId,
      rating: "5",
      name: "Lee",
      title: "Wonderful",
      content: "Wonderful people who treat residents like family.",
    });
    const response = await postReview(
      new Request("http://main.localhost/api/reviews", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: form.toString(),
      }),
      deps(),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/html");
    expect(await response.text()).toContain("Thank you for your review");
  });
});
