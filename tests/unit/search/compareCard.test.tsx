/** @jest-environment jsdom */
import { ChakraProvider } from "@chakra-ui/react";
import { render, screen, within } from "@testing-library/react";
import { CompareCard } from "@registry/parts/compare/CompareCard";
import { compareItemOf, type CompareProviderItem } from "@registry/parts/compare/compareItem";
import { systems } from "@web/site/theme/systems";

/**
 * A compare card says where its facts come from (issue 27.6), as the search card does:
 * whose reviews the rating counts and the newest one's day, Medicare's rating with its
 * source and month, who reported the price and when. A selection kept from before the
 * dates were known names only the sources.
 */

const HOME: CompareProviderItem = {
  id: "n1",
  name: "Oak Meadow Nursing",
  path: "/senior-living/texas/austin/oak-meadow-nursing",
  photos: [],
  averageRating: 4.4,
  reviewCount: 12,
  startPriceInCents: 725_000,
  rollupType: "senior-living",
  tags: ["Nursing Homes"],
  amenities: [],
  address: { formattedAddress: "1 Main St, Austin, TX 78701" },
  pricesReportedOn: "2026-09",
  reviewsAsOf: "2026-10-28",
  cmsRating: { overall: 4, source: "Medicare Care Compare", asOf: "2026-10" },
};

function renderCard(provider: CompareProviderItem) {
  return render(
    <ChakraProvider value={systems.main}>
      <CompareCard provider={provider} onRemove={() => undefined} />
    </ChakraProvider>,
  );
}

describe("a compare card's sources", () => {
  it("names the reviews, Medicare's rating and the price's reporter, with their dates", () => {
    renderCard(compareItemOf(HOME));
    const card = screen.getByRole("article");
    expect(
      within(card).getByText("Reviews by families, the latest on October 28, 2026"),
    ).toBeTruthy();
    expect(card.querySelector("[data-cms-rating]")).toHaveTextContent(
      "Medicare Care Compare overall rating: 4 out of 5 stars, as of October 2026.",
    );
    expect(within(card).getByText("Reported by the provider, September 2026")).toBeTruthy();
  });

  it("names only the sources for a selection kept before the dates were known", () => {
    const older: CompareProviderItem = { ...HOME };
    delete older.pricesReportedOn;
    delete older.reviewsAsOf;
    delete older.cmsRating;
    renderCard(older);
    const card = screen.getByRole("article");
    expect(card.querySelector("[data-review-source]")).toHaveTextContent(/^Reviews by families$/);
    expect(card.querySelector("[data-price-source]")).toHaveTextContent(
      /^Reported by the provider$/,
    );
    expect(card.querySelector("[data-cms-rating]")).toBeNull();
  });
});
