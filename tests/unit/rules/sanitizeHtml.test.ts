/** @jest-environment jsdom */
import { describe, expect, it } from "@jest/globals";
import { HOSTILE_HTML_SNIPPETS } from "@web/directory/seed/text";
import { canSanitizeWithDom, sanitizeHtml } from "@web/rules/sanitizeHtml";
import { videoEmbedUrl } from "@web/rules/videoEmbeds";

const DANGER = /<(script|img|iframe|svg|style|form|object|embed)\b|\son\w+=|javascript:|style=/i;

describe("sanitiser with DOMPurify (spec 5)", () => {
  it("uses the DOM when there is one", () => {
    expect(canSanitizeWithDom()).toBe(true);
  });

  it("neutralises every hostile snippet of the seed", () => {
    for (const snippet of HOSTILE_HTML_SNIPPETS) {
      const clean = sanitizeHtml(`<p>Welcome</p>${snippet}<p>Bye</p>`);
      expect(clean).not.toMatch(DANGER);
      expect(clean).toContain("<p>Welcome</p>");
      expect(clean).toContain("<p>Bye</p>");
    }
  });

  it("removes scripts and event handlers", () => {
    expect(sanitizeHtml(`<p>a</p><script>alert("xss")</script>`)).toBe("<p>a</p>");
    expect(sanitizeHtml(`<img src="x" onerror="alert('xss')">`)).toBe("");
    expect(
      sanitizeHtml(
        `<div onclick="steal()" style="background:url(javascript:alert(1))">Tour today</div>`,
      ),
    ).toBe("<div>Tour today</div>");
    expect(sanitizeHtml(`<svg onload="alert(1)"><circle r="4"/></svg>`)).toBe("");
  });

  it("removes javascript: hrefs and keeps the link text", () => {
    const clean = sanitizeHtml(
      `<a href="javascript:alert(document.cookie)">Click for a discount</a>`,
    );
    expect(clean).not.toMatch(/javascript:|href/);
    expect(clean).toContain("Click for a discount");
    expect(sanitizeHtml(`<a href="JaVaScRiPt&colon;alert(1)">x</a>`)).not.toMatch(/href/);
    expect(sanitizeHtml(`<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>`)).not.toMatch(/href/);
  });

  it("keeps safe links, marked nofollow, and guards new windows", () => {
    expect(sanitizeHtml(`<a href="https://example.org/tour">Tour</a>`)).toBe(
      `<a href="https://example.org/tour" rel="nofollow">Tour</a>`,
    );
    expect(sanitizeHtml(`<a href="https://example.org" target="_blank">x</a>`)).toBe(
      `<a href="https://example.org" target="_blank" rel="noopener noreferrer nofollow">x</a>`,
    );
  });

  it("turns headings into paragraphs", () => {
    expect(sanitizeHtml("<h2>About our community</h2>")).toBe("<p>About our community</p>");
    expect(sanitizeHtml("<h1>A</h1><h6><em>B</em></h6>")).toBe("<p>A</p><p><em>B</em></p>");
  });

  it("removes iframes by default and keeps video embeds over https when asked", () => {
    const youtube = `<iframe src="http://www.youtube.com/embed/dQw4w9WgXcQ" width="560" height="315"></iframe>`;
    expect(sanitizeHtml(youtube)).toBe("");
    expect(sanitizeHtml(youtube, { videoEmbeds: true })).toBe(
      `<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" width="560" height="315"></iframe>`,
    );
    expect(
      sanitizeHtml(`<iframe src="http://player.vimeo.com/video/76979871"></iframe>`, {
        videoEmbeds: true,
      }),
    ).toBe(`<iframe src="https://player.vimeo.com/video/76979871"></iframe>`);
    expect(
      sanitizeHtml(`<iframe src="https://evil.example/embed"></iframe>`, { videoEmbeds: true }),
    ).toBe("");
    expect(sanitizeHtml(`<iframe src="javascript:alert(1)"></iframe>`, { videoEmbeds: true })).toBe(
      "",
    );
    // The option does not leak into the next call.
    expect(sanitizeHtml(youtube)).toBe("");
  });

  it("recognises only YouTube and Vimeo embed URLs", () => {
    expect(videoEmbedUrl("//www.youtube.com/embed/x")).toBe("https://www.youtube.com/embed/x");
    expect(videoEmbedUrl("https://youtube.com.evil.example/embed/x")).toBeNull();
    expect(videoEmbedUrl("not a url")).toBeNull();
    expect(videoEmbedUrl(null)).toBeNull();
  });

  it("keeps formatting and strips styles and unknown attributes", () => {
    expect(
      sanitizeHtml(
        `<p class="x" style="color:red" data-x="1"><strong>Big</strong> <em>news</em></p>`,
      ),
    ).toBe("<p><strong>Big</strong> <em>news</em></p>");
    expect(sanitizeHtml(`<form action="/x"><input name="a"></form>ok`)).toBe("ok");
  });
});
