import { draftsView, publishedView, type SanityDocumentLike } from "@web/content/embeddedDataset";

const documents: SanityDocumentLike[] = [
  { _id: "page.a", _type: "page", title: "Published A" },
  { _id: "drafts.page.a", _type: "page", title: "Draft A" },
  { _id: "page.b", _type: "page", title: "Published B" },
  { _id: "drafts.page.c", _type: "page", title: "Draft-only C" },
  { _id: "versions.rel1.page.b", _type: "page", title: "Release B" },
];

describe("the published perspective", () => {
  it("drops drafts and release versions", () => {
    expect(publishedView(documents).map((doc) => doc._id)).toEqual(["page.a", "page.b"]);
  });
});

describe("the drafts perspective", () => {
  const view = draftsView(documents);
  const byId = (id: string) => view.find((doc) => doc._id === id);

  it("lays a draft over its published version under the published id", () => {
    expect(byId("page.a")).toMatchObject({ title: "Draft A", _originalId: "drafts.page.a" });
  });

  it("keeps published documents that have no draft", () => {
    expect(byId("page.b")).toEqual({ _id: "page.b", _type: "page", title: "Published B" });
  });

  it("includes drafts of documents never published", () => {
    expect(byId("page.c")).toMatchObject({ title: "Draft-only C", _originalId: "drafts.page.c" });
  });

  it("shows each document once and never a release version", () => {
    expect(view.map((doc) => doc._id).sort()).toEqual(["page.a", "page.b", "page.c"]);
  });
});
