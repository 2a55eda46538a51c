export {
  SAVED_COPY,
  SAVED_PATH,
  SavedProvidersProvider,
  useSavedProviders,
  type SaveOutcome,
  type SavedProviders,
} from "./SavedProvidersProvider";
export { SaveToggle } from "./SaveToggle";
export { SavedProvidersList, type SavedProvidersListProps } from "./SavedProvidersList";
