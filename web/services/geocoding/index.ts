/**
 * The geocoder the app uses: the spec 7 maps service when `MAPS_ACCESS_TOKEN` is set,
 * otherwise the local gazetteer. Both answer the same interface.
 */
import { getGazetteer } from "./gazetteer";
import { MapsServiceGeocoder } from "./mapsService";
import type { Geocoder } from "./types";
import { config, serverEnv, type Env } from "@web/lib/config";

let mapsService: { token: string; geocoder: MapsServiceGeocoder } | null = null;

export async function getGeocoder(env: Env = serverEnv()): Promise<Geocoder> {
  const token = config.mapsAccessToken(env);
  if (!token) return getGazetteer();
  if (mapsService?.token !== token) {
    mapsService = {
      token,
      geocoder: new MapsServiceGeocoder({
        accessToken: token,
        baseUrl: config.mapsApiUrl(env),
      }),
    };
  }
  return mapsService.geocoder;
}
