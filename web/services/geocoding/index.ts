/**
 * The geocoder the app uses: the spec 7 maps service when `MAPS_ACCESS_TOKEN` is set,
 * otherwise the local gazetteer. Both answer the same interface.
 */
import { getGazetteer } from "./gazetteer";
import { MapsServiceGeocoder } from "./mapsService";
import type { Geocoder } from "./types";

let mapsService: { token: string; geocoder: MapsServiceGeocoder } | null = null;

export async function getGeocoder(
  env: Readonly<Record<string, string | undefined>> = process.env,
): Promise<Geocoder> {
  const token = env.MAPS_ACCESS_TOKEN?.trim();
  if (!token) return getGazetteer();
  if (mapsService?.token !== token) {
    mapsService = {
      token,
      geocoder: new MapsServiceGeocoder({
        accessToken: token,
        baseUrl: env.MAPS_API_URL || undefined,
      }),
    };
  }
  return mapsService.geocoder;
}
