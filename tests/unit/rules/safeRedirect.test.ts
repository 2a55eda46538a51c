import { describe, expect, it } from "@jest/globals";
import fc from "fast-check";
import { SAFE_REDIRECT_FALLBACK, safeRedirectPath } from "@web/rules/safeRedirect";

const PROBE = "http://site.example";

/** Where a browser would land from a Location header on PROBE (it strips tabs and line breaks). */
function landing(location: string): URL {
  return new URL(location, PROBE);
}

describe("redirect targets after draft mode (no open redirects)", () => {
  it.each([
    ["/about", "/about"],
    ["/local/search?keyword=Austin%2C+TX&page=2", "/local/search?keyword=Austin%2C+TX&page=2"],
    ["/guides/cost#faq", "/guides/cost#faq"],
    ["/100%", "/100%"],
  ])("keeps the same-site path %s", (candidate, expected) => {
    expect(safeRedirectPath(candidate)).toBe(expected);
  });

  it.each([
    ["a tab hiding a protocol-relative URL", "/\t/evil.example/phish"],
    ["an encoded tab", "/%09/evil.example/phish"],
    ["a line break", "/\n/evil.example"],
    ["an encoded line break", "/%0d%0a/evil.example"],
    ["CR LF header injection", "/about\r\nSet-Cookie: a=b"],
    ["a protocol-relative URL", "//evil.example"],
    ["a backslash read as a slash", "/\\evil.example"],
    ["an encoded backslash", "/%5Cevil.example"],
    ["an absolute URL", "https://evil.example/"],
    ["a javascript: URL", "javascript:alert(1)"],
    ["an encoded javascript: URL", "javascript%3Aalert(1)"],
    ["an encoded protocol-relative URL", "%2F%2Fevil.example"],
    ["slashes encoded after the first", "/%2F%2Fevil.example"],
    ["a twice-encoded tab", "/%2509/evil.example"],
    ["a twice-encoded double slash", "/%252F%252Fevil.example"],
    ["a relative path", "about"],
    ["a data: URL", "data:text/html,<script>alert(1)</script>"],
    ["a NUL byte", "/about\u0000"],
    ["a C1 control character", "/about\u0085"],
    ["an empty value", ""],
  ])("sends %s to the home page", (_name, candidate) => {
    expect(safeRedirectPath(candidate)).toBe(SAFE_REDIRECT_FALLBACK);
  });

  it("sends a missing or absurdly long target to the home page", () => {
    expect(safeRedirectPath(null)).toBe("/");
    expect(safeRedirectPath(undefined)).toBe("/");
    expect(safeRedirectPath(`/${"a".repeat(5000)}`)).toBe("/");
  });

  it("percent-encodes characters outside Latin-1 instead of failing the response", () => {
    const target = safeRedirectPath("/guides/日本?q=ü");
    expect(target).toBe("/guides/%E6%97%A5%E6%9C%AC?q=%C3%BC");
    expect(() => new Headers({ Location: target })).not.toThrow();
  });

  it("never leaves the site and is always a valid header value, whatever it is given", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: "binary" }),
          fc.string().map((s) => `/${s}`),
          fc
            .array(fc.constantFrom("/", "\\", "\t", "\n", "%2F", "%5C", "%09", "evil.example", ":"))
            .map((parts) => parts.join("")),
        ),
        (candidate) => {
          const target = safeRedirectPath(candidate);
          expect(landing(target).origin).toBe(PROBE);
          expect(target.startsWith("/")).toBe(true);
          expect(target.startsWith("//")).toBe(false);
          expect(() => new Headers({ Location: target })).not.toThrow();
        },
      ),
      { numRuns: 2000 },
    );
  });
});
