import { describe, expect, it } from "@jest/globals";
import fs from "node:fs";
import path from "node:path";
import {
  cardImageFor,
  PLACEHOLDER_IMAGES,
  placeholderImageFor,
  placeholderIndexFor,
  stableHash,
} from "@web/rules/card/placeholderImage";

describe("placeholder images (spec 9)", () => {
  it("offers 4 images that exist in web/public", () => {
    expect(PLACEHOLDER_IMAGES).toHaveLength(4);
    for (const image of PLACEHOLDER_IMAGES) {
      const file = path.join(__dirname, "../../../web/public", image);
      expect(fs.existsSync(file)).toBe(true);
      expect(fs.readFileSync(file, "utf8")).toMatch(/^<svg[^>]+viewBox=/);
    }
  });

  it("picks the same image for the same key, every time", () => {
    for (const key of ["p-1", "abc", "", "ünïcødé", "3f2a9c1e-0000-4000-8000-000000000001"]) {
      const first = placeholderImageFor(key);
      expect(placeholderImageFor(key)).toBe(first);
      expect(PLACEHOLDER_IMAGES).toContain(first);
    }
    // A fixed value guards against an accidental change of the hash (pages would reshuffle).
    expect(stableHash("")).toBe(0x811c9dc5);
    expect(stableHash("a")).toBe(0xe40c292c);
  });

  it("spreads keys over all 4 images roughly evenly", () => {
    const counts = [0, 0, 0, 0];
    for (let i = 0; i < 4000; i++) counts[placeholderIndexFor(`provider-${i}`)]! += 1;
    for (const count of counts) {
      expect(count).toBeGreaterThan(800);
      expect(count).toBeLessThan(1200);
    }
  });

  it("uses the first photo, described by its caption, or the decorative placeholder", () => {
    expect(
      cardImageFor({
        id: "p1",
        name: "Oak Meadow",
        photos: [{ url: "/a.jpg", caption: "Exterior" }, { url: "/b.jpg" }],
      }),
    ).toEqual({ src: "/a.jpg", alt: "Exterior of Oak Meadow", isPlaceholder: false });
    expect(cardImageFor({ id: "p1", name: "Oak Meadow", photos: [{ url: "/b.jpg" }] })).toEqual({
      src: "/b.jpg",
      alt: "Photo of Oak Meadow",
      isPlaceholder: false,
    });
    for (const photos of [[], null, [{ url: "  " }]]) {
      expect(cardImageFor({ id: "p1", name: "Oak Meadow", photos })).toEqual({
        src: placeholderImageFor("p1"),
        alt: "",
        isPlaceholder: true,
      });
    }
  });
});
