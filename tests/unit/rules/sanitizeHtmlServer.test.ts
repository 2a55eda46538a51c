import { describe, expect, it } from "@jest/globals";
import { HOSTILE_HTML_SNIPPETS } from "@web/directory/seed/text";
import { canSanitizeWithDom, sanitizeHtml } from "@web/rules/sanitizeHtml";

// The node environment: no window, as on the server.
describe("sanitiser without a DOM (server)", () => {
  it("falls back to escaped text in paragraphs instead of passing HTML through", () => {
    expect(canSanitizeWithDom()).toBe(false);
    for (const snippet of HOSTILE_HTML_SNIPPETS) {
      const clean = sanitizeHtml(`<p>Hello</p>${snippet}`);
      expect(clean).not.toMatch(
        /<(script|img|iframe|svg|a|div)\b|onerror|onclick|onload|javascript:/i,
      );
      expect(clean.startsWith("<p>Hello</p>")).toBe(true);
    }
    expect(sanitizeHtml("<h2>About</h2><p>x &lt;b&gt;</p>")).toBe("<p>About</p><p>x &lt;b&gt;</p>");
    expect(sanitizeHtml("")).toBe("");
  });
});
