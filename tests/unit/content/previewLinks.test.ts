import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  issuePreviewLink,
  parseTtl,
  revokePreviewLink,
  verifyPreviewLink,
} from "@web/content/previewLinks";

const revocations = path.join(mkdtempSync(path.join(tmpdir(), "preview-links-")), "revoked.json");
const env = { PREVIEW_SECRET: "s3cret", PREVIEW_LINK_REVOCATIONS: revocations };

describe("shareable preview links", () => {
  it("verifies a signed link for its site and path until it expires", () => {
    const now = new Date("2026-11-23T12:00:00Z");
    const { token } = issuePreviewLink(
      { site: "alt", path: "/about", ttlSeconds: 3600 },
      { env, now },
    );
    const check = verifyPreviewLink(token, { env, now });
    expect(check).toMatchObject({ ok: true, claims: { site: "alt", path: "/about" } });
    expect(verifyPreviewLink(token, { env, now: new Date("2026-11-23T13:00:00Z") })).toEqual({
      ok: false,
      reason: "expired",
    });
  });

  it("refuses a tampered link, one signed with another secret, and anything else", () => {
    const { token } = issuePreviewLink({ site: "main", path: "/about" }, { env });
    const [version, body, signature] = token.split(".");
    const claims = JSON.parse(Buffer.from(body!, "base64url").toString("utf8"));
    const forged = Buffer.from(JSON.stringify({ ...claims, path: "/" })).toString("base64url");
    for (const bad of [`${version}.${forged}.${signature}`, "x", "", null, "a".repeat(5000)]) {
      expect(verifyPreviewLink(bad, { env })).toEqual({ ok: false, reason: "invalid" });
    }
    expect(verifyPreviewLink(token, { env: { ...env, PREVIEW_SECRET: "other" } })).toEqual({
      ok: false,
      reason: "invalid",
    });
  });

  it("is off in production without PREVIEW_SECRET", () => {
    const production = { NODE_ENV: "production", PREVIEW_LINK_REVOCATIONS: revocations };
    expect(() => issuePreviewLink({ site: "main", path: "/about" }, { env: production })).toThrow(
      /disabled/,
    );
    expect(verifyPreviewLink("v1.a.b", { env: production })).toEqual({
      ok: false,
      reason: "disabled",
    });
  });

  it("stops working once revoked, and revoking twice is harmless", () => {
    const { token, claims } = issuePreviewLink({ site: "main", path: "/about" }, { env });
    expect(verifyPreviewLink(token, { env }).ok).toBe(true);
    expect(revokePreviewLink(claims.jti, revocations)).toBe(true);
    expect(revokePreviewLink(claims.jti, revocations)).toBe(false);
    expect(verifyPreviewLink(token, { env })).toEqual({ ok: false, reason: "revoked" });
  });

  it("refuses paths that are not page paths and lifetimes over 30 days", () => {
    expect(() => issuePreviewLink({ site: "main", path: "/About" }, { env })).toThrow();
    expect(() =>
      issuePreviewLink({ site: "main", path: "/about", ttlSeconds: 31 * 86_400 }, { env }),
    ).toThrow(/30 days/);
  });

  it("reads lifetimes as 90s, 30m, 24h, 7d", () => {
    expect([parseTtl("90s"), parseTtl("30m"), parseTtl("24h"), parseTtl("7d")]).toEqual([
      90, 1800, 86_400, 604_800,
    ]);
    expect([parseTtl("0h"), parseTtl("1w"), parseTtl("-1h"), parseTtl("")]).toEqual([
      null,
      null,
      null,
      null,
    ]);
  });
});
