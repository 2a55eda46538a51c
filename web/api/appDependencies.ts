import { ensureDirectoryReady, getDirectoryStore } from "@web/directory";
import { getGeocoder } from "@web/geocoding";
import type { ApiDependencies } from "./dependencies";

/**
 * The app's store (created and seeded on first use, see web/directory) and the
 * configured geocoder (spec 7 maps service with MAPS_ACCESS_TOKEN, else the gazetteer).
 */
export const appDependencies: ApiDependencies = {
  async store() {
    await ensureDirectoryReady();
    return getDirectoryStore();
  },
  geocoder: () => getGeocoder(),
};
