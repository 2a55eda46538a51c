import { renderGeoText } from "@templates/text";
import type { GeoPageContext } from "@web/pageKinds/geo/geoPageTypes";

/**
 * A geo block's heading: written by editors with geo-copy variables
 * ("{{careTypeName}} in {{city}}"), rendered by the same engine; the fallback when
 * it renders empty.
 */
export function geoHeading(
  source: string | null | undefined,
  fallback: string,
  geo: GeoPageContext,
  id: string,
): string {
  const text = source ? renderGeoText(id, source, geo.copyContext).text : "";
  return text || renderGeoText(`${id}.fallback`, fallback, geo.copyContext).text;
}

/** The place's name as a page's copy reads it: "Austin, TX", "Texas" or "the US". */
export function placeName(geo: GeoPageContext): string {
  if (geo.city && geo.state) return `${geo.city.name}, ${geo.state.code}`;
  if (geo.state) return geo.state.name;
  return "the US";
}
