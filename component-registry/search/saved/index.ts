export {
  SAVED_COPY,
  SAVED_PATH,
  SavedProvidersProvider,
  useSavedProviders,
  type SaveOutcome,
  type SavedProviders,
} from "./SavedProvidersProvider";
export { SaveToggle } from "./SaveToggle";
// SavedProvidersList (the /saved page's list, with SWR) is imported from its own
// file by the block, so the layout's import of this barrel stays small.
