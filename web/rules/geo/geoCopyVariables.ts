/**
 * The geo-copy templates' variables (docs/geo-copy.md): a product rule, so the pages'
 * copy input (web/rules/geo/geoPage.ts) is typed by it and a renamed variable fails
 * the compiler there; the template engine (templates/context.ts) validates against it.
 */
/** The value types the validator reasons about. */
export type TemplateValueType = "string" | "number" | "boolean" | "list";

export interface VariableSpec {
  type: TemplateValueType;
  description: string;
  example: string | number | readonly string[];
}

/**
 * Every variable a geo-copy template may use. This catalogue is the single source
 * for the TypeScript context type, the validator (unknown names, type checks) and
 * the marketers' guide in docs/geo-copy.md.
 */
export const GEO_COPY_VARIABLES = {
  city: { type: "string", description: "City name", example: "Austin" },
  county: { type: "string", description: "County name", example: "Travis County" },
  state: { type: "string", description: "State name", example: "Texas" },
  stateName: {
    type: "string",
    description: "State name (same as state; reads better in 'the {{stateName}} average')",
    example: "Texas",
  },
  stateCode: { type: "string", description: "Two-letter state code", example: "TX" },
  careType: { type: "string", description: "Care-type URL slug", example: "assisted-living" },
  careTypeName: { type: "string", description: "Care-type name", example: "Assisted Living" },
  careName: {
    type: "string",
    description:
      "The care as a sentence names it: 'What {{careName}} costs' ('assisted living', 'nursing home care')",
    example: "assisted living",
  },
  providerName: {
    type: "string",
    description:
      "One provider of the care type: '{{pluralize providerCount providerName providersName}}' ('assisted living community', 'nursing home')",
    example: "assisted living community",
  },
  providersName: {
    type: "string",
    description:
      "The providers of the care type, plural: 'the top 10 {{providersName}}' ('assisted living communities', 'nursing homes')",
    example: "assisted living communities",
  },
  providerCount: {
    type: "number",
    description: "Number of providers of this care type in the city",
    example: 42,
  },
  averageCostCents: {
    type: "number",
    description: "Average monthly cost in the city, in cents",
    example: 452367,
  },
  stateAverageCostCents: {
    type: "number",
    description: "Average monthly cost in the state, in cents",
    example: 431000,
  },
  nationalAverageCostCents: {
    type: "number",
    description: "National average monthly cost, in cents",
    example: 450000,
  },
  topProviderCount: {
    type: "number",
    description:
      "How many top providers to feature: 3, 5 or 10 (missing when 2 or fewer providers)",
    example: 10,
  },
  reviewCount: {
    type: "number",
    description:
      "Number of reviews of the place's providers of this care type (missing when none is reviewed)",
    example: 318,
  },
  averageRating: {
    type: "number",
    description:
      "Their average rating, 0 to 5, weighted by review count (missing when none is reviewed)",
    example: 4.46,
  },
  medicareRatedCount: {
    type: "number",
    description:
      "Number of the place's providers of this care type with a Medicare overall star rating (nursing homes; missing where Medicare has no record of them)",
    example: 14,
  },
  medicareTopRatedCount: {
    type: "number",
    description:
      "How many of them Medicare rates 4 or 5 stars overall (missing where Medicare has no record of them)",
    example: 6,
  },
  seriousCitationProviderCount: {
    type: "number",
    description:
      "How many of the place's providers of this care type had a serious citation (actual harm or worse, G-L) in the last 3 years (missing where Medicare has no record of them; 0 when none had)",
    example: 2,
  },
  year: { type: "number", description: "The current year", example: 2026 },
  nearbyCities: {
    type: "list",
    description: "Names of nearby cities, for {{#each}}",
    example: ["Round Rock", "Cedar Park", "Pflugerville"],
  },
} as const satisfies Record<string, VariableSpec>;

export type GeoCopyVariable = keyof typeof GEO_COPY_VARIABLES;

export type ValueOf<T extends TemplateValueType> = T extends "string"
  ? string
  : T extends "number"
    ? number
    : T extends "boolean"
      ? boolean
      : readonly string[];

/** The data a geo-copy template renders with. Every field may be missing. */
export type GeoCopyContext = {
  [K in GeoCopyVariable]?: ValueOf<(typeof GEO_COPY_VARIABLES)[K]["type"]>;
};
