import { describe, expect, it } from "@jest/globals";
import { themeCss } from "@web/theme/themeCss";

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

  it("includes the site's global styles: large base font and the focus outline", () => {
    const css = themeCss("alt");
    expect(css).toMatch(/html\{[^}]*font-size:112\.5%/);
    expect(css).toMatch(/a:focus-visible[^{]*\{[^}]*outline:3px solid/);
  });

  it("builds once per site", () => {
    expect(themeCss("main")).toBe(themeCss("main"));
  });
});
