/**
 * Hosted mode's editors (issue 28.1): a Sanity token is an editor's when the project's
 * API knows its user; the verdict is kept a minute. Sanity itself cannot be reached
 * from the tests: its answers are played by a stand-in for fetch.
 */
import { afterEach, describe, expect, it } from "@jest/globals";
import {
  bearerCredential,
  cachedSanityUsers,
  sanityUsersApi,
  studioAccess,
  type SanityUsers,
} from "@web/api/studioAccess";

function sanity(status: number, body: unknown) {
  const calls: { url: string; authorization: string | null }[] = [];
  const fetchImpl = (async (url: string, init: RequestInit) => {
    calls.push({ url, authorization: new Headers(init.headers).get("authorization") });
    return Response.json(body, { status });
  }) as unknown as typeof fetch;
  return { calls, fetchImpl };
}

describe("the Sanity user of a token", () => {
  it("asks the project's own API host who the token's user is", async () => {
    const { calls, fetchImpl } = sanity(200, { id: "p-editor", name: "Ann" });
    expect(await sanityUsersApi("abc123", fetchImpl).currentUser("tok")).toEqual({
      id: "p-editor",
    });
    expect(calls).toEqual([
      { url: "https://abc123.api.sanity.io/v2021-06-07/users/me", authorization: "Bearer tok" },
    ]);
  });

  it.each([
    ["a token Sanity refuses", 401, { message: "Unauthorized" }],
    ["a token of no user (Sanity answers {} for anonymous)", 200, {}],
    ["a forbidden token", 403, {}],
  ])("is nobody for %s", async (_, status, body) => {
    const { fetchImpl } = sanity(status, body);
    expect(await sanityUsersApi("abc123", fetchImpl).currentUser("tok")).toBeNull();
  });

  it("throws when Sanity cannot answer, so the site says so instead of refusing the editor", async () => {
    const { fetchImpl } = sanity(502, {});
    await expect(sanityUsersApi("abc123", fetchImpl).currentUser("tok")).rejects.toThrow("502");
  });

  it("refuses a project id that is not one (it becomes a host name)", () => {
    expect(() => sanityUsersApi("evil.example/x?", sanity(200, {}).fetchImpl)).toThrow(
      "not a Sanity project id",
    );
  });
});

describe("verdicts kept for a minute", () => {
  it("asks Sanity once per token while the verdict is fresh, refusals included", async () => {
    const asked: string[] = [];
    const users: SanityUsers = {
      async currentUser(token) {
        asked.push(token);
        return token === "good" ? { id: "p1" } : null;
      },
    };
    const cached = cachedSanityUsers(users, { ttlMs: 60_000 });
    for (let round = 0; round < 3; round++) {
      expect(await cached.currentUser("good")).toEqual({ id: "p1" });
      expect(await cached.currentUser("bad")).toBeNull();
    }
    expect(asked).toEqual(["good", "bad"]);
  });

  it("does not keep a failure to ask", async () => {
    let calls = 0;
    const cached = cachedSanityUsers({
      async currentUser() {
        calls += 1;
        throw new Error("fetch failed");
      },
    });
    await expect(cached.currentUser("t")).rejects.toThrow();
    await expect(cached.currentUser("t")).rejects.toThrow();
    expect(calls).toBe(2);
  });
});

describe("the credential of a request", () => {
  it.each([
    ["Bearer abc", "abc"],
    ["bearer abc ", "abc"],
    ["Basic abc", null],
    ["Bearer", null],
    ["Bearer a b", null],
  ])("reads %j as %j", (header, expected) => {
    const request = new Request("http://localhost/", { headers: { authorization: header } });
    expect(bearerCredential(request)).toBe(expected);
  });
});

describe("the access of the server's configuration", () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  it("is the preview secret without a hosted project, a Sanity token with one", () => {
    delete process.env.SANITY_PROJECT_ID;
    expect(studioAccess()).toEqual({ mode: "embedded" });
    process.env.SANITY_PROJECT_ID = "abc123";
    process.env.SANITY_DATASET = "production";
    expect(studioAccess()).toMatchObject({ mode: "hosted" });
  });

  it("confirms nobody, rather than failing every request, when the project id is not one", async () => {
    process.env.SANITY_PROJECT_ID = "not a project";
    process.env.SANITY_DATASET = "production";
    const access = studioAccess();
    expect(access.mode).toBe("hosted");
    if (access.mode !== "hosted") return;
    await expect(access.users.currentUser("tok")).rejects.toThrow("not a Sanity project id");
  });
});
