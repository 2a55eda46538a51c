import { expect, test } from "@playwright/test";
import { htmlNonces, policies, policyNonces, rawRequest, type RawResponse } from "./support";

/**
 * Issue 14.5: the security headers on pages, API answers, images and error
 * pages of the production build.
 */

function directive(policy: string, name: string): string[] | undefined {
  for (const part of policy.split(";")) {
    const [key, ...values] = part.trim().split(/\s+/);
    if (key === name) return values;
  }
  return undefined;
}

function expectCommonHeaders(response: RawResponse) {
  expect(response.headers["x-content-type-options"]).toBe("nosniff");
  expect(response.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(response.headers["permissions-policy"]).toBe(
    "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
  );
  expect(response.headers["strict-transport-security"]).toBe("max-age=63072000; includeSubDomains");
  expect(response.headers["x-powered-by"]).toBeUndefined();
  expect(response.headers["x-middleware-rewrite"]).toBeUndefined();
}

/** A page's policy runs only its own nonce's scripts and lets only the Studio frame it. */
function expectPagePolicy(response: RawResponse) {
  const scriptPolicies = policies(response).filter((policy) => directive(policy, "script-src"));
  expect(scriptPolicies.length).toBeGreaterThan(0);
  for (const policy of scriptPolicies) {
    const scripts = directive(policy, "script-src") ?? [];
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
    expect(scripts).toContain("'strict-dynamic'");
    expect(directive(policy, "object-src")).toEqual(["'none'"]);
    expect(directive(policy, "frame-ancestors")).toEqual(["http://localhost:3333"]);
  }
  const nonces = [...new Set(policyNonces(response))];
  expect(nonces).toHaveLength(1);
  // Every nonce in the page is the one its policy allows.
  expect(htmlNonces(response.body)).toEqual(nonces);
}

function expectNonDocumentPolicy(response: RawResponse) {
  expect(policies(response)).toEqual([
    "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
  ]);
}

test.describe("pages", () => {
  for (const [name, path, status] of [
    ["the home page", "/", 200],
    ["a content page", "/resources/paying-for-assisted-living", 200],
    ["a search page", "/local/search?keyword=Austin%2C+TX&care-type=assisted-living", 200],
    ["a page that does not exist", "/no-such-page/here", 404],
    ["a file that does not exist", "/wp-login.php", 404],
  ] as const) {
    test(`${name} carries every header and a nonce policy matching its scripts`, async () => {
      const first = await rawRequest(path);
      expect(first.status).toBe(status);
      expectCommonHeaders(first);
      expectPagePolicy(first);
      // Later answers come from the page cache and still get nonces of their own. (Requests
      // Next answers from one cache lookup share it, and a lookup that finds a stale page
      // lasts until the page is rendered again: so allow a few tries.)
      const nonces = new Set(policyNonces(first));
      for (let attempt = 0; attempt < 20 && nonces.size < 2; attempt += 1) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        const later = await rawRequest(path);
        expect(later.status).toBe(status);
        expectPagePolicy(later);
        for (const nonce of policyNonces(later)) nonces.add(nonce);
      }
      expect(nonces.size).toBeGreaterThan(1);
    });
  }

  test("a draft page carries the policy of its own request", async () => {
    const enable = await rawRequest("/api/draft-mode/enable?secret=local-preview&redirect=/about");
    expect(enable.status).toBe(307);
    const cookies = (enable.headers["set-cookie"] ?? []).map((cookie) => cookie.split(";")[0]);
    const draft = await rawRequest("/about", { headers: { cookie: cookies.join("; ") } });
    expect(draft.status).toBe(200);
    expect(draft.body).toContain("Preview");
    expectCommonHeaders(draft);
    expectPagePolicy(draft);
  });

  test("a frame from anywhere but the Studio is refused", async () => {
    const page = await rawRequest("/about");
    for (const policy of policies(page)) {
      const ancestors = directive(policy, "frame-ancestors");
      if (ancestors) expect(ancestors).toEqual(["http://localhost:3333"]);
    }
  });
});

test.describe("API answers, images and errors", () => {
  for (const [name, path, status] of [
    [
      "a search answer",
      "/api/v2/faceted-search?keyword=Austin%2C+TX&domain=main&hitsPerPage=1",
      200,
    ],
    ["an unknown provider", "/api/v2/location/not-a-provider", 404],
    ["an unknown API path", "/api/v9/nothing", 404],
    ["a draft-mode redirect", "/api/draft-mode/disable", 307],
    ["a provider illustration", "/images/providers/community-3.jpg", 200],
    ["a malformed API path", "/api/v2/location/%", 400],
  ] as const) {
    test(`${name} carries every header and a policy that allows nothing`, async () => {
      const response = await rawRequest(path);
      expect(response.status).toBe(status);
      expectCommonHeaders(response);
      expectNonDocumentPolicy(response);
    });
  }

  test("a malformed page path is a plain-text 400 with every header", async () => {
    const response = await rawRequest("/%ff%fe");
    expect(response.status).toBe(400);
    expect(response.headers["content-type"]).toMatch(/^text\/plain/);
    expectCommonHeaders(response);
  });

  test("Next's static files carry the headers too", async () => {
    const home = await rawRequest("/");
    const script = /<script src="(\/_next\/static\/[^"]+\.js)"/.exec(home.body)?.[1];
    expect(script).toBeDefined();
    const response = await rawRequest(script ?? "");
    expect(response.status).toBe(200);
    expectCommonHeaders(response);
  });
});

test.describe("URLs that may hold a lead's token (issue 24 'Care-recipient leads')", () => {
  for (const [name, path, status] of [
    ["the thank-you page", "/thank-you?phone=8555550142&lead=v1.e30.c2ln", 200],
    ["a request summary", "/api/v1/b2c/care-recipient-leads/q/v1.e30.c2ln", 404],
  ] as const) {
    test(`${name} is sent with no referrer, and every other header`, async () => {
      const response = await rawRequest(path);
      expect(response.status).toBe(status);
      expect(response.headers["referrer-policy"]).toBe("no-referrer");
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
      expect(response.headers["strict-transport-security"]).toBe(
        "max-age=63072000; includeSubDomains",
      );
      if (status === 200) expectPagePolicy(response);
      else expectNonDocumentPolicy(response);
    });
  }
});
