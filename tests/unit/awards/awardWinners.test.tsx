/** @jest-environment jsdom */
import { render, screen, within } from "@testing-library/react";
import { AwardWinners } from "@registry/blocks/AwardWinners/AwardWinners";
import type { BlockContext, BlockMap } from "@registry/types";
import type { AwardsPageContext } from "@web/pageKinds/awards/awardsPageTypes";
import { summarize } from "@web/pageKinds/awards/summarize";
import type { AwardWinner } from "@web/rules/model/types";
import { CARING_STARS_AWARDS, findAward } from "@web/rules/awards/awards";
import { SITES } from "@web/site/sites";
import { NO_SEARCH_STATE } from "@web/rules/search/searchParams";
import type { FeatureFlag } from "@web/lib/featureFlags";

const LIVING = findAward("caring-stars-senior-living")!;
const SUMMARY = summarize(LIVING, [
  { year: 2025, stateCode: "TX", winners: 23 },
  { year: 2025, stateCode: "AZ", winners: 4 },
  { year: 2024, stateCode: "TX", winners: 9 },
]);

const winner = (n: number): AwardWinner => ({
  id: `w${n}`,
  name: `Oak Meadow ${n}`,
  path: `/senior-living/texas/austin/oak-meadow-${n}`,
  city: "Austin",
  stateCode: "TX",
  careType: "assisted-living",
  averageRating: 4.86,
  reviewCount: n,
  reviewsAsOf: `2026-10-${String(10 + n)}`,
});

function pageOf(overrides: Partial<AwardsPageContext>): AwardsPageContext {
  return {
    pageType: "state",
    path: "/bestseniorliving/caring-stars-senior-living/2025/texas",
    award: LIVING,
    year: 2025,
    state: { code: "TX", name: "Texas", urlName: "texas" },
    summaries: [SUMMARY],
    winners: [winner(1), winner(2)],
    total: 23,
    page: 2,
    pageCount: 2,
    firstRank: 21,
    breadcrumbs: [],
    ...overrides,
  };
}

function renderBlock(
  awards: AwardsPageContext | undefined,
  block: Partial<BlockMap["awardWinners"]> = {},
  preview = false,
) {
  const context: BlockContext = {
    site: SITES.main,
    settings: null,
    document: { id: "geoPageTemplate.main.awards", type: "geoPageTemplate" },
    preview,
    studioUrl: null,
    headings: [],
    ...NO_SEARCH_STATE,
    query: new URLSearchParams(),
    featureFlags: new Set<FeatureFlag>(),
    awards,
  };
  return render(
    <AwardWinners
      block={{ _type: "awardWinners", _key: "w", showForm: true, ...block }}
      context={context}
    />,
  );
}

describe("the awardWinners block", () => {
  it("lists a state's winners ranked from the page's first position, with pages as links", () => {
    renderBlock(pageOf({}));
    expect(screen.getByRole("heading", { level: 2 })).toHaveTextContent("Winners in Texas");
    const list = screen.getByRole("list", { name: "Winners" });
    expect(list).toHaveAttribute("start", "21");
    const first = within(list).getAllByRole("listitem")[0]!;
    expect(within(first).getByRole("link", { name: "Oak Meadow 1" })).toHaveAttribute(
      "href",
      "/senior-living/texas/austin/oak-meadow-1",
    );
    // The rank as the list numbers it, the care type and place, the rating in words.
    expect(first).toHaveTextContent(
      /^21Oak Meadow 1Assisted Living · Austin, TX 4\.9 out of 5 \(1 review\)$/,
    );
    expect(first.querySelector("[data-stars]")).toHaveAttribute("data-stars", "4");
    const pages = screen.getByRole("navigation", { name: "Pages of winners" });
    expect(within(pages).getByRole("link", { name: "Page 1" })).toHaveAttribute(
      "href",
      "/bestseniorliving/caring-stars-senior-living/2025/texas",
    );
    expect(within(pages).getByText("2")).toHaveAttribute("aria-current", "page");
    expect(screen.getByText("23 winners, page 2 of 2")).toBeInTheDocument();
    // issue 27.6: the ratings' source and the newest review they count.
    expect(
      screen.getByText(
        "Ratings and review counts from families' reviews on this directory, the latest on October 12, 2026.",
      ),
    ).toBeInTheDocument();
  });

  it("chooses year and state with a GET form to the award's path, current choices selected", () => {
    const { container } = renderBlock(pageOf({}));
    const form = container.querySelector("form")!;
    expect(form).toHaveAttribute("method", "get");
    expect(form).toHaveAttribute("action", "/bestseniorliving/caring-stars-senior-living");
    const year = screen.getByLabelText("Year") as HTMLSelectElement;
    expect(year.name).toBe("year");
    expect([...year.options].map((o) => o.value)).toEqual(["2025", "2024"]);
    expect(year.value).toBe("2025");
    const state = screen.getByLabelText("State") as HTMLSelectElement;
    expect(state.name).toBe("state");
    expect([...state.options].map((o) => o.textContent)).toEqual([
      "All states",
      "Arizona",
      "Texas",
    ]);
    expect(state.value).toBe("texas");
    expect(screen.getByRole("button", { name: "Show winners" })).toHaveAttribute("type", "submit");
  });

  it("on a year's page links the states with their counts and the other years", () => {
    renderBlock(
      pageOf({
        pageType: "year",
        state: null,
        winners: [winner(3)],
        total: 27,
        page: 1,
        firstRank: 1,
      }),
      { heading: "{{award}}: the class of {{year}}" },
    );
    expect(screen.getByRole("heading", { level: 2 })).toHaveTextContent(
      "Caring Stars Senior Living: the class of 2025",
    );
    const states = screen.getByRole("list", { name: "States" });
    expect(within(states).getByRole("link", { name: "Texas" })).toHaveAttribute(
      "href",
      "/bestseniorliving/caring-stars-senior-living/2025/texas",
    );
    expect(states).toHaveTextContent("Texas (23)");
    expect(screen.getByRole("list", { name: "Other years" })).toHaveTextContent("2024");
    expect(screen.queryByRole("navigation")).toBeNull();
  });

  it("says so for a state without winners that year", () => {
    renderBlock(pageOf({ winners: [], total: 0, page: 1, pageCount: 1, firstRank: 1 }));
    expect(
      screen.getByText(/No Caring Stars Senior Living winners in Texas in 2025/),
    ).toBeInTheDocument();
    expect(screen.queryByRole("list", { name: "Winners" })).toBeNull();
  });

  it("on the index lists both awards and their years", () => {
    renderBlock(
      pageOf({
        pageType: "index",
        award: null,
        year: null,
        state: null,
        winners: [],
        summaries: CARING_STARS_AWARDS.map((award) =>
          award === LIVING ? SUMMARY : summarize(award, []),
        ),
      }),
    );
    expect(screen.getByRole("link", { name: "Caring Stars Senior Living" })).toHaveAttribute(
      "href",
      "/bestseniorliving/caring-stars-senior-living",
    );
    expect(screen.getByRole("link", { name: "2024" })).toHaveAttribute(
      "href",
      "/bestseniorliving/caring-stars-senior-living/2024",
    );
    expect(screen.getByText("No winners yet.")).toBeInTheDocument();
    expect(screen.queryByRole("combobox")).toBeNull();
  });

  it("outside an awards page: nothing for visitors, a note in preview", () => {
    const { container } = renderBlock(undefined);
    expect(container).toBeEmptyDOMElement();
    renderBlock(undefined, {}, true);
    expect(screen.getByRole("note")).toHaveTextContent("Award winners");
  });
});
