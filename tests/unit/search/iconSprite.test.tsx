import { describe, expect, it } from "@jest/globals";
import { renderToStaticMarkup } from "react-dom/server";
import {
  AMENITY_CATEGORY_ICONS,
  AmenityCategoryIcon,
  ICONS,
  RatingStars,
  SPRITE_SYMBOLS,
  StrokeIcon,
  amenitySymbol,
  iconHref,
  spriteSvg,
} from "@registry/parts/card/icons";
import { GET } from "@web/app/icons.svg/route";

const symbolIds = (svg: string) => [...svg.matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1]);
const usedIds = (markup: string) =>
  [...markup.matchAll(/<use href="\/icons\.svg\?v=[a-z0-9]+#([^"]+)"/g)].map((m) => m[1]);

describe("the icon sprite", () => {
  it("is served as a cacheable SVG with one symbol per icon", async () => {
    const response = GET();
    expect(response.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
    expect(response.headers.get("cache-control")).toContain("immutable");
    const body = await response.text();
    expect(body).toBe(spriteSvg());
    expect(symbolIds(body).sort()).toEqual(
      [...Object.keys(SPRITE_SYMBOLS), ...[0, 1, 2, 3, 4, 5].map((n) => `stars-${n}`)].sort(),
    );
  });

  it("has a symbol for every icon the cards reference", () => {
    const sprite = new Set(symbolIds(spriteSvg()));
    const markup = renderToStaticMarkup(
      <div>
        {Object.keys(ICONS).map((name) => (
          <StrokeIcon key={name} icon={name as keyof typeof ICONS} />
        ))}
        <RatingStars filled={3} />
        {[...Object.keys(AMENITY_CATEGORY_ICONS).map(Number), 999].map((id) => (
          <AmenityCategoryIcon key={id} categoryId={id} name={`Category ${id}`} />
        ))}
      </div>,
    );
    const used = usedIds(markup);
    expect(used.length).toBeGreaterThan(40);
    for (const id of used) expect(sprite.has(id)).toBe(true);
  });

  it("shows the rating as one row of stars, as many full as the rating's integer part", () => {
    const markup = renderToStaticMarkup(<RatingStars filled={4} />);
    expect(usedIds(markup)).toEqual(["stars-4"]);
    expect(markup).toContain('data-stars="4"');
    expect(usedIds(renderToStaticMarkup(<RatingStars filled={7} />))).toEqual(["stars-5"]);
    expect(usedIds(renderToStaticMarkup(<RatingStars filled={-1} />))).toEqual(["stars-0"]);
    // The row of 4: four full stars then an empty one, each at its own place.
    const row = /<symbol id="stars-4"[^>]*>(.*?)<\/symbol>/.exec(spriteSvg())?.[1] ?? "";
    const paths = [...row.matchAll(/<path transform="translate\(([\d.]+) 0\)"[^>]*fill="(\w+)"/g)];
    expect(paths.map((match) => match[2])).toEqual([
      "currentColor",
      "currentColor",
      "currentColor",
      "currentColor",
      "none",
    ]);
    expect(new Set(paths.map((match) => match[1])).size).toBe(5);
  });

  it("uses the generic icon outside the category map, and names category icons", () => {
    expect(amenitySymbol(999)).toBe("amenity-default");
    expect(amenitySymbol(5)).toBe("amenity-5");
    const markup = renderToStaticMarkup(<AmenityCategoryIcon categoryId={5} name="Lifestyle" />);
    // Named by its <title> (the accessible name of an SVG image) and nothing else.
    expect(markup).toContain('role="img"');
    expect(markup).toContain("<title>Lifestyle</title>");
    expect(markup).not.toContain("aria-label");
  });

  it("versions the sprite URL by its content", () => {
    expect(iconHref("pin")).toMatch(/^\/icons\.svg\?v=[a-z0-9]+#pin$/);
  });
});
