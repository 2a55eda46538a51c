/** @jest-environment jsdom */
/* eslint-disable @next/next/no-html-link-for-pages -- server-rendered links, as the results write them */
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import type { ProviderSearchResult } from "@web/rules/model/types";
import {
  FiltersDisclosure,
  FilterForm,
  ResultsArea,
  SearchShell,
} from "@registry/blocks/SearchGrid/SearchNavigation";
import { compareItemOf } from "@registry/parts/compare/compareItem";

/**
 * The search results' client leaves (issue 15): the server renders the results; a
 * filter change or a page link becomes an App Router navigation to the new state's
 * canonical URL, keeping the URL's other keys (compare selection, campaign tags).
 */

const push = jest.fn();
jest.mock("next/navigation", () => ({
  useRouter: () => ({ push, replace: jest.fn(), refresh: jest.fn(), prefetch: jest.fn() }),
}));
// The compare bar's dialogs load lazily; nothing is selected in these tests.
jest.mock("@web/client/tracker", () => ({ track: jest.fn() }));

/** The selected providers, as the directory answers them by id (POST /api/v1/location/by-ids). */
const SELECTED = ["p1", "p2"].map((id) => ({
  id,
  name: `Provider ${id}`,
  path: `/senior-living/texas/austin/${id}`,
  photos: [],
  averageRating: null,
  reviewCount: 0,
  startPriceInCents: null,
  rollupType: "senior-living" as const,
  tags: [],
  amenities: [],
  address: null,
}));

function Page({ children }: { children: ReactNode }) {
  return <SearchShell compareLimit={4}>{children}</SearchShell>;
}

const fetchMock = jest.fn(async (_url: string, init?: RequestInit) => {
  const { ids } = JSON.parse(String(init?.body)) as { ids: string[] };
  const providers = SELECTED.filter((provider) => ids.includes(provider.id));
  return { ok: true, status: 200, json: async () => ({ providers }) };
});

beforeEach(() => {
  push.mockClear();
  fetchMock.mockClear();
  global.fetch = fetchMock as unknown as typeof fetch;
  window.history.replaceState(
    null,
    "",
    "/local/search?keyword=Austin%2C+TX&care-type=assisted-living&page=3&selectedCommunities=p1,p2&isModalOpen=false&utm_source=mail",
  );
  Element.prototype.scrollIntoView = jest.fn();
});

describe("FilterForm", () => {
  function renderForm() {
    render(
      <Page>
        <FilterForm id="search-filters" action="/local/search" label="Filter and sort results">
          <input type="hidden" name="keyword" value="Austin, TX" />
          <label>
            Sort by
            <select name="sortBy" defaultValue="recommended">
              <option value="recommended">Recommended</option>
              <option value="most-reviews">Most reviews</option>
            </select>
          </label>
          <label>
            Type of care
            <select name="care-type" defaultValue="assisted-living">
              <option value="assisted-living">Assisted living</option>
            </select>
          </label>
          <label>
            <input type="checkbox" name="verified" value="true" /> Verified partners
          </label>
          <label>
            <input type="checkbox" name="lifestyle" value="12" /> Golf
          </label>
          <label>
            <input type="checkbox" name="lifestyle" value="5" /> Gardening
          </label>
        </FilterForm>
      </Page>,
    );
  }

  it("is a plain GET form to the search path (it works without JavaScript)", () => {
    renderForm();
    const form = screen.getByRole("form", { name: "Filter and sort results" });
    expect(form).toHaveAttribute("method", "get");
    expect(form).toHaveAttribute("action", "/local/search");
  });

  it("navigates to the canonical URL of the new state, page 1, other keys kept after it", async () => {
    renderForm();
    await userEvent.click(screen.getByLabelText("Verified partners"));
    expect(push).toHaveBeenCalledTimes(1);
    const [href, options] = push.mock.calls[0] as [string, { scroll: boolean }];
    expect(options).toEqual({ scroll: false });
    const url = new URL(href, "http://x");
    expect(url.pathname).toBe("/local/search");
    // Search keys in canonical order first (no page: back to page 1), then the others.
    expect([...url.searchParams.keys()]).toEqual([
      "keyword",
      "care-type",
      "verified",
      "selectedCommunities",
      "isModalOpen",
      "utm_source",
    ]);
    expect(url.searchParams.get("selectedCommunities")).toBe("p1,p2");
  });

  it("writes lists sorted and comma-joined, as the server's canonical form does", async () => {
    renderForm();
    await userEvent.click(screen.getByLabelText("Golf"));
    await userEvent.click(screen.getByLabelText("Gardening"));
    const href = push.mock.calls.at(-1)?.[0] as string;
    expect(new URL(href, "http://x").searchParams.get("lifestyle")).toBe("5,12");
  });

  it("gives the changed control focus back in the next state's form", async () => {
    const form = (key: string) => (
      <Page>
        <FilterForm key={key} id="search-filters" action="/local/search" label="Filters">
          <label>
            <input type="checkbox" name="lifestyle" value="12" /> Golf
          </label>
          <label>
            <input type="checkbox" name="lifestyle" value="5" /> Gardening
          </label>
        </FilterForm>
      </Page>
    );
    const { rerender } = render(form("a"));
    await userEvent.click(screen.getByLabelText("Gardening"));
    // The next state's page renders a new form (keyed by the search state).
    rerender(form("b"));
    expect(screen.getByLabelText("Gardening")).toHaveFocus();
  });

  it("a select change navigates too", async () => {
    renderForm();
    await userEvent.selectOptions(screen.getByLabelText("Sort by"), "most-reviews");
    const href = push.mock.calls.at(-1)?.[0] as string;
    expect(new URL(href, "http://x").searchParams.get("sortBy")).toBe("most-reviews");
  });
});

