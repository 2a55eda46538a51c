import "server-only";
import { cache } from "react";
import { geoCopyContext } from "@templates/context";
import { DEFAULT_GEO_COPY_TEMPLATES } from "@templates/defaults";
import type { GeoCopyTemplate } from "@templates/engine";
import { appDependencies } from "@web/services/appDependencies";
import { cityList, geoPageData, recentReviews } from "@web/services/services";
import { loadGeoCopyTemplate, loadGeoPageTemplates, type GeoPageTemplate } from "@web/content/load";
import type { CityListItem, GeoPageData } from "@web/rules/model/types";
import { log } from "@web/lib/log";
import type { GeoCareType } from "@web/rules/careTypes";
import { chooseGeoTemplate, geoCopyInput, isThinGeoPage } from "@web/rules/geo/geoPage";
import { geoPagePath, geoPathShape, type GeoPathShape } from "@web/rules/geo/geoPath";
import { MAX_PATH_LENGTH } from "@web/rules/limits";
import { toCareTypeSlug, toKeyword } from "@web/rules/search/searchParams";
import { isUsStateCode, stateCodeFromName, stateNameFromCode } from "@web/rules/geo/usStates";
import type { SiteId } from "@web/site/sites";
import { FALLBACK_GEO_BLOCKS } from "./fallbackBlocks";
import type { GeoCrumb, GeoPageContext } from "./geoPageTypes";

export type GeoTemplateBlocks = NonNullable<GeoPageTemplate["blocks"]>;

export type GeoRoute =
  | {
      kind: "geo";
      geo: GeoPageContext;
      /** The composing document's id (null for the built-in layout). */
      templateId: string | null;
      template: GeoPageTemplate | null;
      blocks: GeoTemplateBlocks;
    }
  /** A state written another way than its URL name ("tx"): 301 to the canonical path. */
  | { kind: "redirect"; location: string }
  /** Not a geo path, or an unknown care type, state or city: the real 404. */
  | { kind: "none" };

const NONE: GeoRoute = { kind: "none" };

/** Cities a city list shows at most; the geo copy names the first few as nearby. */
const CITY_LIST_SIZE = 60;
const NEARBY_CITY_NAMES = 5;
/** A care-type page lists the nation's top cities and the states they lie in. */
const NATIONAL_CITY_LIST_SIZE = 200;

/** Where a city page's city is (the gazetteer's point), for its nearby cities; null if unknown. */
async function cityPoint(
  city: { name: string },
  stateCode: string,
): Promise<{ latitude: number; longitude: number } | null> {
  try {
    const geocoder = await appDependencies.geocoder();
    const place = await geocoder.geocode(`${city.name}, ${stateCode}`);
    return place ? { latitude: place.latitude, longitude: place.longitude } : null;
  } catch (error) {
    log.warn("geo-page-city-lookup-failed", { city: city.name, stateCode, error: String(error) });
    return null;
  }
}

/** A city the directory has no provider in, known to the gazetteer (a useful empty page). */
async function knownCity(
  citySegment: string,
  stateCode: string,
): Promise<{ name: string; urlName: string } | null> {
  try {
    const geocoder = await appDependencies.geocoder();
    const place = await geocoder.geocode(`${citySegment.replace(/-/g, " ")}, ${stateCode}`);
    if (place?.kind === "city" && place.city?.urlName === citySegment) {
      if (place.state?.code === stateCode) return place.city;
    }
  } catch (error) {
    log.warn("geo-page-city-lookup-failed", { citySegment, stateCode, error: String(error) });
  }
  return null;
}

function crumbsOf(
  shape: GeoPathShape,
  state: GeoPageContext["state"],
  city: GeoPageContext["city"],
) {
  const crumbs: GeoCrumb[] = [{ name: shape.careType.name, path: geoPagePath(shape.careType) }];
  if (state) {
    crumbs.push({ name: state.name, path: geoPagePath(shape.careType, state.urlName) });
    if (city) {
      crumbs.push({
        name: city.name,
        path: geoPagePath(shape.careType, state.urlName, city.urlName),
      });
    }
  }
  return crumbs;
}

function hasBlock(blocks: GeoTemplateBlocks, type: GeoTemplateBlocks[number]["_type"]): boolean {
  return blocks.some((block) => block._type === type);
}

async function copyTemplateOf(careType: string): Promise<GeoCopyTemplate> {
  const stored = await loadGeoCopyTemplate(careType);
  if (stored?.template) return { id: stored._id, source: stored.template };
  const fallback = DEFAULT_GEO_COPY_TEMPLATES[careType as GeoCareType];
  return fallback ?? { id: `default.${careType}`, source: "" };
}

