import { describe, expect, it } from "@jest/globals";
import {
  isPromotionVisible,
  promotionDaysLeft,
  promotionTimeLeftLabel,
  visiblePromotions,
} from "@web/rules/card/promotionVisibility";

const now = new Date("2026-03-10T12:00:00Z");
const day = 24 * 60 * 60 * 1000;
const at = (offsetMs: number) => new Date(now.getTime() + offsetMs).toISOString();

describe("promotion visibility (spec 5, spec 6)", () => {
  it("shows a promotion with external text and no window", () => {
    expect(isPromotionVisible({ externalPromotionText: "First month free" }, now)).toBe(true);
  });

  it("hides a promotion without external text", () => {
    expect(isPromotionVisible({ externalPromotionText: "" }, now)).toBe(false);
    expect(isPromotionVisible({ externalPromotionText: "   " }, now)).toBe(false);
    expect(isPromotionVisible({ externalPromotionText: null }, now)).toBe(false);
  });

  it("hides a promotion visible only to the provider-side audience", () => {
    expect(
      isPromotionVisible({ externalPromotionText: "Staff rate", visibleOnlyToFa: true }, now),
    ).toBe(false);
    expect(
      isPromotionVisible({ externalPromotionText: "Open house", visibleOnlyToFa: false }, now),
    ).toBe(true);
  });

  it("shows a promotion only while now lies inside its start and end window", () => {
    const text = { externalPromotionText: "Move-in special" };
    expect(isPromotionVisible({ ...text, startsAt: at(-day), endsAt: at(day) }, now)).toBe(true);
    expect(isPromotionVisible({ ...text, startsAt: at(day) }, now)).toBe(false);
    expect(isPromotionVisible({ ...text, endsAt: at(-1) }, now)).toBe(false);
    expect(isPromotionVisible({ ...text, startsAt: at(-day) }, now)).toBe(true);
    expect(isPromotionVisible({ ...text, endsAt: new Date(now.getTime() + 1) }, now)).toBe(true);
  });

  it("treats an unreadable date as an absent one", () => {
    expect(
      isPromotionVisible({ externalPromotionText: "Tour gift", startsAt: "not a date" }, now),
    ).toBe(true);
  });

  it("keeps only the visible promotions, in order", () => {
    const promotions = [
      { id: 1, externalPromotionText: "A" },
      { id: 2, externalPromotionText: "B", visibleOnlyToFa: true },
      { id: 3, externalPromotionText: "C", endsAt: at(-day) },
      { id: 4, externalPromotionText: "D", endsAt: at(day) },
    ];
    expect(visiblePromotions(promotions, now).map((p) => p.id)).toEqual([1, 4]);
    expect(visiblePromotions(undefined, now)).toEqual([]);
  });
});

describe("promotion time left (spec 5: whole days, rounded up, 'N left')", () => {
  it("rounds a part day up to a whole day", () => {
    expect(promotionDaysLeft({ endsAt: at(1) }, now)).toBe(1);
    expect(promotionDaysLeft({ endsAt: at(day + 1) }, now)).toBe(2);
    expect(promotionDaysLeft({ endsAt: at(3 * day) }, now)).toBe(3);
  });

  it("has nothing to count down without an end, or after it", () => {
    expect(promotionDaysLeft({}, now)).toBeNull();
    expect(promotionDaysLeft({ endsAt: at(-1) }, now)).toBeNull();
    expect(promotionTimeLeftLabel({ endsAt: at(-day) }, now)).toBeNull();
  });

  it("reads 'N left' with the number of days", () => {
    expect(promotionTimeLeftLabel({ endsAt: at(2.5 * day) }, now)).toBe("3 days left");
    expect(promotionTimeLeftLabel({ endsAt: at(day / 2) }, now)).toBe("1 day left");
  });
});
