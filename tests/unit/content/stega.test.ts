import { stegaClean, stegaEncodeSourceMap } from "@sanity/client/stega";
import type { ContentSourceMap } from "@sanity/client";
import { schemaTypes } from "@schemas/index";
import { collectPageHeadings } from "@registry/headings";
import { NEVER_ENCODE, stegaFilter } from "@web/content/stega";
import { SITES } from "@web/site/sites";
import { NO_SEARCH_STATE } from "@web/rules/search/searchParams";
import type { FeatureFlag } from "@web/lib/featureFlags";

/**
 * Stega (issue 16) offline: values encoded the way the hosted client encodes a draft,
 * through the app's filter, then read the way the blocks read them.
 */
const STEGA = /[\u200B-\u200D\u2060-\u2064\uFEFF]/;

interface FieldLike {
  name: string;
  type: string;
  options?: { list?: unknown[] };
  fields?: FieldLike[];
  of?: FieldLike[];
}

function fieldsOf(type: FieldLike, found: FieldLike[] = []): FieldLike[] {
  for (const field of [...(type.fields ?? []), ...(type.of ?? [])]) {
    if (field.name) found.push(field);
    fieldsOf(field, found);
  }
  return found;
}

/** The source map the Content Lake returns for a page with one block. */
function sourceMapFor(paths: string[]): ContentSourceMap {
  return {
    documents: [{ _id: "drafts.page.main.about", _type: "page" }],
    paths: paths.map((path) => `$['blocks'][?(@._key=='k')]${path}`),
    mappings: Object.fromEntries(
      paths.map((path, index) => [
        `$['blocks'][0]${path}`,
        { type: "value", source: { type: "documentValue", document: 0, path: index } },
      ]),
    ),
  } as ContentSourceMap;
}

const encode = <T>(result: T, paths: string[]) =>
  stegaEncodeSourceMap(result, sourceMapFor(paths), {
    enabled: true,
    studioUrl: "https://studio.example",
    filter: stegaFilter,
  });

describe("stega in draft mode", () => {
  it("never encodes a field with a fixed option list, a link or a path (derived from the schemas)", () => {
    const compared = (schemaTypes as unknown as FieldLike[])
      .flatMap((type) => fieldsOf(type))
      .filter((field) => field.options?.list || field.type === "link" || field.type === "url")
      .map((field) => (field.type === "link" ? "url" : field.name));
    const missing = [...new Set(compared)].filter((name) => !NEVER_ENCODE.has(name));
    expect(missing).toEqual([]);
  });

  it("encodes shown text but not the values the blocks compare or link to", () => {
    const result = encode(
      {
        blocks: [
          {
            _key: "k",
            _type: "inquiryForm",
            heading: "Talk to an advisor today",
            layout: "horizontal",
            outcome: "message",
            cta: { link: { url: "/get-costs" } },
          },
        ],
      },
      ["['heading']", "['layout']", "['outcome']", "['cta']['link']['url']"],
    );
    const [block] = result.blocks;
    expect(block!.heading).toMatch(STEGA);
    expect(stegaClean(block!.heading)).toBe("Talk to an advisor today");
    expect(block!.layout).toBe("horizontal");
    expect(block!.outcome).toBe("message");
    expect(block!.cta.link.url).toBe("/get-costs");
  });

  it("keeps heading ids clean: an encoded h2 gets the same fragment id as the plain one", () => {
    const body = (text: string) => [
      {
        _type: "richText" as const,
        _key: "k",
        body: [
          {
            _type: "block",
            _key: "b",
            style: "h2",
            children: [{ _type: "span", _key: "s", text }],
          },
        ],
      },
    ];
    const encoded = encode({ blocks: body("Costs & fees") }, [
      "['body'][0]['children'][0]['text']",
    ]);
    const text = (encoded.blocks[0]!.body[0]!.children[0]!.text as string) ?? "";
    expect(text).toMatch(STEGA);
    const ids = (blocks: unknown) =>
      collectPageHeadings(blocks as Parameters<typeof collectPageHeadings>[0], {
        site: SITES.main,
        settings: null,
        document: { id: "page.test", type: "page" },
        preview: false,
        studioUrl: null,
        ...NO_SEARCH_STATE,
        query: new URLSearchParams(),
        featureFlags: new Set<FeatureFlag>(),
      }).map((heading) => heading.id);
    expect(ids(encoded.blocks)).toEqual(ids(body("Costs & fees")));
    expect(ids(encoded.blocks)[0]).not.toMatch(STEGA);
  });
});
