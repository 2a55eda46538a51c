import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { geoCopyContext } from "@templates/context";
import { DEFAULT_GEO_COPY_TEMPLATES } from "@templates/defaults";
import { renderGeoCopy } from "@templates/engine";
import { geoCopySource, geoTemplates } from "@studio/seed/content/geoTemplates";
import { seededMemoryStore } from "@web/directory/sqlite/sqliteStore";
import type { DirectoryStore } from "@web/directory/store";
import { GEO_CARE_TYPES, type GeoCareType } from "@web/rules/careTypes";
import { geoCopyInput } from "@web/rules/geo/geoPage";

/**
 * The geo copy of a state page (issue 12): the seeded state template's geoCopy block
 * renders its care type's copy template with a state's data, which has no city. The
 * copy must name the state and leave no placeholder, dangling comma or empty sentence.
 */

const NOW = new Date("2026-11-23T00:00:00Z");
let store: DirectoryStore;

beforeAll(async () => {
  store = await seededMemoryStore({ scale: 1500, seed: "state-copy" });
});
afterAll(async () => {
  await store.close();
});

/** The copy template the seeded state template's geoCopy block renders for a care type. */
function seededStateCopy(careType: GeoCareType): { id: string; source: string } {
  const state = geoTemplates("main").find((t) => t.pageType === "state" && !t.path);
  const block = state?.blocks?.find((b) => b._type === "geoCopy");
  expect(block).toBeDefined();
  // No template of its own: the care type's seeded geoCopyTemplate document.
  expect(block && "template" in block ? block.template : undefined).toBeUndefined();
  return { id: `geoCopyTemplate.${careType}`, source: geoCopySource(careType) };
}

function expectReadable(text: string, stateName: string) {
  expect(text).toContain(stateName);
  expect(text).not.toMatch(/\{\{|\}\}/); // no placeholder left
  expect(text).not.toMatch(/ in\s*[,.]/); // "in , TX", "in ."
  expect(text).not.toMatch(/\s[,.]/); // a comma or full stop after a gap: an empty name
  expect(text).not.toMatch(/[.,]\s*[.,]/); // an empty sentence or clause
  expect(text).not.toMatch(/ {2}/);
  expect(text).not.toContain("undefined");
}

describe("the seeded state page copy", () => {
  it.each(GEO_CARE_TYPES)("reads correctly on a state page: %s in Texas", async (careType) => {
    const data = await store.geoPageData({ state: "TX", careType });
    expect(data?.city).toBeNull();
    const context = geoCopyContext(
      geoCopyInput(data!, careType, { nearbyCities: ["Houston", "Austin"] }),
      NOW,
    );
    for (const template of [seededStateCopy(careType), DEFAULT_GEO_COPY_TEMPLATES[careType]]) {
      const { output, diagnostics } = renderGeoCopy(template, context, {
        now: NOW,
        logger: () => {},
      });
      expect(diagnostics).toEqual([]);
      expectReadable(output.replace(/&#x27;/g, "'"), "Texas");
      if (data!.providerCount > 0) {
        expect(output).toContain(` in Texas.`);
      }
    }
  });

  it("says what Medicare's record shows of the state's nursing homes (issue 27.5)", async () => {
    const data = await store.geoPageData({ state: "TX", careType: "nursing-homes" });
    const context = geoCopyContext(geoCopyInput(data!, "nursing-homes"), NOW);
    const rated = Number(context.medicareRatedCount);
    expect(rated).toBeGreaterThan(1);
    const { output } = renderGeoCopy(seededStateCopy("nursing-homes"), context, {
      now: NOW,
      logger: () => {},
    });
    const top = Number(context.medicareTopRatedCount);
    const serious = Number(context.seriousCitationProviderCount);
    expect(output).toContain(
      `Of the ${rated} nursing homes Medicare rates here, ${top === 0 ? "none has" : `${top} ${top === 1 ? "has" : "have"}`} 4 or 5 stars overall; ` +
        `${serious === 0 ? "none was" : `${serious} ${serious === 1 ? "was" : "were"}`} cited for actual harm or worse in the last three years.`,
    );
    // Assisted living has no Medicare record: no such sentence.
    const assisted = await store.geoPageData({ state: "TX", careType: "assisted-living" });
    const other = renderGeoCopy(
      seededStateCopy("assisted-living"),
      geoCopyContext(geoCopyInput(assisted!, "assisted-living"), NOW),
      { now: NOW, logger: () => {} },
    );
    expect(other.output).not.toContain("Medicare rates");
  });

  it("reads correctly for a state without a provider of the care type", async () => {
    const careType: GeoCareType = "home-health-agencies";
    const data = await store.geoPageData({ state: "WY", careType });
    const context = geoCopyContext(
      geoCopyInput(
        { ...data!, providerCount: 0, providerCountByCareType: { [careType]: 0 } },
        careType,
      ),
      NOW,
    );
    for (const template of [seededStateCopy(careType), DEFAULT_GEO_COPY_TEMPLATES[careType]]) {
      const { output } = renderGeoCopy(template, context, { now: NOW, logger: () => {} });
      expectReadable(output, "Wyoming");
      expect(output).toMatch(/We are still adding home health agencies in Wyoming/);
    }
  });
});
