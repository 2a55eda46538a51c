import {
  issueReviewLinkToken,
  LOCAL_REVIEW_LINK_SECRET,
  reviewLinkSecret,
  verifyReviewLinkToken,
} from "@web/services/reviewLinkTokens";

const SECRET = "unit-test-secret";
const NOW = new Date("2026-11-23T12:00:00Z");
const DAY = 86_400_000;

describe("review link tokens", () => {
  const token = issueReviewLinkToken(SECRET, { purpose: "provider-review", reviewId: "r1" }, NOW);

  it("verify for their purpose, with their subject and a random id", () => {
    const check = verifyReviewLinkToken(SECRET, token, "provider-review", NOW);
    expect(check).toMatchObject({
      ok: true,
      claims: { purpose: "provider-review", reviewId: "r1" },
    });
    const other = issueReviewLinkToken(SECRET, { purpose: "provider-review", reviewId: "r1" }, NOW);
    const jti = (t: string) =>
      (verifyReviewLinkToken(SECRET, t, "provider-review", NOW) as { claims: { jti: string } })
        .claims.jti;
    expect(jti(other)).not.toBe(jti(token));
  });

  it("expire after their purpose's lifetime (30 days for a provider's link)", () => {
    expect(
      verifyReviewLinkToken(SECRET, token, "provider-review", new Date(NOW.getTime() + 29 * DAY))
        .ok,
    ).toBe(true);
    expect(
      verifyReviewLinkToken(SECRET, token, "provider-review", new Date(NOW.getTime() + 30 * DAY)),
    ).toEqual({
      ok: false,
      reason: "expired",
    });
  });

  it("refuse another purpose, another key, and any change", () => {
    expect(verifyReviewLinkToken(SECRET, token, "move-in", NOW)).toEqual({
      ok: false,
      reason: "wrong-purpose",
    });
    expect(verifyReviewLinkToken("other-secret", token, "provider-review", NOW)).toEqual({
      ok: false,
      reason: "invalid",
    });
    const [version, body, signature] = token.split(".");
    const claims = JSON.parse(Buffer.from(body!, "base64url").toString("utf8"));
    const forged = Buffer.from(JSON.stringify({ ...claims, reviewId: "r2" })).toString("base64url");
    expect(
      verifyReviewLinkToken(SECRET, `${version}.${forged}.${signature}`, "provider-review", NOW).ok,
    ).toBe(false);
    for (const bad of ["", "v1..", "v1.a.b.c", "v2.x.y", token.slice(0, -2), null, undefined]) {
      expect(verifyReviewLinkToken(SECRET, bad, "provider-review", NOW)).toEqual({
        ok: false,
        reason: "invalid",
      });
    }
  });

  it("use REVIEW_LINK_SECRET, else this install's own key; off only where it must be set", () => {
    const ownKey = () => "this-install";
    // `npm start` with no configuration (issue 24.15): the install's key, not a 503.
    expect(reviewLinkSecret({ NODE_ENV: "production" }, ownKey)).toBe("this-install");
    expect(reviewLinkSecret({ NODE_ENV: "development" }, ownKey)).toBe("this-install");
    expect(
      reviewLinkSecret({ NODE_ENV: "production", REVIEW_LINK_SECRET: " s3cret " }, ownKey),
    ).toBe("s3cret");
    expect(reviewLinkSecret({ NODE_ENV: "test" }, ownKey)).toBe(LOCAL_REVIEW_LINK_SECRET);
    // Instances sharing a database need one configured key.
    expect(
      reviewLinkSecret({ NODE_ENV: "production", DATABASE_URL: "postgres://x" }, ownKey),
    ).toBeNull();
    expect(
      reviewLinkSecret({ NODE_ENV: "production", SANITY_PROJECT_ID: "p1" }, ownKey),
    ).toBeNull();
    expect(verifyReviewLinkToken(null, token, "provider-review", NOW)).toEqual({
      ok: false,
      reason: "disabled",
    });
  });
});
