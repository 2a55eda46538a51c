/** @jest-environment jsdom */
import { ChakraProvider } from "@chakra-ui/react";
import { render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { collectPageHeadings } from "@registry/headings";
import { PageBuilder } from "@registry/PageBuilder";
import type { BlockContext, PageBlock } from "@registry/types";
import { SITES } from "@web/site/sites";
import { systems } from "@web/site/theme/systems";
import { logEntry } from "../../support/logLines";
import { NO_SEARCH_STATE } from "@web/rules/search/searchParams";
import type { FeatureFlag } from "@web/lib/featureFlags";

const richText = (key: string, h2: string): PageBlock => ({
  _type: "richText",
  _key: key,
  body: [
    {
      _type: "block",
      _key: `${key}-h`,
      style: "h2",
      markDefs: [],
      children: [{ _type: "span", _key: `${key}-s`, text: h2, marks: [] }],
    },
  ],
});

const blocks: PageBlock[] = [
  { _type: "hero", _key: "hero", heading: "Find senior living near you" },
  { _type: "tableOfContents", _key: "toc", heading: "On this page" },
  richText("a", "What assisted living costs"),
  // Content written for a block type this build has no component for.
  { _type: "legacyPromoBanner", _key: "legacy" } as unknown as PageBlock,
  richText("b", "Paying with Medicaid"),
];

function contextFor(
  pageBlocks: readonly PageBlock[],
  preview: boolean,
  studioUrl: string | null = null,
  documentId = "page.test",
): BlockContext {
  const base = {
    site: SITES.main,
    settings: null,
    document: { id: documentId, type: "page" },
    preview,
    studioUrl,
    ...NO_SEARCH_STATE,
    query: new URLSearchParams(),
    featureFlags: new Set<FeatureFlag>(),
  };
  return { ...base, headings: collectPageHeadings(pageBlocks, base) };
}

function renderPage(preview: boolean, studioUrl: string | null = null, documentId = "page.test") {
  const context = contextFor(blocks, preview, studioUrl, documentId);
  return render(
    <ChakraProvider value={systems.main}>
      <PageBuilder blocks={blocks} context={context} />
    </ChakraProvider>,
  );
}

describe("PageBuilder", () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  it("renders the blocks in their order", () => {
    renderPage(false);
    const headings = screen.getAllByRole("heading").map((heading) => heading.textContent);
    expect(headings).toEqual([
      "Find senior living near you",
      "On this page",
      "What assisted living costs",
      "Paying with Medicaid",
    ]);
  });

  it("builds the table of contents from the level-2 headings, linked by id", () => {
    renderPage(false);
    const toc = screen.getByRole("navigation", { name: "On this page" });
    const links = Array.from(toc.querySelectorAll("a")).map((a) => [
      a.textContent,
      a.getAttribute("href"),
    ]);
    expect(links).toEqual([
      ["What assisted living costs", "#what-assisted-living-costs"],
      ["Paying with Medicaid", "#paying-with-medicaid"],
    ]);
    expect(document.getElementById("paying-with-medicaid")?.textContent).toBe(
      "Paying with Medicaid",
    );
  });

  it("skips an unknown block type for visitors and logs it", () => {
    renderPage(false);
    expect(screen.queryByText(/Unknown block type/)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(logEntry(warn.mock.calls[0]?.[0])).toMatchObject({
      level: "warn",
      event: "unknown-block",
      blockType: "legacyPromoBanner",
      pageId: "page.test",
    });
  });

  it("shows an unknown block type as a labelled placeholder in preview", () => {
    renderPage(true);
    expect(screen.getByText("Unknown block type: legacyPromoBanner")).toBeInTheDocument();
  });
});

describe("PageBuilder's hydration apart (issue 23)", () => {
  it("sends each block's HTML in place, between the markers of a visible Activity", () => {
    const known = blocks.filter((block) => (block._type as string) !== "legacyPromoBanner");
    const context = contextFor(known, false);
    const html = renderToString(
      <ChakraProvider value={systems.main}>
        <PageBuilder blocks={known} context={context} />
      </ChakraProvider>,
    );
    const wrappers = html.match(/<div data-block-key="[^"]+"[^>]*><!--&-->/g) ?? [];
    expect(wrappers).toHaveLength(known.length);
    expect(html.match(/<!--\/&-->/g)).toHaveLength(known.length);
    // No Suspense boundary: nothing a server could hold back or stream out of order.
    expect(html).not.toMatch(/<!--\$\??-->/);
    expect(html).toContain("What assisted living costs");
  });
});

describe("PageBuilder's click-to-edit attributes (the Presentation tool)", () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  /** The `data-sanity` value's fields: `id=…;type=…;path=…;base=…`. */
  const fields = (element: Element) =>
    Object.fromEntries(
      (element.getAttribute("data-sanity") ?? "").split(";").map((part) => part.split("=")),
    );
  const wrapperOf = (container: HTMLElement, key: string) =>
    container.querySelector(`[data-block-key="${key}"]`)!;

  it("gives visitors none", () => {
    const { container } = renderPage(false);
    expect(container.querySelectorAll("[data-block-key]")).toHaveLength(4);
    expect(container.querySelectorAll("[data-sanity]")).toHaveLength(0);
  });

  it("puts one on every block wrapper in preview: the page document and the block's path", () => {
    const { container } = renderPage(true);
    for (const key of ["hero", "toc", "a", "b"]) {
      expect(fields(wrapperOf(container, key))).toEqual({
        id: "page.test",
        type: "page",
        path: `blocks:${key}`,
        base: "%2F",
      });
    }
  });

  it("lets editors click the placeholder of an unknown block type too", () => {
    const { container } = renderPage(true);
    const placeholder = container.querySelector('[data-unknown-block="legacyPromoBanner"]');
    expect(fields(placeholder!.parentElement!)).toMatchObject({ path: "blocks:legacy" });
  });

  it("names the published document when the preview shows its draft", () => {
    const { container } = renderPage(true, null, "drafts.page.test");
    expect(fields(wrapperOf(container, "hero"))).toMatchObject({ id: "page.test" });
  });

  it("points the Studio links at SANITY_STUDIO_URL when it is set", () => {
    const { container } = renderPage(true, "https://seniors.sanity.studio");
    expect(fields(wrapperOf(container, "hero")).base).toBe(
      encodeURIComponent("https://seniors.sanity.studio"),
    );
  });
});

describe("collectPageHeadings", () => {
  it("gives repeated headings unique ids", () => {
    const headings = collectPageHeadings([richText("a", "Costs"), richText("b", "Costs")], {
      site: SITES.main,
      settings: null,
      document: { id: "page.test", type: "page" },
      preview: false,
      studioUrl: null,
      ...NO_SEARCH_STATE,
      query: new URLSearchParams(),
      featureFlags: new Set<FeatureFlag>(),
    });
    expect(headings.map((heading) => heading.id)).toEqual(["costs", "costs-2"]);
  });
});
