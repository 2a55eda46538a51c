/** @jest-environment jsdom */
import { cleanup, render, screen, within } from "@testing-library/react";
import { PageBuilder } from "@registry/PageBuilder";
import type { BlockContext, PageBlock } from "@registry/types";
import type { InspectionCitation, ProviderInspections } from "@web/rules/model/inspections";
import {
  citationGroups,
  correctionText,
  monthInWords,
  noRecordText,
  starsText,
} from "@web/rules/inspections/inspectionView";
import { severityLevel, type ScopeSeverityCode } from "@web/rules/inspections/severity";
import { NO_SEARCH_STATE } from "@web/rules/search/searchParams";
import type { FeatureFlag } from "@web/lib/featureFlags";
import { SITES, type SiteId } from "@web/site/sites";
import { makeProvider } from "../../support/providerFixture";

const block = { _type: "providerInspections", _key: "inspections" } as PageBlock;
const provider = makeProvider({ name: "Oak Meadow" });

function citation(
  code: ScopeSeverityCode | null,
  surveyDate: string,
  fields: Partial<InspectionCitation> = {},
): InspectionCitation {
  return {
    surveyDate,
    standard: true,
    complaint: false,
    cycle: code ? 1 : null,
    tag: code ? `F0${surveyDate.slice(8)}` : null,
    category: null,
    description: `Problem ${code ?? "state"} of ${surveyDate}`,
    scopeSeverity: code,
    severity: code ? severityLevel(code) : null,
    stateClass: code ? null : "Class II",
    corrected: true,
    correctedOn: "2026-05-02",
    correctionStatus: null,
    ...fields,
  };
}

const cms: ProviderInspections = {
  source: "Medicare Care Compare",
  sourceKind: "cms",
  asOf: "2026-10",
  ccn: "015009",
  recordUrl: "https://www.medicare.gov/care-compare/details/nursing-home/015009",
  ratings: { overall: 4, healthInspection: 2, staffing: null, qualityMeasures: 5 },
  // Newest first, as the store gives them: the worst is not first.
  citations: [
    citation("D", "2026-04-10"),
    citation("B", "2026-04-10"),
    citation("G", "2025-03-01", { corrected: false, correctedOn: null }),
    citation("K", "2024-02-15", { complaint: true, standard: false }),
    citation("E", "2024-02-15"),
  ],
};

function renderBlock(data: ProviderInspections | null, siteId: SiteId = "main") {
  const context: BlockContext = {
    site: SITES[siteId],
    settings: null,
    document: { id: "providerPageTemplate.test", type: "providerPageTemplate" },
    preview: false,
    studioUrl: null,
    headings: [],
    ...NO_SEARCH_STATE,
    query: new URLSearchParams(),
    featureFlags: new Set<FeatureFlag>(),
    provider: { provider, nearby: [] },
  };
  render(<PageBuilder blocks={[block]} context={context} data={[data]} />);
  return document.querySelector('[data-block="providerInspections"]') as HTMLElement;
}

describe("the inspection view rules", () => {
  it("groups CMS citations by level, the worst level first, newest first within", () => {
    const groups = citationGroups(cms.citations);
    expect(groups.map((g) => g.level.label)).toEqual([
      "Immediate jeopardy",
      "Actual harm",
      "Potential for harm",
      "Minimal harm",
    ]);
    expect(groups[2]!.citations.map((c) => c.scopeSeverity)).toEqual(["D", "E"]);
    expect(citationGroups([citation("B", "2026-01-01")]).map((g) => g.level.level)).toEqual([
      "minimal",
    ]);
  });

  it("says stars, months and corrections in words", () => {
    expect(starsText(4)).toBe("4 out of 5");
    expect(starsText(null)).toBe("Not rated");
    expect(monthInWords("2026-10")).toBe("October 2026");
    expect(correctionText(citation("D", "2026-01-01"))).toBe("Corrected May 2, 2026");
    expect(correctionText(citation("D", "2026-01-01", { corrected: false }))).toBe(
      "Not corrected yet",
    );
    expect(noRecordText("Oak Meadow")).toBe(
      "No public inspection record is on file for Oak Meadow.",
    );
  });
});

describe("the Ratings and inspections block", () => {
  it("shows the ratings as text, the source, the month and the official record", () => {
    const section = renderBlock(cms);
    expect(
      within(section).getByRole("heading", { level: 2, name: "Ratings and inspections" }),
    ).toBeInTheDocument();
    const overall = section.querySelector('[data-rating="overall"]') as HTMLElement;
    expect(overall).toHaveTextContent("Overall rating");
    expect(overall).toHaveTextContent("4 out of 5");
    expect(section.querySelector('[data-rating="staffing"]')).toHaveTextContent("Not rated");
    expect(section).toHaveTextContent("Source: Medicare Care Compare, as of October 2026.");
    const link = within(section).getByRole("link", { name: /official record/ });
    expect(link).toHaveAttribute("href", cms.recordUrl);
  });

  it("lists the groups worst first, each citation with its date and correction", () => {
    const section = renderBlock(cms);
    const headings = within(section)
      .getAllByRole("heading", { level: 3 })
      .map((h) => h.textContent);
    expect(headings).toEqual([
      "Immediate jeopardy: 1 citation",
      "Actual harm: 1 citation",
      "Potential for harm: 2 citations",
      "Minimal harm: 1 citation",
    ]);
    const jeopardy = section.querySelector('[data-severity="immediate-jeopardy"]') as HTMLElement;
    expect(jeopardy).toHaveTextContent("February 15, 2024");
    expect(jeopardy).toHaveTextContent("Complaint inspection");
    expect(jeopardy).toHaveTextContent("Immediate jeopardy, pattern (K)");
    expect(jeopardy).toHaveTextContent("Problem K of 2024-02-15");
    const harm = section.querySelector('[data-severity="actual-harm"]') as HTMLElement;
    expect(harm).toHaveTextContent("Not corrected yet");
  });

  it("folds a long group into a disclosure", () => {
    const many = Array.from({ length: 8 }, (_, i) => citation("D", `2026-0${i + 1}-01`));
    const section = renderBlock({ ...cms, citations: many });
    const details = section.querySelector("details") as HTMLElement;
    expect(details).toBeInTheDocument();
    expect(within(details).getByText("Show 3 more citations")).toBeInTheDocument();
    expect(within(details).getAllByRole("listitem")).toHaveLength(3);
  });

  it("shows a state's citations with their class", () => {
    const section = renderBlock({
      source: "Texas Health and Human Services Commission",
      sourceKind: "state",
      asOf: "2026-09",
      ccn: null,
      recordUrl: null,
      ratings: null,
      citations: [citation(null, "2026-03-03", { tag: "92.41" })],
    });
    expect(section.querySelector("[data-inspections=ratings]")).toBeNull();
    const state = section.querySelector('[data-severity="state"]') as HTMLElement;
    expect(state).toHaveTextContent("Class II");
    expect(state).toHaveTextContent("92.41");
    expect(section).toHaveTextContent("as of September 2026");
  });

  it("says so plainly for a provider without a record, on both brands", () => {
    for (const site of ["main", "alt"] as SiteId[]) {
      const section = renderBlock(null, site);
      expect(section).toHaveTextContent("No public inspection record is on file for Oak Meadow.");
      expect(screen.queryAllByRole("heading", { level: 3 })).toHaveLength(0);
      cleanup();
    }
  });
});
