"use client";

import { useMemo, useState } from "react";
import { A11y, Keyboard, Navigation } from "swiper/modules";
import { Swiper, SwiperSlide } from "swiper/react";
import "swiper/css";
import "swiper/css/a11y";
import {
  COMPARE_CAROUSEL_BREAKPOINTS,
  compareCardsPerView,
} from "@web/rules/search/compareSelection";
import { CompareCard } from "./CompareCard";
import styles from "./CompareCarousel.module.css";
import type { CompareProviderItem } from "./CompareProvider";

/**
 * The compare carousel (spec 9): 1 card below 768 px, 2 below 991 px, 3 above;
 * above 768 px every card is as tall as the tallest. Swiper with only the
 * Navigation, Keyboard (arrow keys) and A11y (roles, labels, live region) modules
 * and only the core and a11y styles. Loaded with the compare modal, not the page.
 */
export function CompareCarousel({
  providers,
  onRemove,
}: {
  providers: readonly CompareProviderItem[];
  onRemove: (id: string) => void;
}) {
  // The buttons are ours (labelled, large); Swiper gets them once they are in the DOM.
  // Passed as props (not patched in onBeforeInit), they survive Swiper's breakpoint
  // changes, which re-apply the original parameters.
  const [prevEl, setPrevEl] = useState<HTMLButtonElement | null>(null);
  const [nextEl, setNextEl] = useState<HTMLButtonElement | null>(null);
  const count = providers.length;
  const breakpoints = useMemo(() => {
    const { two, three } = COMPARE_CAROUSEL_BREAKPOINTS;
    return {
      [two]: { slidesPerView: compareCardsPerView(two, count) },
      [three]: { slidesPerView: compareCardsPerView(three, count) },
    };
  }, [count]);

  return (
    <div className={styles.carousel}>
      <div className={styles.navigation}>
        <button ref={setPrevEl} type="button" className={styles.navButton}>
          <span aria-hidden="true">←</span> Previous
        </button>
        <button ref={setNextEl} type="button" className={styles.navButton}>
          Next <span aria-hidden="true">→</span>
        </button>
      </div>
      {prevEl && nextEl ? (
        <Swiper
          modules={[Navigation, Keyboard, A11y]}
          spaceBetween={16}
          slidesPerView={compareCardsPerView(0, count)}
          breakpointsBase="window"
          breakpoints={breakpoints}
          keyboard={{ enabled: true, onlyInViewport: true }}
          navigation={{ prevEl, nextEl, addIcons: false }}
          a11y={{
            prevSlideMessage: "Previous community",
            nextSlideMessage: "Next community",
            firstSlideMessage: "This is the first community",
            lastSlideMessage: "This is the last community",
            containerMessage: "Compared communities",
            itemRoleDescriptionMessage: "community",
            slideLabelMessage: "{{index}} of {{slidesLength}}",
          }}
        >
          {providers.map((provider) => (
            <SwiperSlide key={provider.id}>
              <CompareCard provider={provider} onRemove={onRemove} />
            </SwiperSlide>
          ))}
        </Swiper>
      ) : null}
    </div>
  );
}
