import { describe, expect, it } from "@jest/globals";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { signClaims } from "@web/lib/signedToken";
import {
  currentDraftNotBefore,
  DRAFT_TOKEN_TTL_SECONDS,
  draftCookieAttributes,
  issueDraftToken,
  NOT_BEFORE_CACHE_MS,
  verifyDraftToken,
} from "@web/content/draftModeToken";
import { revokeDraftMode, revokePreviewLink } from "@web/content/previewLinks";

const folder = mkdtempSync(path.join(tmpdir(), "draft-mode-token-"));
const revocations = path.join(folder, "revoked.json");
const env = { PREVIEW_SECRET: "s3cret", PREVIEW_LINK_REVOCATIONS: revocations };
const never = { notBefore: 0 };

function issued(options: { now?: Date; env?: Record<string, string> } = {}) {
  const result = issueDraftToken({ env, ...options });
  if (!result) throw new Error("no token");
  return result;
}

describe("the draft-mode token (issue 28.5)", () => {
  it("opens draft mode while it is signed and unexpired", () => {
    const now = new Date("2026-11-23T12:00:00Z");
    const { token, claims } = issued({ now });
    expect(claims).toEqual({
      purpose: "draft-mode",
      iat: now.getTime(),
      exp: now.getTime() + DRAFT_TOKEN_TTL_SECONDS * 1000,
    });
    expect(verifyDraftToken(token, { env, now, ...never })).toEqual({ ok: true, claims });
    const later = new Date(claims.exp);
    expect(verifyDraftToken(token, { env, now: later, ...never })).toEqual({
      ok: false,
      reason: "expired",
    });
  });

  it("opens nothing when preview is off: no secret in production means no key", () => {
    const production = { NODE_ENV: "production", PREVIEW_LINK_REVOCATIONS: revocations };
    expect(issueDraftToken({ env: production })).toBeNull();
    // A token signed with the documented local default, as a development server signs it.
    const { token } = issued({ env: { PREVIEW_LINK_REVOCATIONS: revocations } });
    expect(verifyDraftToken(token, { env: production, ...never })).toEqual({
      ok: false,
      reason: "disabled",
    });
  });

  it("stops opening anything once PREVIEW_SECRET changes", () => {
    const { token } = issued();
    expect(
      verifyDraftToken(token, { env: { ...env, PREVIEW_SECRET: "rotated" }, ...never }),
    ).toEqual({ ok: false, reason: "invalid" });
  });

  it("refuses a tampered token, a missing one and one made for something else", () => {
    const { token, claims } = issued();
    const [version, , signature] = token.split(".");
    const longer = Buffer.from(JSON.stringify({ ...claims, exp: claims.exp + 1e9 })).toString(
      "base64url",
    );
    const otherPurpose = signClaims("draft-mode:s3cret", { ...claims, purpose: "page-preview" });
    // A shared preview link's key is not the draft-mode key.
    const linkKey = signClaims("preview-link:s3cret", claims);
    for (const bad of [
      `${version}.${longer}.${signature}`,
      otherPurpose,
      linkKey,
      undefined,
      null,
      "",
      "v1.e30.",
    ]) {
      expect(verifyDraftToken(bad, { env, ...never })).toMatchObject({ ok: false });
    }
  });

  it("refuses every token issued before `npm run preview-link -- --revoke-drafts`", () => {
    const file = path.join(folder, "revoke-drafts.json");
    const withFile = { ...env, PREVIEW_LINK_REVOCATIONS: file };
    const before = issued({ env: withFile, now: new Date("2026-11-23T12:00:00Z") });
    const revokedAt = revokeDraftMode(file, new Date("2026-11-23T13:00:00Z")).getTime();
    const after = issued({ env: withFile, now: new Date("2026-11-23T13:00:01Z") });
    const now = new Date("2026-11-23T14:00:00Z");
    expect(verifyDraftToken(before.token, { env: withFile, now, notBefore: revokedAt })).toEqual({
      ok: false,
      reason: "revoked",
    });
    expect(verifyDraftToken(after.token, { env: withFile, now, notBefore: revokedAt }).ok).toBe(
      true,
    );
    // Read from the file when not given.
    expect(currentDraftNotBefore(withFile, Date.now() + 60_000)).toBe(revokedAt);
    // Revoking a preview link keeps the draft-mode revocation, and the other way round.
    revokePreviewLink("AAAAAAAAAAAAAAAA", file);
    expect(currentDraftNotBefore(withFile, Date.now() + 120_000)).toBe(revokedAt);
  });

  it("reads the revocation time at most every few seconds, and fails closed", () => {
    const file = path.join(folder, "cached.json");
    const withFile = { ...env, PREVIEW_LINK_REVOCATIONS: file };
    const t0 = 1_000_000_000_000;
    expect(currentDraftNotBefore(withFile, t0)).toBe(0);
    revokeDraftMode(file, new Date(t0 + 10));
    expect(currentDraftNotBefore(withFile, t0 + NOT_BEFORE_CACHE_MS - 1)).toBe(0);
    expect(currentDraftNotBefore(withFile, t0 + NOT_BEFORE_CACHE_MS)).toBe(t0 + 10);
    // A file that cannot be read cannot show that any draft session is still wanted.
    writeFileSync(file, "{ not json");
    expect(currentDraftNotBefore(withFile, t0 + 3 * NOT_BEFORE_CACHE_MS)).toBe(Infinity);
    const { token } = issued({ env: withFile });
    expect(
      verifyDraftToken(token, { env: withFile, notBefore: currentDraftNotBefore(withFile) }),
    ).toMatchObject({ ok: false });
  });

  it("is signed with the Sanity read token in hosted mode without PREVIEW_SECRET", () => {
    const hosted = {
      NODE_ENV: "production",
      SANITY_PROJECT_ID: "p",
      SANITY_DATASET: "production",
      SANITY_API_READ_TOKEN: "read-token",
      PREVIEW_LINK_REVOCATIONS: revocations,
    };
    const token = issueDraftToken({ env: hosted })?.token;
    expect(verifyDraftToken(token, { env: hosted, ...never }).ok).toBe(true);
    expect(
      verifyDraftToken(token, { env: { ...hosted, SANITY_API_READ_TOKEN: "other" }, ...never }),
    ).toMatchObject({ ok: false, reason: "invalid" });
  });
});

describe("the draft-mode token cookie", () => {
  it("travels like Next's own: HttpOnly, SameSite=None and Secure outside next dev", () => {
    expect(draftCookieAttributes(undefined, false)).toEqual({
      httpOnly: true,
      path: "/",
      sameSite: "none",
      secure: true,
    });
    expect(draftCookieAttributes(undefined, true)).toEqual({
      httpOnly: true,
      path: "/",
      sameSite: "lax",
      secure: false,
    });
  });

  it("is partitioned in the Studio's cross-site frame, as next-sanity sets Next's", () => {
    const framed = new Request("https://site.example/api/draft-mode/enable", {
      headers: { "sec-fetch-dest": "iframe", "sec-fetch-site": "cross-site" },
    });
    expect(draftCookieAttributes(framed, false)).toMatchObject({ partitioned: true });
    expect(draftCookieAttributes(framed, true)).not.toHaveProperty("partitioned");
  });
});
