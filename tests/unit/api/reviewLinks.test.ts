import {
  getLegacyReview,
  getMoveIn,
  getReviewByToken,
  postDuplicateDecision,
  postMoveIn,
  postReviewContest,
  postReviewResponse,
  type ReviewLinkDependencies,
} from "@web/api/reviewLinks";
import { issueReviewLinkToken } from "@web/services/reviewLinkTokens";
import type { DirectoryStore } from "@web/directory/store";
import { REVIEW_LINK_DEFAULT_ERROR, REVIEW_LINK_MESSAGES } from "@web/rules/reviews/reviewLinks";
import { openTestDirectory, type TestDirectory } from "./directoryFixture";

const SECRET = "review-link-tests";
let directory: TestDirectory;
let providerId: string;
let reviewId: string;

beforeAll(async () => {
  directory = await openTestDirectory();
  const found = await directory.store.search({
    hitsPerPage: 1,
    matchAllFilters: true,
    page: 0,
    sortBy: "most-reviews",
    criteria: { city: "Austin", state: "TX", careType: "memory-care-facilities" },
  });
  providerId = found.results[0]!.id;
  reviewId = (await directory.store.getProvider(providerId))!.reviews[0]!.id;
}, 120_000);
afterAll(() => directory.close());

const deps = (overrides: Partial<ReviewLinkDependencies> = {}): ReviewLinkDependencies => ({
  store: async () => directory.store,
  secret: SECRET,
  ...overrides,
});

