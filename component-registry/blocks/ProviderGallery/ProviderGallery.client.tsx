"use client";

import dynamic from "next/dynamic";
import { useId, useRef, useState, type KeyboardEvent } from "react";
import { useUrlSearch, writeUrlSearch } from "@web/client/urlState";
import { GALLERY_QUERY_KEYS, photoIndexFrom } from "@web/rules/provider/providerPage";
import { PHOTO_HEIGHT, PHOTO_WIDTH, type GalleryPhoto } from "./galleryPhoto";
import styles from "./ProviderGallery.module.css";
import { isTruthy } from "@web/lib/truthy";

/** Swiper (touch swipe) loads on the first touch or press in the gallery; the static photo stands in. */
const GalleryCarousel = dynamic(
  () => import("./GalleryCarousel").then((module) => module.GalleryCarousel),
  { ssr: false },
);

/**
 * The photo shown before the carousel loads. No `fetchPriority="high"` (which React also
 * turns into a preload in the head): on a phone the gallery starts below the provider's
 * header, past the first screen, and a high-priority photo there only delays what is in
 * it (Lighthouse counted its download into the page's largest paint, the header's text).
 * Where the gallery is in the first screen the browser raises its priority after layout.
 */
function StaticPhoto({ photo }: { photo: GalleryPhoto }) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- a fixed 16:10 box with width and height, served by the app's image route
    <img
      src={photo.src}
      alt={photo.alt}
      width={PHOTO_WIDTH}
      height={PHOTO_HEIGHT}
      className={styles.photo}
    />
  );
}

function withParam(search: string, key: string, value: string | null): string {
  const params = new URLSearchParams(search);
  if (value === null) params.delete(key);
  else params.set(key, value);
  return params.toString();
}

/**
 * Photos and street view as two tabs (the WAI-ARIA tabs pattern: arrow keys move
 * between tabs). The photo shown and the tab are in the URL (spec 2.2 photo-index,
 * street-view), replaced rather than pushed, so Back leaves the page.
 */
export function Gallery({
  name,
  photos,
  streetView,
}: {
  name: string;
  photos: readonly GalleryPhoto[];
  streetView: { latitude: number; longitude: number } | null;
}) {
  const search = useUrlSearch();
  const params = new URLSearchParams(search);
  const index = photoIndexFrom(params.get(GALLERY_QUERY_KEYS.photoIndex), photos.length);
  const streetViewOpen = streetView !== null && isTruthy(params.get(GALLERY_QUERY_KEYS.streetView));
  const id = useId();
  const photosTab = useRef<HTMLButtonElement>(null);
  const streetTab = useRef<HTMLButtonElement>(null);
  // The carousel's code is fetched on the first interaction with the gallery, not with the page.
  const [carouselWanted, setCarouselWanted] = useState(false);
  const carousel = carouselWanted && photos.length > 1;
  const wantCarousel = () => setCarouselWanted(true);

  const showPhoto = (next: number) => {
    wantCarousel();
    const wrapped = (next + photos.length) % photos.length;
    writeUrlSearch(
      withParam(
        window.location.search,
        GALLERY_QUERY_KEYS.photoIndex,
        wrapped === 0 ? null : String(wrapped),
      ),
      "replace",
    );
  };
  const showStreetView = (open: boolean) => {
    writeUrlSearch(
      withParam(window.location.search, GALLERY_QUERY_KEYS.streetView, open ? "true" : null),
      "replace",
    );
  };
  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!["ArrowLeft", "ArrowRight", "Home", "End"].includes(event.key)) return;
    event.preventDefault();
    const toStreet = event.key === "End" || (event.key !== "Home" && !streetViewOpen);
    showStreetView(toStreet);
    (toStreet ? streetTab : photosTab).current?.focus();
  };
  const photo = photos[index] ?? photos[0];

  return (
    <div className={styles.gallery} data-gallery="" data-photo-index={index}>
      {streetView ? (
        <div
          role="tablist"
          aria-label={`Photos and street view of ${name}`}
          className={styles.tabs}
        >
          <button
            ref={photosTab}
            type="button"
            role="tab"
            id={`${id}-photos-tab`}
            aria-selected={!streetViewOpen}
            aria-controls={`${id}-photos`}
            tabIndex={streetViewOpen ? -1 : 0}
            className={styles.tab}
            onClick={() => showStreetView(false)}
            onKeyDown={onTabKey}
          >
            Photos
          </button>
          <button
            ref={streetTab}
            type="button"
            role="tab"
            id={`${id}-street-tab`}
            aria-selected={streetViewOpen}
            aria-controls={`${id}-street`}
            tabIndex={streetViewOpen ? 0 : -1}
            className={styles.tab}
            onClick={() => showStreetView(true)}
            onKeyDown={onTabKey}
          >
            Street view
          </button>
        </div>
      ) : null}

      <div
        id={`${id}-photos`}
        role={streetView ? "tabpanel" : undefined}
        aria-labelledby={streetView ? `${id}-photos-tab` : undefined}
        hidden={streetViewOpen}
        className={styles.panel}
      >
        <div
          className={styles.frame}
          role="group"
          aria-roledescription="carousel"
          aria-label={`Photos of ${name}`}
          tabIndex={photos.length > 1 ? 0 : undefined}
          onPointerDown={wantCarousel}
          onFocus={wantCarousel}
          onKeyDown={(event) => {
            if (photos.length < 2) return;
            if (event.key === "ArrowRight") showPhoto(index + 1);
            else if (event.key === "ArrowLeft") showPhoto(index - 1);
            else return;
            event.preventDefault();
          }}
        >
          {carousel ? (
            <GalleryCarousel photos={photos} index={index} onIndexChange={showPhoto} />
          ) : photo ? (
            <StaticPhoto photo={photo} />
          ) : null}
        </div>
        {photos.length > 1 ? (
          <div className={styles.controls}>
            <button
              type="button"
              className={styles.navButton}
              onClick={() => showPhoto(index - 1)}
              aria-label="Previous photo"
            >
              <span aria-hidden="true">←</span> Previous
            </button>
            <p className={styles.counter} aria-live="polite" data-photo-counter="">
              Photo {index + 1} of {photos.length}
            </p>
            <button
              type="button"
              className={styles.navButton}
              onClick={() => showPhoto(index + 1)}
              aria-label="Next photo"
            >
              Next <span aria-hidden="true">→</span>
            </button>
          </div>
        ) : null}
      </div>

      {streetView ? (
        <div
          id={`${id}-street`}
          role="tabpanel"
          aria-labelledby={`${id}-street-tab`}
          hidden={!streetViewOpen}
          className={`${styles.panel} ${styles.street}`}
          data-street-view=""
        >
          <p>See the street around {name} in Google Maps Street View.</p>
          <a
            className={styles.streetLink}
            href={`https://www.google.com/maps/@?api=1&map_action=pano&viewpoint=${streetView.latitude},${streetView.longitude}`}
            target="_blank"
            rel="noopener noreferrer"
          >
            Open street view<span className={styles.newTab}> (opens in a new tab)</span>
          </a>
        </div>
      ) : null}
    </div>
  );
}
