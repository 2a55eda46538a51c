"use client";

import { useEffect, useRef } from "react";
import { A11y } from "swiper/modules";
import { Swiper, SwiperSlide } from "swiper/react";
import type { Swiper as SwiperInstance } from "swiper/types";
import "swiper/css";
import "swiper/css/a11y";
import { PHOTO_HEIGHT, PHOTO_WIDTH, type GalleryPhoto } from "./galleryPhoto";
import styles from "./ProviderGallery.module.css";

/**
 * The photo carousel (Swiper with only its A11y module): swipe on touch and drag with a
 * mouse. Controlled by the URL's photo-index: the gallery's own buttons and arrow keys
 * change the index, a swipe reports it. Photos other than the current one
 * load lazily.
 */
export function GalleryCarousel({
  photos,
  index,
  onIndexChange,
}: {
  photos: readonly GalleryPhoto[];
  index: number;
  onIndexChange: (index: number) => void;
}) {
  const swiper = useRef<SwiperInstance | null>(null);
  useEffect(() => {
    if (swiper.current && swiper.current.activeIndex !== index) swiper.current.slideTo(index);
  }, [index]);
  return (
    <Swiper
      modules={[A11y]}
      initialSlide={index}
      slidesPerView={1}
      a11y={{
        containerMessage: "Photos",
        itemRoleDescriptionMessage: "photo",
        slideLabelMessage: "{{index}} of {{slidesLength}}",
      }}
      onSwiper={(instance) => {
        swiper.current = instance;
      }}
      onSlideChange={(instance) => {
        if (instance.activeIndex !== index) onIndexChange(instance.activeIndex);
      }}
      className={styles.swiper}
    >
      {photos.map((photo, i) => (
        <SwiperSlide key={`${photo.src}-${i}`}>
          {/* eslint-disable-next-line @next/next/no-img-element -- fixed size, lazy beyond the current photo */}
          <img
            src={photo.src}
            alt={photo.alt}
            width={PHOTO_WIDTH}
            height={PHOTO_HEIGHT}
            loading={i === index ? "eager" : "lazy"}
            decoding="async"
            className={styles.photo}
          />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