describe("ResultsArea", () => {
  function renderArea() {
    render(
      <Page>
        <ResultsArea>
          <nav aria-label="Pagination">
            <a
              href="/local/search?keyword=Austin%2C+TX&care-type=assisted-living&page=4"
              data-search-link=""
            >
              Next page
            </a>
          </nav>
          <a href="/senior-living/texas/austin/oak-meadow">Oak Meadow</a>
        </ResultsArea>
      </Page>,
    );
  }

  it("is marked interactive once hydrated", () => {
    renderArea();
    expect(document.querySelector('[data-interactive="true"]')).not.toBeNull();
  });

  it("turns a pagination link into a navigation, keeping the compare selection, and scrolls to the results", async () => {
    renderArea();
    await userEvent.click(screen.getByRole("link", { name: "Next page" }));
    expect(push).toHaveBeenCalledTimes(1);
    const url = new URL(push.mock.calls[0]![0] as string, "http://x");
    expect(url.searchParams.get("page")).toBe("4");
    expect(url.searchParams.get("selectedCommunities")).toBe("p1,p2");
    expect(url.searchParams.get("utm_source")).toBe("mail");
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
  });

  it("leaves other links and modified clicks to the browser", async () => {
    renderArea();
    const other = screen.getByRole("link", { name: "Oak Meadow" });
    other.addEventListener("click", (event) => event.preventDefault());
    await userEvent.click(other);
    const next = screen.getByRole("link", { name: "Next page" });
    next.addEventListener("click", (event) => event.preventDefault());
    await act(async () => {
      await userEvent.keyboard("{Control>}");
      await userEvent.click(next);
      await userEvent.keyboard("{/Control}");
    });
    expect(push).not.toHaveBeenCalled();
  });
});

describe("FiltersDisclosure", () => {
  it("is closed at first and stays as the visitor left it when the next state mounts", async () => {
    const disclosure = () => (
      <FiltersDisclosure summary="Filter and sort results">
        <p>The form</p>
      </FiltersDisclosure>
    );
    const first = render(disclosure());
    const details = () => document.querySelector("details")!;
    expect(details().open).toBe(false);
    await userEvent.click(screen.getByText("Filter and sort results"));
    expect(details().open).toBe(true);
    // A new search state is a new page segment: the results mount afresh.
    first.unmount();
    const second = render(disclosure());
    expect(details().open).toBe(true);
    await userEvent.click(screen.getByText("Filter and sort results"));
    second.unmount();
    render(disclosure());
    expect(details().open).toBe(false);
  });
});

describe("compareItemOf", () => {
  it("keeps only what the compare views show", () => {
    const provider = {
      id: "p1",
      name: "Oak Meadow",
      path: "/senior-living/texas/austin/oak-meadow",
      photos: [
        { url: " ", caption: "blank" },
        { url: "/images/a.jpg", caption: "Garden" },
        { url: "/images/b.jpg" },
      ],
      averageRating: 4.5,
      reviewCount: 10,
      startPriceInCents: 325_000,
      rollupType: "senior-living",
      tags: ["Assisted Living"],
      amenities: [
        {
          id: 1,
          amenityType: { id: 1, name: "Pool" },
          amenityCategory: { id: 5, name: "Lifestyle" },
        },
        {
          id: 2,
          amenityType: { id: 1, name: "Pool" },
          amenityCategory: { id: 5, name: "Lifestyle" },
        },
        ...["A", "B", "C", "D", "E", "F"].map((name, index) => ({
          id: index + 3,
          amenityType: { id: index + 3, name },
          amenityCategory: { id: 5, name: "Lifestyle" },
        })),
      ],
      address: { formattedAddress: "1 Main St, Austin, TX 78701", street: "1 Main St" },
      description: "<p>Long text</p>".repeat(100),
      reviews: [],
      pricesReportedOn: "2026-09",
      reviewsAsOf: "2026-10-28",
      cmsRating: { overall: 4, source: "Medicare Care Compare", asOf: "2026-10" },
    } as unknown as ProviderSearchResult;
    expect(compareItemOf(provider)).toEqual({
      id: "p1",
      name: "Oak Meadow",
      path: "/senior-living/texas/austin/oak-meadow",
      photos: [{ url: "/images/a.jpg", caption: "Garden" }],
      averageRating: 4.5,
      reviewCount: 10,
      startPriceInCents: 325_000,
      rollupType: "senior-living",
      tags: ["Assisted Living"],
      amenities: ["Pool", "A", "B", "C", "D", "E"].map((name) => ({ amenityType: { name } })),
      address: { formattedAddress: "1 Main St, Austin, TX 78701" },
      // issue 27.6: the facts' dates and Medicare's rating, for the card's source lines.
      pricesReportedOn: "2026-09",
      reviewsAsOf: "2026-10-28",
      cmsRating: { overall: 4, source: "Medicare Care Compare", asOf: "2026-10" },
    });
  });
});
