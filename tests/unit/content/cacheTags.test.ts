import { describe, expect, it } from "@jest/globals";
import {
  CONTENT_TAG,
  contentTags,
  documentTagsOf,
  tagsOfChangedDocument,
} from "@web/content/cacheTags";

describe("the cache tags of a changed document (POST /api/revalidate)", () => {
  it("maps a page to its path on its site, before and after a move, and to its document", () => {
    expect(
      tagsOfChangedDocument({
        _id: "page.main.about",
        _type: "page",
        site: "main",
        path: "/about-us",
        before: { site: "main", path: "/About/" },
      }).sort(),
    ).toEqual(
      [
        contentTags.document("page.main.about"),
        contentTags.page("main", "/about-us"),
        contentTags.page("main", "/about"),
      ].sort(),
    );
  });

  it("maps the shell's documents and the templates to their site's tags", () => {
    for (const type of ["siteSettings", "header", "footer"]) {
      expect(tagsOfChangedDocument({ _id: `${type}.alt`, _type: type, site: "alt" })).toEqual([
        contentTags.document(`${type}.alt`),
        contentTags.site("alt"),
      ]);
    }
    expect(
      tagsOfChangedDocument({ _id: "t", _type: "providerPageTemplate", site: "homes" }),
    ).toContain(contentTags.providerPageTemplate("homes"));
    expect(tagsOfChangedDocument({ _id: "g", _type: "geoPageTemplate", site: "main" })).toContain(
      contentTags.geoPageTemplate("main"),
    );
    expect(tagsOfChangedDocument({ _id: "c", _type: "geoCopyTemplate" })).toEqual([
      contentTags.document("c"),
      contentTags.geoCopyTemplate(),
    ]);
  });

  it("maps a referenced document (an FAQ item) to the pages that read it, by its id", () => {
    expect(tagsOfChangedDocument({ _id: "faq.1", _type: "faqItem" })).toEqual([
      contentTags.document("faq.1"),
    ]);
  });

  it("falls back to every page that read content when a site-bound document names no site", () => {
    expect(tagsOfChangedDocument({ _id: "s", _type: "siteSettings" })).toContain(CONTENT_TAG);
    expect(tagsOfChangedDocument({ _id: "p", _type: "page", site: "main" })).toContain(CONTENT_TAG);
  });

  it("changes nothing for drafts, release versions or a body without id and type", () => {
    expect(tagsOfChangedDocument({ _id: "drafts.page.main.about", _type: "page" })).toEqual([]);
    expect(tagsOfChangedDocument({ _id: "versions.r1.page", _type: "page" })).toEqual([]);
    expect(tagsOfChangedDocument({ _type: "page" })).toEqual([]);
    expect(tagsOfChangedDocument({ _id: 3, _type: "page" })).toEqual([]);
  });

  it("invalidates every page that read content for a document of no known type", () => {
    expect(tagsOfChangedDocument({ _id: "page.main.gone" })).toEqual([
      contentTags.document("page.main.gone"),
      CONTENT_TAG,
    ]);
  });
});

describe("the tags a page gets from what it read", () => {
  it("names every document of a result, referenced ones included, drafts as published", () => {
    const result = {
      _id: "drafts.page.main.faq",
      blocks: [{ _type: "faqList", items: [{ _id: "faq.1" }, { _id: "faq.2" }] }],
      template: { _id: "geoCopy.al" },
    };
    expect(documentTagsOf(result)).toEqual(
      ["page.main.faq", "faq.1", "faq.2", "geoCopy.al"].map(contentTags.document),
    );
    expect(documentTagsOf(null)).toEqual([]);
  });

  it("keeps a tag within Next's 256 characters, the same for the page and the webhook", () => {
    const long = `/${"a".repeat(400)}`;
    const tag = contentTags.page("main", long);
    expect(tag.length).toBeLessThanOrEqual(256);
    expect(tag).toBe(contentTags.page("main", long));
    expect(tag).not.toBe(contentTags.page("main", `${long}b`));
    expect(tagsOfChangedDocument({ _id: "p", _type: "page", site: "main", path: long })).toContain(
      tag,
    );
  });
});
