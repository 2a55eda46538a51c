/**
 * The directory's public types, for code outside it (the API, the pages, the blocks):
 * the domain model (model.ts) and the store's request and response shapes
 * (requests.ts). Type-only, so browser code may import it without pulling in the
 * store; the values they are built on (care types, search options, limits) are rules
 * in web/rules/.
 */
export type * from "./model";
export type * from "./requests";
export type { CareType, CareTypeSlug, RollUpType } from "@web/rules/careTypes";
export type {
  AmenityFilterName,
  AmenityQuickFilter,
  ProvidersWithOption,
  SortOption,
} from "@web/rules/search/searchOptions";
export type * from "./sitemapTypes";
export type * from "./awardTypes";
export type * from "./reviewSubmission";
export type * from "./reviewLinks";
export type * from "./inspections";
