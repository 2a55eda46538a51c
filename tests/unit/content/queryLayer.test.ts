import path from "node:path";
import { client } from "@web/content/client";
import { EmbeddedDataset, parseNdjson } from "@web/content/embeddedDataset";
import { PAGE_BY_PATH_QUERY } from "@web/content/queries";

const fixture = path.resolve(__dirname, "../../fixtures/content.ndjson");

beforeAll(() => {
  process.env.EMBEDDED_DATASET_PATH = fixture;
});
afterAll(() => {
  delete process.env.EMBEDDED_DATASET_PATH;
});

interface PageResult {
  _id: string;
  title: string | null;
  blocks: Array<{ _type: string; heading?: string; items?: Array<{ question: string }> }> | null;
}

describe("the Sanity client in embedded mode", () => {
  it("answers a GROQ query with the published perspective by default", async () => {
    const page = await client.fetch<PageResult>(PAGE_BY_PATH_QUERY, { site: "main", path: "/" });
    expect(page._id).toBe("page.main.home");
    expect(page.blocks?.[0]?.heading).toBe("Published home");
  });

  it("answers the same query with drafts laid over published content", async () => {
    const page = await client.fetch<PageResult>(
      PAGE_BY_PATH_QUERY,
      { site: "main", path: "/" },
      { perspective: "drafts" },
    );
    expect(page._id).toBe("page.main.home");
    expect(page.blocks?.[0]?.heading).toBe("Draft home");
  });

  it("finds a never-published page only in the drafts perspective", async () => {
    const params = { site: "main", path: "/new" };
    expect(await client.fetch(PAGE_BY_PATH_QUERY, params)).toBeNull();
    expect(await client.fetch(PAGE_BY_PATH_QUERY, params, { perspective: "drafts" })).toMatchObject(
      {
        title: "Never published",
      },
    );
  });

  it("dereferences FAQ items of a faqList block", async () => {
    const page = await client.fetch<PageResult>(PAGE_BY_PATH_QUERY, { site: "alt", path: "/" });
    expect(page.blocks?.[0]?.items).toEqual([
      { _id: "faq.one", question: "Is it free?", answer: "Yes." },
    ]);
  });

  it("answers long queries the client sends as POST", async () => {
    const longQuery = `*[_type == "faqItem" && question != "${"x".repeat(12000)}"]{question}`;
    expect(await client.fetch(longQuery)).toEqual([{ question: "Is it free?" }]);
  });

  it("returns null for a path that has no page", async () => {
    expect(await client.fetch(PAGE_BY_PATH_QUERY, { site: "main", path: "/nope" })).toBeNull();
  });
});

describe("the embedded dataset", () => {
  it("rejects a line that is not a document", () => {
    expect(() => parseNdjson('{"_id":"a","_type":"page"}\n{"title":"no id"}\n', "seed")).toThrow(
      "seed:2: a document needs string _id and _type",
    );
  });

  it("serves a repeated query from its cache with the same result", async () => {
    const dataset = new EmbeddedDataset([{ _id: "a", _type: "page", title: "A" }]);
    const first = await dataset.query('*[_type == "page"][0].title');
    const second = await dataset.query('*[_type == "page"][0].title');
    expect(first).toBe("A");
    expect(second).toBe(first);
  });
});
