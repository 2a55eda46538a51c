import { describe, expect, it } from "@jest/globals";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import {
  DEFAULT_STUDIO_ORIGIN,
  createNonce,
  isRenderedPerRequest,
  nonceOfPolicy,
  pageContentSecurityPolicy,
  studioOrigins,
} from "@web/site/securityHeaders";

/** The directives of a policy, by name. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(";").map((part) => {
      const [name = "", ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

describe("the page Content-Security-Policy", () => {
  it("runs scripts only by this request's nonce, never inline or eval in production", () => {
    const policy = directives(pageContentSecurityPolicy({ nonce: "abc123==", studio: [] }));
    const scripts = policy.get("script-src") ?? [];
    expect(scripts).toContain("'nonce-abc123=='");
    expect(scripts).toContain("'strict-dynamic'");
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
    expect(policy.get("object-src")).toEqual(["'none'"]);
    expect(policy.get("base-uri")).toEqual(["'self'"]);
    expect(policy.get("default-src")).toEqual(["'self'"]);
  });

  it("frames only the site itself and the video sites whose embeds the import checked (spec 5)", () => {
    const frames = directives(pageContentSecurityPolicy({ nonce: "n", studio: [] })).get(
      "frame-src",
    );
    expect(frames).toEqual([
      "'self'",
      "https://www.youtube.com",
      "https://youtube.com",
      "https://www.youtube-nocookie.com",
      "https://youtube-nocookie.com",
      "https://player.vimeo.com",
      "https://vimeo.com",
      "https://www.vimeo.com",
    ]);
  });

  it("lets only the Studio frame a page (the Presentation tool), or nothing", () => {
    expect(
      directives(pageContentSecurityPolicy({ nonce: "n", studio: ["https://studio.example"] })).get(
        "frame-ancestors",
      ),
    ).toEqual(["https://studio.example"]);
    expect(
      directives(pageContentSecurityPolicy({ nonce: "n", studio: [] })).get("frame-ancestors"),
    ).toEqual(["'none'"]);
  });

  it("allows eval and the reload websocket only under next dev", () => {
    const policy = directives(pageContentSecurityPolicy({ nonce: "n", development: true }));
    expect(policy.get("script-src")).toContain("'unsafe-eval'");
    expect(policy.get("connect-src")).toContain("ws:");
  });

  it("reads SANITY_STUDIO_ORIGIN as origins, dropping anything else", () => {
    expect(studioOrigins(undefined)).toEqual([DEFAULT_STUDIO_ORIGIN]);
    expect(
      studioOrigins("https://studio.example/desk, https://b.example  javascript:alert(1) nonsense"),
    ).toEqual(["https://studio.example", "https://b.example"]);
    expect(studioOrigins("'none'")).toEqual([]);
  });

  it("makes a fresh, unguessable nonce each time, read back as Next.js reads it", () => {
    const nonces = new Set(Array.from({ length: 1000 }, () => createNonce()));
    expect(nonces.size).toBe(1000);
    for (const nonce of [...nonces].slice(0, 20)) {
      expect(Buffer.from(nonce, "base64")).toHaveLength(16);
      expect(nonceOfPolicy(pageContentSecurityPolicy({ nonce }))).toBe(nonce);
    }
    expect(nonceOfPolicy("default-src 'self'")).toBeNull();
  });
});

describe("pages rendered for one request (issue 28.6)", () => {
  const PAGE_ROUTES = path.join(__dirname, "../../../web/app/[site]/[q]");

  /** Every page under the page route, as the visitor's path with each dynamic segment filled. */
  function pageRoutes(): { path: string; perRequest: boolean }[] {
    return readdirSync(PAGE_ROUTES, { recursive: true, encoding: "utf8" })
      .filter((file) => path.basename(file) === "page.tsx")
      .map((file) => {
        const source = readFileSync(path.join(PAGE_ROUTES, file), "utf8");
        const segments = path
          .dirname(file)
          .split(path.sep)
          .filter((segment) => segment !== "." && !segment.startsWith("[["))
          .map((segment) => (segment.startsWith("[") ? "x" : segment));
        return {
          path: `/${segments.join("/")}`,
          perRequest: /export const dynamic = "force-dynamic"/.test(source),
        };
      });
  }

  it("covers every page that is never cached, so the proxy sends its policy", () => {
    const routes = pageRoutes();
    expect(routes.filter((route) => route.perRequest).map((route) => route.path)).toEqual(
      expect.arrayContaining(["/thank-you", "/qa/diff", "/shared-preview/x"]),
    );
    for (const route of routes)
      expect([route.path, isRenderedPerRequest(route.path)]).toEqual([
        route.path,
        route.perRequest,
      ]);
  });

  it("leaves cacheable pages to the page cache, which sends the policy of their nonce", () => {
    for (const pathname of ["/", "/about", "/local/search", "/thank-you-notes", "/qa"]) {
      expect(isRenderedPerRequest(pathname)).toBe(false);
    }
  });
});
