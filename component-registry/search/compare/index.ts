/** The compare journey (spec 2.3, 4, 8, 9): see docs/search-journey.md "Compare". */
export { CompareBar } from "./CompareBar";
export { CompareCheckbox } from "./CompareCheckbox";
export {
  CompareProvider,
  useCompare,
  type CompareContextValue,
  type CompareProviderItem,
} from "./CompareProvider";
export { COPY_LINK_FAILURE, COPY_LINK_SUCCESS, shareResults } from "./shareResults";