/**
 * The geo or category page at a path (React `cache`: one load per request for the
 * page and its metadata). Unknown care types, states and cities are the 404; a known
 * place without providers is a thin page (rendered, noindex).
 */
export const loadGeoRoute = cache(async (site: SiteId, path: string): Promise<GeoRoute> => {
  if (path.length > MAX_PATH_LENGTH) return NONE;
  const shape = geoPathShape(path);
  if (!shape) return NONE;
  const careType = shape.careType;

  let state: GeoPageContext["state"] = null;
  let city: GeoPageContext["city"] = null;
  let data: GeoPageData | null = null;
  if (shape.stateSegment) {
    const upper = shape.stateSegment.toUpperCase();
    const stateCode =
      stateCodeFromName(shape.stateSegment) ?? (isUsStateCode(upper) ? upper : null);
    if (!stateCode) return NONE;
    const stateName = stateNameFromCode(stateCode) ?? stateCode;
    data = await geoPageData(
      { careType: careType.slug, state: stateCode, city: shape.citySegment },
      appDependencies,
    );
    state = data?.state ?? null;
    if (!state) {
      if (shape.citySegment) {
        // No provider at all in the city: a city the gazetteer knows still gets its page.
        const known = await knownCity(shape.citySegment, stateCode);
        if (!known) return NONE;
        city = known;
        state = { code: stateCode, name: stateName, urlName: shape.stateSegment };
      } else {
        return NONE;
      }
    } else if (shape.citySegment) {
      city = data?.city ?? null;
      if (!city) return NONE;
    }
    if (state.urlName !== shape.stateSegment) {
      return {
        kind: "redirect",
        location: geoPagePath(careType, state.urlName, city?.urlName ?? null),
      };
    }
  }

  const canonicalPath = geoPagePath(careType, state?.urlName, city?.urlName);
  const templates = await loadGeoPageTemplates(site, shape.pageType, canonicalPath);
  const template = chooseGeoTemplate(templates, {
    path: canonicalPath,
    pageType: shape.pageType,
    careType: careType.slug,
  });
  if (!template)
    log.warn("geo-template-missing", { site, pageType: shape.pageType, careType: careType.slug });
  const blocks: GeoTemplateBlocks = template?.blocks?.length
    ? template.blocks
    : FALLBACK_GEO_BLOCKS[shape.pageType];

  const providerCount = state
    ? (data?.providerCountByCareType[careType.slug] ?? data?.providerCount ?? 0)
    : null;
  const thin = providerCount !== null && isThinGeoPage(providerCount);

  const wantsCities = hasBlock(blocks, "cityList") || hasBlock(blocks, "geoCopy") || thin;
  // A city page's cities are its neighbours, nearest first, whatever their state (issue
  // 24.8); a state page's are its biggest, the care-type page's the nation's.
  const near = wantsCities && city && state ? await cityPoint(city, state.code) : null;
  const [cities, reviews, copyTemplate] = await Promise.all([
    wantsCities
      ? cityList(
          {
            listType: "top",
            alteredCareType: careType.slug,
            state: near ? null : (state?.code ?? null),
            page: 1,
            pageSize: state ? CITY_LIST_SIZE : NATIONAL_CITY_LIST_SIZE,
            near,
          },
          appDependencies,
        ).then((answer) => answer.items)
      : Promise.resolve([] as CityListItem[]),
    state && hasBlock(blocks, "recentReviews")
      ? recentReviews(
          { careType: careType.slug, state: state.code, city: city?.name ?? null, count: 10 },
          appDependencies,
        )
      : Promise.resolve([]),
    copyTemplateOf(careType.slug),
  ]);

  const nearbyCities = cities
    .filter((item) => !city || !state || item.slug !== `${state.urlName}/${city.urlName}`)
    .slice(0, NEARBY_CITY_NAMES)
    .map((item) => item.name);
  const copyInput = data
    ? geoCopyInput(data, careType.slug, { nearbyCities })
    : {
        careType: careType.slug,
        city: city?.name,
        state: state?.name,
        stateCode: state?.code,
        providerCount: providerCount ?? undefined,
        nearbyCities,
      };

  return {
    kind: "geo",
    templateId: template?._id ?? null,
    template,
    blocks,
    geo: {
      pageType: shape.pageType,
      careType,
      path: canonicalPath,
      state,
      city,
      data,
      providerCount,
      thin,
      copyContext: geoCopyContext(copyInput),
      copyTemplate,
      listing:
        state && providerCount
          ? {
              keyword: toKeyword(city ? `${city.name}, ${state.code}` : state.name),
              careType: toCareTypeSlug(careType.slug),
            }
          : null,
      cities,
      reviews,
      topProviders: data?.topProviders ?? [],
      breadcrumbs: crumbsOf(shape, state, city),
    },
  };
});
