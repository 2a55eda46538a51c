/** @jest-environment jsdom */
import { describe, it } from "@jest/globals";
import { render, screen, within } from "@testing-library/react";
import { BadgeShowcase } from "@registry/blocks/BadgeShowcase/BadgeShowcase";
import type { BlockProps } from "@registry/types";
import { SITES } from "@web/site/sites";

type Props = BlockProps<"badgeShowcase">;

const block = {
  _type: "badgeShowcase",
  _key: "badges",
  heading: "Our badges",
  badges: [
    {
      _key: "top",
      kind: "topRated",
      title: "Caring Stars",
      description: "Chosen by families' reviews.",
      years: [2023, 2024, 2025, 2026],
    },
    { _key: "partner", kind: "verifiedPartner", title: "Verified Partner" },
  ],
} as unknown as Props["block"];

const context = (site: "main" | "alt") =>
  ({ site: SITES[site], headings: [], preview: false }) as unknown as Props["context"];

describe("the badge showcase (spec 2.3, 9)", () => {
  it("captions the top-rated years with spec 9's star caption and links to the awards", () => {
    render(<BadgeShowcase block={block} context={context("main")} />);
    const years = screen.getByRole("list", { name: "Caring Stars Winners over the last 3 years" });
    expect(
      within(years)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["2026", "2025", "2024"]);
    expect(screen.getByText("Caring Stars Winners over the last 3 years")).toBeVisible();
    expect(screen.getByRole("link", { name: "Caring Stars" })).toHaveAttribute(
      "href",
      "/bestseniorliving",
    );
    expect(screen.getByRole("heading", { name: "Verified Partner" })).toBeInTheDocument();
  });

  it("leaves out, on a provider's page, the years its inspection record withholds (issue 27.4)", () => {
    const onProviderPage = {
      ...context("main"),
      provider: { provider: { withheldAwardYears: [2025] } },
    } as unknown as Props["context"];
    render(<BadgeShowcase block={block} context={onProviderPage} />);
    const years = screen.getByRole("list", { name: "Caring Stars Winners over the last 3 years" });
    expect(
      within(years)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["2026", "2024", "2023"]);
  });

  it("leaves the Verified Partner badge out on the alternate site", () => {
    render(<BadgeShowcase block={block} context={context("alt")} />);
    expect(screen.queryByRole("heading", { name: "Verified Partner" })).toBeNull();
  });
});
