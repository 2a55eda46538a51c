import { spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import {
  DRAFT_MODE_COOKIE,
  DRAFT_TOKEN_COOKIE,
  issueDraftToken,
} from "@web/content/draftModeToken";
import { buildDraftCookieValue, clears, cookieHeader, isDraftAbout, setCookies } from "./draft";
import { PORT, rawRequest, startServer, type SpawnedServer } from "./support";

/**
 * Issue 28.5: Next's draft-mode cookie is one value per build, so it opened drafts and
 * the QA views for whoever once held it, preview on or off, until the next build. Now
 * it counts only next to a signed, expiring token (web/content/draftModeToken.ts) that
 * the proxy checks on every request carrying it, and that a revocation or a new
 * PREVIEW_SECRET ends. Issue 28.7: every wrong preview secret counts in one bucket.
 *
 * The suite's server has PREVIEW_SECRET=local-preview; the servers started here (one at
 * a time, on their own port) have no secret, or their own secret and revocation file.
 */

test.describe.configure({ mode: "serial", timeout: 120_000 });

const SERVER_PORT = PORT + 5;
const ABOUT = "/about";
const QA_ABOUT = "/qa/diff?site=main&path=/about";

/** The cookies of a fresh entry into draft mode on the server at `port`. */
async function enterDraftMode(port: number, secret: string): Promise<string> {
  const response = await rawRequest(
    `/api/draft-mode/enable?secret=${encodeURIComponent(secret)}&redirect=${ABOUT}`,
    { port },
  );
  expect(response.status).toBe(307);
  return cookieHeader(response);
}

function withCookie(cookie: string, port: number = PORT) {
  return { port, headers: { cookie } };
}

test.describe("on the suite's server", () => {
  test("Next's draft cookie alone opens no draft and no QA view, and is cleared", async () => {
    const bare = `${DRAFT_MODE_COOKIE}=${buildDraftCookieValue()}`;
    const page = await rawRequest(ABOUT, withCookie(bare));
    expect(page.status).toBe(200);
    expect(isDraftAbout(page)).toBe(false);
    expect(clears(page, DRAFT_MODE_COOKIE)).toBe(true);
    const qa = await rawRequest(QA_ABOUT, withCookie(bare));
    expect(qa.status).toBe(401);
    expect(qa.body).not.toContain("Our Advisors");
  });

  test("entering draft mode sets a signed token next to Next's cookie; both open drafts", async () => {
    const enable = await rawRequest(
      `/api/draft-mode/enable?secret=local-preview&redirect=${ABOUT}`,
    );
    expect(enable.status).toBe(307);
    const token = setCookies(enable).find((line) => line.startsWith(`${DRAFT_TOKEN_COOKIE}=`));
    expect(token).toBeDefined();
    expect(token).toMatch(/; HttpOnly/i);
    expect(token).toMatch(/; SameSite=none/i);
    expect(token).toMatch(/; Secure/i);
    expect(token).toMatch(/; Max-Age=43200/i);
    expect(token).toMatch(/; Path=\//i);

    const cookies = cookieHeader(enable);
    expect(isDraftAbout(await rawRequest(ABOUT, withCookie(cookies)))).toBe(true);
    const qa = await rawRequest(QA_ABOUT, withCookie(cookies));
    expect(qa.status).toBe(200);
    expect(qa.body).toContain("Our Advisors");

    // Leaving draft mode clears both.
    const disable = await rawRequest("/api/draft-mode/disable", withCookie(cookies));
    expect(clears(disable, DRAFT_MODE_COOKIE)).toBe(true);
    expect(clears(disable, DRAFT_TOKEN_COOKIE)).toBe(true);
  });

  test("Next's cookie with an expired, foreign or missing token opens nothing", async () => {
    const bare = `${DRAFT_MODE_COOKIE}=${buildDraftCookieValue()}`;
    const expired = issueDraftToken({
      env: { PREVIEW_SECRET: "local-preview" },
      now: new Date(Date.now() - 13 * 3600 * 1000),
    });
    const foreign = issueDraftToken({ env: { PREVIEW_SECRET: "another-secret" } });
    for (const [name, token] of [
      ["expired", expired?.token],
      ["signed with another secret", foreign?.token],
      ["not a token", "v1.e30.AAAA"],
      ["empty", ""],
    ] as const) {
      const cookie = `${bare}; ${DRAFT_TOKEN_COOKIE}=${token ?? ""}`;
      const page = await rawRequest(ABOUT, withCookie(cookie));
      expect(isDraftAbout(page), name).toBe(false);
      expect(clears(page, DRAFT_MODE_COOKIE), name).toBe(true);
      expect((await rawRequest(QA_ABOUT, withCookie(cookie))).status, name).toBe(401);
    }
  });
});

test.describe("with preview off (no PREVIEW_SECRET in production)", () => {
  let server: SpawnedServer;
  test.beforeAll(async () => {
    server = await startServer(SERVER_PORT, {});
  });
  test.afterAll(async () => server?.stop());

  test("no cookie opens drafts or the QA views", async () => {
    // A token as a development server signs it (the documented local default), with
    // the build's draft cookie: what someone who once had draft mode still holds.
    const token = issueDraftToken({ env: { NODE_ENV: "development" } })?.token ?? "";
    const cookie = `${DRAFT_MODE_COOKIE}=${buildDraftCookieValue()}; ${DRAFT_TOKEN_COOKIE}=${token}`;
    const page = await rawRequest(ABOUT, withCookie(cookie, server.port));
    expect(page.status).toBe(200);
    expect(isDraftAbout(page)).toBe(false);
    const qa = await rawRequest(QA_ABOUT, withCookie(cookie, server.port));
    expect(qa.status).toBe(401);
    expect(qa.body).not.toContain("Our Advisors");
    const withSecret = await rawRequest(`${QA_ABOUT}&secret=local-preview`, {
      port: server.port,
    });
    expect(withSecret.status).toBe(403);
  });
});

test.describe("with PREVIEW_SECRET and a revocation file of its own (TRUST_PROXY=1)", () => {
  const secret = `draft-${Date.now()}`;
  const revocations = path.join(mkdtempSync(path.join(tmpdir(), "draft-revocations-")), "r.json");
  let server: SpawnedServer;
  test.beforeAll(async () => {
    server = await startServer(SERVER_PORT, {
      PREVIEW_SECRET: secret,
      PREVIEW_LINK_REVOCATIONS: revocations,
      TRUST_PROXY: "1",
    });
  });
  test.afterAll(async () => server?.stop());

  test("`npm run preview-link -- --revoke-drafts` ends every earlier draft session", async () => {
    const before = await enterDraftMode(server.port, secret);
    expect(isDraftAbout(await rawRequest(ABOUT, withCookie(before, server.port)))).toBe(true);
    expect((await rawRequest(QA_ABOUT, withCookie(before, server.port))).status).toBe(200);

    const revoke = spawnSync("npm", ["run", "--silent", "preview-link", "--", "--revoke-drafts"], {
      encoding: "utf8",
      env: { ...process.env, PREVIEW_SECRET: secret, PREVIEW_LINK_REVOCATIONS: revocations },
    });
    expect(revoke.status, revoke.stderr).toBe(0);
    expect(revoke.stdout).toContain("Revoked draft mode");

    // The server reads the revocation time again within seconds.
    await expect
      .poll(async () => isDraftAbout(await rawRequest(ABOUT, withCookie(before, server.port))), {
        timeout: 15_000,
      })
      .toBe(false);
    const refused = await rawRequest(ABOUT, withCookie(before, server.port));
    expect(clears(refused, DRAFT_MODE_COOKIE)).toBe(true);
    expect((await rawRequest(QA_ABOUT, withCookie(before, server.port))).status).toBe(401);

    // Entering draft mode again with the secret works at once.
    const after = await enterDraftMode(server.port, secret);
    expect(isDraftAbout(await rawRequest(ABOUT, withCookie(after, server.port)))).toBe(true);
  });

  test("3 wrong guesses at /qa and 3 at /api/draft-mode/enable: the sixth is 429", async () => {
    const client = { "x-forwarded-for": "203.0.113.28" };
    const guess = (route: string, attempt: number) =>
      rawRequest(`${route}secret=wrong-${attempt}`, { port: server.port, headers: client });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 3; attempt += 1)
      statuses.push((await guess(`${QA_ABOUT}&`, attempt)).status);
    for (let attempt = 3; attempt < 6; attempt += 1)
      statuses.push((await guess("/api/draft-mode/enable?", attempt)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    // One bucket: the QA views refuse this client now too, even with the right secret.
    const qa = await rawRequest(`${QA_ABOUT}&secret=${secret}`, {
      port: server.port,
      headers: client,
    });
    expect(qa.status).toBe(429);
    expect(Number(qa.headers["retry-after"])).toBeGreaterThan(0);
    // Another client is counted on its own.
    const other = await rawRequest(`${QA_ABOUT}&secret=${secret}`, {
      port: server.port,
      headers: { "x-forwarded-for": "203.0.113.29" },
    });
    expect(other.status).toBe(200);
  });
});
