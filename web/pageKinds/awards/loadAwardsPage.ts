import "server-only";
import { cache } from "react";
import { appDependencies } from "@web/services/appDependencies";
import { awardTallies, awardWinners } from "@web/services/services";
import { loadGeoPageTemplates, type GeoPageTemplate } from "@web/content/load";
import { log } from "@web/lib/log";
import {
  AWARD_TOP_WINNERS,
  AWARD_WINNERS_PAGE_SIZE,
  AWARDS_ROOT,
  CARING_STARS_AWARDS,
  awardStateCode,
  awardsPagePath,
  awardsPathShape,
} from "@web/rules/awards/awards";
import { chooseGeoTemplate } from "@web/rules/geo/geoPage";
import { MAX_PATH_LENGTH } from "@web/rules/limits";
import type { SiteId } from "@web/site/sites";
import type { AwardState, AwardsPageContext } from "./awardsPageTypes";
import { stateOf, summarize } from "./summarize";

export type AwardsTemplateBlocks = NonNullable<GeoPageTemplate["blocks"]>;

export type AwardsRoute =
  | {
      kind: "awards";
      awards: AwardsPageContext;
      /** The composing document's id (null for the built-in layout). */
      templateId: string | null;
      template: GeoPageTemplate | null;
      blocks: AwardsTemplateBlocks;
    }
  /** A state written another way than its URL name ("tx"): 308 to the canonical path. */
  | { kind: "redirect"; location: string }
  /** Not an awards path, an unknown year or state, or a page past the last: the 404. */
  | { kind: "none" };

const NONE: AwardsRoute = { kind: "none" };

/** The layout when a site has no awards template (a dataset without one); the miss is logged. */
export const FALLBACK_AWARDS_BLOCKS: AwardsTemplateBlocks = [
  { _key: "fallback-breadcrumbs", _type: "breadcrumbs", showHome: true },
  { _key: "fallback-winners", _type: "awardWinners", showForm: true },
];

/**
 * The awards page at a path (React `cache`: one load per request for the page and its
 * metadata). An unknown year (no winners that year) or state is the 404; a real state
 * without winners that year is a page that says so (noindex, see `thin`).
 */
export const loadAwardsRoute = cache(
  // pageIndex: the URL's `page` (a state's winners, spec 2.1), 0-based.
  async (site: SiteId, path: string, pageIndex: number): Promise<AwardsRoute> => {
    if (path.length > MAX_PATH_LENGTH) return NONE;
    const shape = awardsPathShape(path);
    if (!shape) return NONE;
    const awards = shape.award ? [shape.award] : CARING_STARS_AWARDS;
    const summaries = await Promise.all(
      awards.map(async (award) =>
        summarize(award, await awardTallies(award.rollUpType, appDependencies)),
      ),
    );
    const summary = shape.award ? summaries[0]! : null;
    const year =
      shape.year ?? (shape.pageType === "award" ? (summary?.years[0]?.year ?? null) : null);
    const yearEntry = summary?.years.find((entry) => entry.year === year) ?? null;
    if (shape.pageType === "year" || shape.pageType === "state") {
      if (!yearEntry) return NONE;
    }
    let state: AwardState | null = null;
    if (shape.stateSegment) {
      const code = awardStateCode(shape.stateSegment);
      if (!code) return NONE;
      state = stateOf(code);
      if (state.urlName !== shape.stateSegment) {
        return { kind: "redirect", location: awardsPagePath(shape.award, year, code) };
      }
    }

    let winners: AwardsPageContext["winners"] = [];
    let total = yearEntry?.winners ?? 0;
    let pageCount = 1;
    let offset = 0;
    if (shape.award && year !== null && yearEntry) {
      const request = state
        ? {
            rollUpType: shape.award.rollUpType,
            year,
            stateCode: state.code,
            offset: pageIndex * AWARD_WINNERS_PAGE_SIZE,
            limit: AWARD_WINNERS_PAGE_SIZE,
          }
        : { rollUpType: shape.award.rollUpType, year, offset: 0, limit: AWARD_TOP_WINNERS };
      const answer = await awardWinners(request, appDependencies);
      winners = answer.winners;
      total = answer.total;
      if (state) {
        pageCount = Math.max(1, Math.ceil(total / AWARD_WINNERS_PAGE_SIZE));
        // Past the last page there is no page (the first page of an empty state is one).
        if (pageIndex >= pageCount) return NONE;
        offset = request.offset;
      }
    } else if (pageIndex > 0) {
      return NONE;
    }

    const canonicalPath = awardsPagePath(shape.award, shape.year, state?.code);
    const breadcrumbs = [{ name: "Best Senior Living Awards", path: AWARDS_ROOT }];
    if (shape.award) {
      breadcrumbs.push({ name: shape.award.name, path: awardsPagePath(shape.award) });
      if (shape.year) {
        breadcrumbs.push({
          name: String(shape.year),
          path: awardsPagePath(shape.award, shape.year),
        });
        if (state) {
          breadcrumbs.push({
            name: state.name,
            path: awardsPagePath(shape.award, shape.year, state.code),
          });
        }
      }
    }

    const templates = await loadGeoPageTemplates(site, "awards", canonicalPath);
    const template = chooseGeoTemplate(templates, {
      path: canonicalPath,
      pageType: "awards",
      careType: "",
    });
    if (!template) log.warn("awards-template-missing", { site });
    return {
      kind: "awards",
      templateId: template?._id ?? null,
      template,
      blocks: template?.blocks?.length ? template.blocks : FALLBACK_AWARDS_BLOCKS,
      awards: {
        pageType: shape.pageType,
        path: canonicalPath,
        award: shape.award,
        year,
        state,
        summaries,
        winners,
        total,
        page: pageIndex + 1,
        pageCount,
        firstRank: offset + 1,
        breadcrumbs,
      },
    };
  },
);
