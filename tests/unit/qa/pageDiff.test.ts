import { afterEach, describe, expect, it } from "@jest/globals";
import {
  changedDocuments,
  compareVersions,
  diffDocument,
  diffPage,
} from "@web/pageKinds/qa/pageDiff";

/** The QA diff over the embedded seed dataset, through the one content client. */
describe("the page diff over the content source", () => {
  afterEach(() => {
    delete process.env.EMBEDDED_DATASET_PATH;
  });

  it("compares the seeded /about draft with the published page", async () => {
    const diff = await diffPage("main", "/about");
    expect(diff).toMatchObject({
      id: "page.main.about",
      type: "page",
      path: "/about",
      same: false,
    });
    expect(diff?.blocks.counts).toEqual({
      unchanged: 2,
      changed: 1,
      added: 1,
      removed: 1,
      moved: 1,
    });
    expect(diff?.fields).toEqual([]);
  });

  it("finds no difference where there is no draft, and null where there is no page", async () => {
    expect((await diffPage("main", "/about/reviews_faq"))?.same).toBe(true);
    expect(await diffPage("main", "/no-such-page")).toBeNull();
    expect(await diffDocument("no-such-document")).toBeNull();
  });

  it("compares a geo copy template's text word by word, as one block", async () => {
    const diff = await diffDocument("drafts.geoCopyTemplate.assisted-living");
    expect(diff?.id).toBe("geoCopyTemplate.assisted-living");
    expect(diff?.blocks.rows).toHaveLength(1);
    expect(diff?.blocks.rows[0]?.words.filter((part) => part.kind === "added")).toEqual([
      expect.objectContaining({ text: expect.stringContaining("{{#if (gt city 3)}}") }),
    ]);
  });

  it("lists the drafts of a site that differ, pages and templates, not the other site's", async () => {
    const main = await changedDocuments("main");
    expect(main?.map((doc) => doc._id)).toEqual([
      "geoCopyTemplate.assisted-living",
      "page.main.about",
      // A draft of a page never published (the legacy-block demo): all of it is new.
      "page.main.about.legacy-block-demo",
      "page.main.resources.touring-checklist",
      "providerPageTemplate.main",
    ]);
    const alt = await changedDocuments("alt");
    expect(alt?.map((doc) => doc._id)).toEqual(["geoCopyTemplate.assisted-living"]);
  });

  it("says the drafts cannot be listed when the content source fails, instead of failing", async () => {
    process.env.EMBEDDED_DATASET_PATH = "/nonexistent/content.ndjson";
    expect(await changedDocuments("main")).toBeNull();
  });

  it("marks every block of a page never published as added, and a page field change", () => {
    const draft = {
      _id: "page.main.new",
      _type: "page",
      title: "New",
      path: "/new",
      blocks: [{ _key: "a", _type: "hero", heading: "Hi" }],
    };
    const fresh = compareVersions(null, draft);
    expect(fresh).toMatchObject({ same: false, path: "/new" });
    expect(fresh.blocks.counts.added).toBe(1);
    const retitled = compareVersions(
      { ...draft, title: "Old", _rev: "1" },
      { ...draft, _rev: "2" },
    );
    expect(retitled).toMatchObject({ same: false, fields: ["title"] });
    expect(retitled.blocks.same).toBe(true);
  });
});
