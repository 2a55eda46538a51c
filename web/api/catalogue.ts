/**
 * The catalogue the original site read from its content service and content-delivery
 * host (spec 7 "Third-party and other calls"), served from this product's own sources so
 * an integration written against those calls works (docs/api.md "Catalogue"): a domain's
 * care types, the care types under a roll-up, the geo catalogue. Each is a generic paged
 * list: `offset` and `limit` in, `{results, total, offset, limit}` out (web/api/paging.ts).
 * Also the public IP lookup of spec 7 (`GET /api/v1/ip?format=json` -> `{ip}`).
 */
import "server-only";
import type { ApiDependencies } from "../services/dependencies";
import { geoCatalogue } from "../services/services";
import { badRequest, jsonResponse, requestQuery } from "./http";
import { pageWindowFrom } from "./paging";
import { toText } from "./requests";
import {
  ALL_CARE_TYPES,
  CARE_TYPES,
  careTypePath,
  findCareType,
  isRollUpType,
  type CareType,
} from "@web/rules/careTypes";
import { geoPagePath } from "@web/rules/geo/geoPath";
import { pageOf } from "@web/rules/paging";
import { resolveStateCode } from "@web/directory/states";
import { knownClientIp } from "@web/site/requestHost";
import { SITES, siteOrigin, type SiteDefinition } from "@web/site/sites";

/** spec 3 "Care type: id, slug, name, rollUpType". */
export interface CareTypeRecord {
  id: number;
  slug: string;
  name: string;
  rollUpType: string;
}

function careTypeRecord(careType: CareType): CareTypeRecord {
  return {
    id: careType.id,
    slug: careType.slug,
    name: careType.name,
    rollUpType: careType.rollUpType,
  };
}

/** The site a domain name names: its id ("main") or one of its hosts, any case, no port. */
function siteNamed(name: string): SiteDefinition | null {
  const value = name.trim().toLowerCase().replace(/:\d+$/, "");
  return (
    Object.values(SITES).find(
      (site) =>
        site.id === value ||
        site.hosts.includes(value) ||
        new URL(siteOrigin(site.id)).host === value,
    ) ?? null
  );
}

/**
 * GET /api/v1/catalogue/domains?name&offset&limit: spec 3 "Domain record: careTypes".
 * `name` is a site id or host (an unknown one: no results); without it, every domain.
 * Both brands list the whole directory, so each domain's careTypes is the catalogue's.
 */
export function getCatalogueDomains(request: Request): Response {
  const query = requestQuery(request);
  const name = toText(query.get("name"));
  const sites = name ? [siteNamed(name)].filter((site) => site !== null) : Object.values(SITES);
  const records = sites.map((site) => ({
    name: site.id,
    brand: site.brand,
    hosts: site.hosts,
    origin: siteOrigin(site.id),
    source: site.source,
    careTypes: CARE_TYPES.map(careTypeRecord),
  }));
  return jsonResponse(pageOf(records, pageWindowFrom(query)));
}

/**
 * GET /api/v1/catalogue/care-types?ancestorDomain&careType&offset&limit: the care-type
 * translation between roll-ups. `ancestorDomain` a roll-up (`senior-living`,
 * `senior-care`): the care types under it; a site id or host: every care type of that
 * site; anything else: none. `careType` (a slug) keeps that one, so a slug translates to
 * its roll-up and the URL of its page, and a roll-up to its slugs.
 */
export function getCatalogueCareTypes(request: Request): Response {
  const query = requestQuery(request);
  const ancestor = toText(query.get("ancestorDomain"))?.toLowerCase() ?? null;
  const slug = toText(query.get("careType"))?.toLowerCase() ?? null;
  const underAncestor = (careType: CareType) =>
    ancestor === null ||
    (isRollUpType(ancestor) ? careType.rollUpType === ancestor : siteNamed(ancestor) !== null);
  const records = CARE_TYPES.filter(
    (careType) => underAncestor(careType) && (slug === null || careType.slug === slug),
  ).map((careType) => ({
    ...careTypeRecord(careType),
    path: careTypePath(careType),
    pages: careType.pages,
    searchable: careType.searchable,
  }));
  return jsonResponse(pageOf(records, pageWindowFrom(query)));
}

/**
 * GET /api/v1/catalogue/geo?state&careType&offset&limit: the geo catalogue (spec 7
 * "content-delivery geo catalogue", default limit 100): the states with listed providers,
 * or with `state` that state's cities, each with its count and, for a geo care type, its
 * page. An unknown state or care type is a 400.
 */
export async function getCatalogueGeo(
  request: Request,
  dependencies: ApiDependencies,
): Promise<Response> {
  const query = requestQuery(request);
  const stateText = toText(query.get("state"));
  const state = stateText ? resolveStateCode(stateText) : null;
  if (stateText && !state) {
    return badRequest('state must be a US state code, name or URL name, e.g. "TX" or "texas"');
  }
  const careTypeText = toText(query.get("careType"))?.toLowerCase() ?? null;
  const careType = careTypeText ? findCareType(careTypeText) : null;
  if (careTypeText && careTypeText !== ALL_CARE_TYPES && !careType) {
    return badRequest('careType must be a care-type slug such as "assisted-living"');
  }
  const window = pageWindowFrom(query);
  const answer = await geoCatalogue(
    { state, careType: careType?.slug ?? null, ...window },
    dependencies,
  );
  const pageOfEntry = careType?.pages === "geo" ? careType : null;
  return jsonResponse({
    results: answer.results.map((entry) => ({
      ...entry,
      path: pageOfEntry
        ? geoPagePath(
            pageOfEntry,
            entry.state.urlName,
            entry.type === "city" ? entry.urlName : null,
          )
        : null,
    })),
    total: answer.total,
    ...window,
  });
}

/**
 * GET /api/v1/ip?format=json: spec 7 "A GET to a public IP lookup service in JSON format
 * reads its ip field": `{ip}`, the client's address as the site sees it (clientIp: the TCP
 * peer, or X-Forwarded-For behind TRUST_PROXY), null when unknown. Without `format` (or
 * `format=text`), the address as plain text; another format is a 400.
 */
export function getClientIp(request: Request): Response {
  const format = requestQuery(request).get("format")?.trim().toLowerCase() || "text";
  if (format !== "json" && format !== "text") return badRequest("format must be json or text");
  const ip = knownClientIp(request);
  if (format === "json") return jsonResponse({ ip });
  return new Response(ip ?? "", {
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" },
  });
}
