import { aspectRatingsDisplay, reviewDateText, reviewsPage } from "@web/rules/reviews/reviews";

const review = (id: string, createdAt: string) => ({ id, createdAt });

describe("the provider page's reviews", () => {
  const reviews = [
    review("old", "2024-01-02T10:00:00Z"),
    review("new", "2026-03-04T10:00:00Z"),
    review("mid", "2025-06-07T10:00:00Z"),
  ];

  it("lists the newest first, a page at a time", () => {
    expect(reviewsPage(reviews, 0, 2)).toEqual({
      page: 0,
      pageCount: 2,
      reviews: [reviews[1], reviews[2]],
    });
    expect(reviewsPage(reviews, 1, 2).reviews).toEqual([reviews[0]]);
  });

  it("clamps a page outside the list", () => {
    expect(reviewsPage(reviews, 9, 2).page).toBe(1);
    expect(reviewsPage(reviews, -3, 2).page).toBe(0);
    expect(reviewsPage([], 0)).toEqual({ page: 0, pageCount: 1, reviews: [] });
  });

  it("rounds aspect ratings like the average and leaves out missing ones (spec 5)", () => {
    expect(aspectRatingsDisplay({ activities: 4.46, mealsAndDining: null, staff: 3.9 })).toEqual([
      {
        aspect: "activities",
        label: "Activities",
        rating: { rounded: 4.5, stars: 4, text: "4.5" },
      },
      { aspect: "staff", label: "Staff", rating: { rounded: 3.9, stars: 3, text: "3.9" } },
    ]);
    expect(aspectRatingsDisplay(null)).toEqual([]);
  });

  it("dates a review in UTC", () => {
    expect(reviewDateText("2026-03-04T23:30:00Z")).toBe("March 4, 2026");
    expect(reviewDateText("not a date")).toBe("");
  });

  it("writes every day of 2024-2027 as Intl writes it in UTC", () => {
    const intl = new Intl.DateTimeFormat("en-US", {
      year: "numeric",
      month: "long",
      day: "numeric",
      timeZone: "UTC",
    });
    const differing: string[] = [];
    for (let t = Date.UTC(2024, 0, 1, 23, 59); t < Date.UTC(2028, 0, 1); t += 86_400_000) {
      const iso = new Date(t).toISOString();
      if (reviewDateText(iso) !== intl.format(new Date(t))) differing.push(iso);
    }
    expect(differing).toEqual([]);
  });
});
