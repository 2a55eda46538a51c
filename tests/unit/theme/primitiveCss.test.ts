/**
 * The shared CSS primitives that block modules compose (button, link, form and dialog
 * parts) must lose to a block's own class whatever order the route's stylesheets load in:
 * Turbopack does not always put a composed module first (READ MORE lost its bold and the
 * Medicaid box sat above its label when the guided search moved into a lazy chunk). So
 * every class in them is wrapped in `:where()`, of no specificity.
 */
import { readFileSync } from "node:fs";
import path from "node:path";

const PARTS = path.resolve(__dirname, "../../../component-registry/parts");
const PRIMITIVES = ["button", "link", "form", "dialog"];

/** The selectors of a stylesheet's rules (comments and declarations left out). */
function selectors(css: string): string[] {
  const bare = css.replace(/\/\*[\s\S]*?\*\//g, "");
  return [...bare.matchAll(/([^{};]+)\{/g)]
    .map((match) => match[1]!.trim())
    .filter((selector) => !selector.startsWith("@"))
    .flatMap((selector) => selector.split(",").map((part) => part.trim()));
}

describe.each(PRIMITIVES)("%s.module.css", (name) => {
  const css = readFileSync(path.join(PARTS, `${name}.module.css`), "utf8");

  it("has rules", () => {
    expect(selectors(css).length).toBeGreaterThan(2);
  });

  it("wraps every class in :where() (no specificity)", () => {
    const unwrapped = selectors(css).filter((selector) =>
      /\.[A-Za-z]/.test(selector.replace(/:where\([^)]*\)/g, "")),
    );
    expect(unwrapped).toEqual([]);
  });
});
