/**
 * What the API's services need: the directory store and a geocoder. Route handlers pass
 * the app's own (see appDependencies.ts); tests pass theirs (a seeded temporary store,
 * a store that fails) through the same seam.
 */
import type { DirectoryStore } from "@web/directory/store";
import type { Geocoder } from "@web/geocoding/types";

export interface ApiDependencies {
  store(): Promise<DirectoryStore>;
  geocoder(): Promise<Geocoder>;
}
