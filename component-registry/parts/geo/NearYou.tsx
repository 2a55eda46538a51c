"use client";

import { useEffect, useState } from "react";
import { fetchGeoLocation } from "@web/client/api";
import { nearestListedCity, type ListedCity } from "@web/rules/geo/geoIp";
import styles from "./geo.module.css";

/**
 * "Near you": a link to the listed city nearest the visitor (their own, else the first
 * of their state), from the geo-IP answer (spec 3 "Geo location", 5). Asked after
 * hydration; nothing shows until, or unless, the answer names a listed place.
 */
export function NearYou({ cities }: { cities: readonly ListedCity[] }) {
  const [nearest, setNearest] = useState<ListedCity | null>(null);
  useEffect(() => {
    let current = true;
    void fetchGeoLocation().then((location) => {
      if (current) setNearest(nearestListedCity(location, cities));
    });
    return () => {
      current = false;
    };
  }, [cities]);
  if (!nearest) return null;
  return (
    <p className={styles.nearYou} data-near-you="">
      Near you:{" "}
      <a className={styles.link} href={nearest.href}>
        {nearest.name}, {nearest.stateCode}
      </a>
    </p>
  );
}