const API = "http://main.localhost/api/v1/dxp";
const get = (path: string) => new Request(`${API}${path}`);
const post = (path: string, body: unknown) =>
  new Request(`${API}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
const providerToken = () => issueReviewLinkToken(SECRET, { purpose: "provider-review", reviewId });

describe("review workflows by link", () => {
  it("shows the review a provider's link is about", async () => {
    const response = await getReviewByToken(get(`/reviews?token=${providerToken()}`), deps());
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.success).toBe(true);
    expect(body.review).toMatchObject({ id: reviewId, provider: { id: providerId } });
  });

  it("takes the provider's response once: the same link again is used", async () => {
    const token = providerToken();
    const first = await postReviewResponse(
      post(`/reviews/response?token=${token}`, { response: "Thank you for staying with us." }),
      deps(),
    );
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ success: true, message: REVIEW_LINK_MESSAGES.responded });
    const again = await postReviewContest(
      post(`/reviews/contest?token=${token}`, { reason: "This is about another community." }),
      deps(),
    );
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ success: false, error: REVIEW_LINK_MESSAGES.used });
    const actions = await directory.store.reviewLinkActions(providerId);
    expect(actions.at(-1)).toMatchObject({ kind: "response", reviewId, status: "pending" });
  });

  it("answers field messages for a contest without a reason", async () => {
    const response = await postReviewContest(
      post(`/reviews/contest?token=${providerToken()}`, { reason: "" }),
      deps(),
    );
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.success).toBe(false);
    expect(body.errors.reason).toMatch(/Please say why/);
  });

  it("answers wrong JSON types with field messages (400), never spec 8's default error", async () => {
    const response = await postReviewContest(
      post(`/reviews/contest?token=${providerToken()}`, { reason: ["a", "b"] }),
      deps(),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      success: false,
      error: "Please say why this review should be checked (at most 2,000 characters)",
      errors: { reason: "Please say why this review should be checked (at most 2,000 characters)" },
    });
    const token = issueReviewLinkToken(SECRET, { purpose: "move-in", providerId });
    const moveIn = await postMoveIn(
      post(`/move-in?token=${token}`, { moveInDate: { toString: "2026-10-01" }, notes: 5 }),
      deps(),
    );
    expect(moveIn.status).toBe(400);
    expect((await moveIn.json()).errors).toEqual({
      moveInDate: "Please give the move-in date",
      notes: "notes must be text",
    });
    const duplicate = await postDuplicateDecision("approve")(
      post("/reviews/review/duplicate/approve/", { confirmationToken: { $gt: "" } }),
      deps(),
    );
    expect(duplicate.status).toBe(400);
    const proto = await postReviewResponse(
      new Request(`${API}/reviews/response?token=${providerToken()}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: '{"response": "A reply that is long enough.", "__proto__": {"response": 1}}',
      }),
      deps(),
    );
    expect(proto.status).toBe(400);
  });

  it("refuses invalid, expired, wrong-purpose and disabled links with {success: false, error}", async () => {
    const moveInToken = issueReviewLinkToken(SECRET, { purpose: "move-in", providerId });
    const expired = issueReviewLinkToken(
      SECRET,
      { purpose: "provider-review", reviewId },
      new Date(Date.now() - 31 * 86_400_000),
    );
    const cases: [Request, number, string, Partial<ReviewLinkDependencies>?][] = [
      [get(`/reviews?token=not-a-token`), 400, REVIEW_LINK_MESSAGES.invalid],
      [get(`/reviews`), 400, REVIEW_LINK_MESSAGES.invalid],
      [get(`/reviews?token=${moveInToken}`), 400, REVIEW_LINK_MESSAGES.invalid],
      [get(`/reviews?token=${expired}`), 410, REVIEW_LINK_MESSAGES.expired],
      [get(`/reviews?token=${providerToken()}`), 503, REVIEW_LINK_DEFAULT_ERROR, { secret: null }],
    ];
    for (const [request, status, error, overrides] of cases) {
      const response = await getReviewByToken(request, deps(overrides));
      expect(response.status).toBe(status);
      expect(await response.json()).toEqual({ success: false, error });
    }
  });

  it("records a family's move-in report", async () => {
    const token = issueReviewLinkToken(SECRET, { purpose: "move-in", providerId });
    const shown = await getMoveIn(get(`/move-in?token=${token}`), deps());
    expect((await shown.json()).provider).toMatchObject({ id: providerId });
    const bad = await postMoveIn(
      post(`/move-in?token=${token}`, { moveInDate: "2026-02-30" }),
      deps(),
    );
    expect(bad.status).toBe(400);
    const good = await postMoveIn(
      post(`/move-in?token=${token}`, { moveInDate: "2026-10-01", residentName: "A. Lee" }),
      deps(),
    );
    expect(await good.json()).toEqual({ success: true, message: REVIEW_LINK_MESSAGES.movedIn });
    expect((await directory.store.reviewLinkActions(providerId)).at(-1)).toMatchObject({
      kind: "move-in",
      details: { moveInDate: "2026-10-01", residentName: "A. Lee" },
    });
  });

  it("approves or denies a duplicate review by its confirmation token", async () => {
    await directory.store.submitReview({
      providerId,
      submissionId: "unit-duplicate-1",
      careType: null,
      rating: 5,
      name: "Kim",
      title: "Again wonderful",
      content: "Second review after another lovely visit with my aunt.",
      clientKey: null,
    });
    const confirmationToken = issueReviewLinkToken(SECRET, {
      purpose: "duplicate-review",
      submissionId: "unit-duplicate-1",
    });
    const deny = await postDuplicateDecision("deny")(
      post("/reviews/review/duplicate/deny/", { confirmationToken }),
      deps(),
    );
    expect(await deny.json()).toEqual({
      success: true,
      message: REVIEW_LINK_MESSAGES.duplicateDenied,
    });
    const pending = await directory.store.pendingReviews(providerId);
    expect(pending.map((r) => r.title)).not.toContain("Again wonderful");
    const approveLater = await postDuplicateDecision("approve")(
      post("/reviews/review/duplicate/approve/", { confirmationToken }),
      deps(),
    );
    expect(approveLater.status).toBe(409);
    const noToken = await postDuplicateDecision("approve")(
      post("/reviews/review/duplicate/approve/", {}),
      deps(),
    );
    expect(await noToken.json()).toEqual({ success: false, error: REVIEW_LINK_MESSAGES.invalid });
  });

  it("serves the legacy review by id, 404 for an unknown one", async () => {
    const found = await getLegacyReview(get(`/reviews/legacy?id=${reviewId}`), deps());
    expect((await found.json()).review.id).toBe(reviewId);
    const missing = await getLegacyReview(get(`/reviews/legacy?id=nope`), deps());
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ success: false, error: REVIEW_LINK_MESSAGES.unknown });
  });

  it("answers spec 8's default message when the store fails", async () => {
    const broken = {
      reviewById: () => Promise.reject(new Error("connection lost")),
    } as unknown as DirectoryStore;
    const response = await getReviewByToken(
      get(`/reviews?token=${providerToken()}`),
      deps({ store: async () => broken }),
    );
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ success: false, error: REVIEW_LINK_DEFAULT_ERROR });
  });
});
