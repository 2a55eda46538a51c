import { describe, expect, it, jest } from "@jest/globals";
import { SITE_IDS, SITES } from "@web/site/sites";
import { BRAND_THEMES } from "@web/site/theme/brands";
import { themeCss } from "@web/site/theme/themeCss";

/** WCAG 2.2 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

describe("the Chakra theme as static CSS", () => {
  it("declares the layers, then the reset, the global styles and the tokens", () => {
    const css = themeCss("main");
    expect(css.startsWith("@layer reset, base, tokens, recipes;")).toBe(true);
    expect(css).toContain("@layer reset{");
    expect(css).toContain("@layer base{");
    expect(css).toContain("@layer tokens{");
    expect(css.indexOf("@layer reset{")).toBeLessThan(css.indexOf("@layer tokens{"));
  });

  it("carries each brand's own palette in the same variables", () => {
    expect(themeCss("main")).toContain("--chakra-colors-brand-solid:#0b5563");
    expect(themeCss("alt")).toContain("--chakra-colors-brand-solid:#5b2a6e");
    expect(themeCss("main")).not.toContain("#5b2a6e");
  });

  it("gives each brand its header's heights and spec 9's sticky offset below it", () => {
    for (const site of SITE_IDS) {
      const { desktopHeightPx, mobileHeightPx } = SITES[site].header;
      const css = themeCss(site);
      expect(css).toContain(`--site-header-desktop-height:${desktopHeightPx}px`);
      expect(css).toContain(`--site-header-mobile-height:${mobileHeightPx}px`);
      expect(css).toContain(
        `scroll-padding-top:calc(var(--site-header-height, ${mobileHeightPx}px) + 90px)`,
      );
      // The height the header most likely has, so that HeaderScroll's measurement agrees
      // with it and restyles no element but the root.
      expect(css).toContain(`--site-header-height:${mobileHeightPx}px`);
      expect(css).toContain(
        `@media screen and (min-width: 80rem){html{--site-header-height:${desktopHeightPx}px;}}`,
      );
    }
    expect(themeCss("homes")).toContain("--site-header-desktop-height:72px");
    expect(themeCss("homes")).toContain("--chakra-colors-brand-solid:#1f5130");
  });

  it("keeps every brand's palette AA for text: on white, on its subtle tint, white on solid", () => {
    for (const site of SITE_IDS) {
      const {
        solid,
        solidHover,
        contrast: onSolid,
        subtle,
        accent,
        text,
      } = BRAND_THEMES[site].palette;
      const pairs = {
        text: [text, "#ffffff"],
        accent: [accent, "#ffffff"],
        "text on subtle": [text, subtle],
        "on solid": [onSolid, solid],
        "on hover": [onSolid, solidHover],
      };
      for (const [name, [fg, bg]] of Object.entries(pairs)) {
        expect({ site, name, aa: contrast(fg!, bg!) >= 4.5 }).toEqual({ site, name, aa: true });
      }
    }
  });

  it("includes the site's global styles: large base font and the focus outline", () => {
    const css = themeCss("alt");
    expect(css).toMatch(/html\{[^}]*font-size:112\.5%/);
    expect(css).toMatch(/a:focus-visible[^{]*\{[^}]*outline:3px solid/);
  });

  it("builds once per site: later calls reuse that site's stylesheet", async () => {
    // A build starts by resolving Chakra and Emotion from the repository root
    // (findRepoRoot), so its calls count the builds of a fresh themeCss module.
    await jest.isolateModulesAsync(async () => {
      const actual = jest.requireActual<typeof import("@web/lib/repoRoot")>("@web/lib/repoRoot");
      const findRepoRoot = jest.fn(actual.findRepoRoot);
      jest.doMock("@web/lib/repoRoot", () => ({ ...actual, findRepoRoot }));
      const fresh = await import("@web/site/theme/themeCss");

      const main = fresh.themeCss("main");
      expect(findRepoRoot).toHaveBeenCalledTimes(1);
      expect(fresh.themeCss("main")).toBe(main);
      expect(findRepoRoot).toHaveBeenCalledTimes(1);

      const alt = fresh.themeCss("alt");
      expect(findRepoRoot).toHaveBeenCalledTimes(2);
      expect(alt).not.toBe(main);
      fresh.themeCss("alt");
      fresh.themeCss("main");
      expect(findRepoRoot).toHaveBeenCalledTimes(2);
    });
  });
});

describe("the theme stylesheet route", () => {
  const get = async (file: string) => {
    const { GET } = await import("@web/app/themes/[file]/route");
    return GET(new Request(`http://localhost/themes/${file}`), {
      params: Promise.resolve({ file }),
    });
  };

  it("serves each brand's theme as cacheable CSS", async () => {
    const response = await get("alt.css");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/css; charset=utf-8");
    expect(response.headers.get("cache-control")).toContain("immutable");
    expect(await response.text()).toBe(themeCss("alt"));
  });

  it("answers 404 for anything else", async () => {
    expect((await get("other.css")).status).toBe(404);
    expect((await get("main.js")).status).toBe(404);
  });

  it("is linked with a version of its content", async () => {
    const { themeCssHref } = await import("@web/site/theme/themeCss");
    expect(themeCssHref("main")).toMatch(/^\/themes\/main\.css\?v=[\w-]{10}$/);
    expect(themeCssHref("main")).not.toBe(themeCssHref("alt"));
  });
});
