import type { GeoPageType } from "@web/rules/geo/geoPath";
import type { GeoTemplateBlocks } from "./loadGeoPage";

/**
 * The layout a geo page gets when its site has no template for its page type (a
 * dataset without one): the geo blocks in a sensible order. The miss is logged;
 * editors own the layout through geoPageTemplate documents.
 */
export const FALLBACK_GEO_BLOCKS: Record<GeoPageType, GeoTemplateBlocks> = {
  careType: [
    { _key: "fallback-breadcrumbs", _type: "breadcrumbs", showHome: true },
    {
      _key: "fallback-cities",
      _type: "cityList",
      heading: "{{careTypeName}} by city",
      listType: "top",
    },
  ],
  state: [
    { _key: "fallback-breadcrumbs", _type: "breadcrumbs", showHome: true },
    {
      _key: "fallback-copy",
      _type: "geoCopy",
      template: null,
      heading: "{{careTypeName}} in {{stateName}}",
    },
    { _key: "fallback-listing", _type: "geoListing", heading: "{{careTypeName}} in {{stateName}}" },
    {
      _key: "fallback-cities",
      _type: "cityList",
      heading: "Cities in {{stateName}}",
      listType: "top",
    },
  ],
  city: [
    { _key: "fallback-breadcrumbs", _type: "breadcrumbs", showHome: true },
    {
      _key: "fallback-copy",
      _type: "geoCopy",
      template: null,
      heading: "{{careTypeName}} in {{city}}, {{stateCode}}",
    },
    { _key: "fallback-listing", _type: "geoListing", heading: "Providers in {{city}}" },
    { _key: "fallback-costs", _type: "costTable", heading: "Average monthly costs" },
    { _key: "fallback-cities", _type: "cityList", heading: "Nearby cities", listType: "top" },
  ],
  category: [
    { _key: "fallback-breadcrumbs", _type: "breadcrumbs", showHome: true },
    {
      _key: "fallback-cities",
      _type: "cityList",
      heading: "{{careTypeName}} by city",
      listType: "top",
    },
  ],
};
