"use client";

import { lazy, Suspense, useEffect, useId, useState } from "react";
import { canCompare, compareBarText } from "@web/rules/search/compareSelection";
import { cardImageFor } from "@web/rules/card/placeholderImage";
import styles from "./CompareBar.module.css";
import { useCompare } from "./CompareProvider";

// The dialogs (and Swiper) load when first needed, not with the results page.
const loadCompareModal = () => import("./CompareModal");
const CompareModal = lazy(loadCompareModal);
const TooManySelectionsDialog = lazy(() => import("./TooManySelectionsDialog"));

/**
 * Pads the page's bottom by the bar's height while the bar is shown, so the fixed
 * bar never covers the end of the page (the footer, the last results).
 */
function usePagePadding(element: HTMLElement | null) {
  useEffect(() => {
    if (!element) return;
    const body = document.body;
    const previous = body.style.paddingBottom;
    const apply = () => {
      body.style.paddingBottom = `${element.offsetHeight}px`;
    };
    apply();
    const observer = typeof ResizeObserver === "function" ? new ResizeObserver(apply) : null;
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      body.style.paddingBottom = previous;
    };
  }, [element]);
}

/**
 * The sticky compare bar (spec 2.3, 4): fixed at the bottom while at least one
 * provider is selected; 'Add another community to compare' for 1, 'Compare N of 4'
 * otherwise; Compare is disabled under 2. It lists the selected providers with
 * their remove buttons: below lg (992 px) that list collapses behind a toggle, from
 * lg it is always open. It is a plain region in the page's tab order (no focus
 * trap). It also hosts the compare modal and the 'Too many selections' dialog.
 */
export function CompareBar() {
  const {
    limit,
    selectedIds,
    selectedForBar,
    remove,
    clear,
    openModal,
    isModalOpen,
    isLimitDialogOpen,
  } = useCompare();
  const [expanded, setExpanded] = useState(false);
  const [bar, setBar] = useState<HTMLElement | null>(null);
  const titleId = useId();
  const listId = useId();

  // Once a dialog has loaded it stays mounted, so it can animate out and give focus back.
  const [modalLoaded, setModalLoaded] = useState(false);
  if (isModalOpen && !modalLoaded) setModalLoaded(true);
  const [limitDialogLoaded, setLimitDialogLoaded] = useState(false);
  if (isLimitDialogOpen && !limitDialogLoaded) setLimitDialogLoaded(true);

  const count = selectedIds.length;
  const shown = count > 0;
  usePagePadding(shown ? bar : null);

  const dialogs = (
    <Suspense fallback={null}>
      {modalLoaded ? <CompareModal /> : null}
      {limitDialogLoaded ? <TooManySelectionsDialog /> : null}
    </Suspense>
  );
  const enabled = canCompare(count);
  return (
    <>
      {shown ? (
        <section ref={setBar} aria-labelledby={titleId} className={styles.bar} data-compare-bar="">
          <div className={styles.inner}>
            <div className={styles.row}>
              <p id={titleId} className={styles.text} aria-live="polite" data-compare-bar-text="">
                {compareBarText(count, limit)}
              </p>
              <button
                type="button"
                className={styles.toggle}
                aria-expanded={expanded}
                aria-controls={listId}
                onClick={() => setExpanded((value) => !value)}
              >
                {expanded ? "Hide selected" : `Show selected (${count})`}
              </button>
              <button type="button" className={styles.clear} onClick={clear}>
                Clear all
              </button>
              <button
                type="button"
                className={styles.compare}
                disabled={!enabled}
                onClick={openModal}
                onPointerEnter={() => void loadCompareModal()}
                onFocus={() => void loadCompareModal()}
              >
                Compare
              </button>
            </div>
            <ul
              id={listId}
              className={expanded ? `${styles.list} ${styles.expanded}` : styles.list}
              aria-label="Selected communities"
            >
              {selectedForBar.map((provider) => {
                // The photo once the provider has loaded (an empty box of the same size until then).
                const image = provider.photos
                  ? cardImageFor({ id: provider.id, name: provider.name, photos: provider.photos })
                  : null;
                return (
                  <li key={provider.id} className={styles.item}>
                    {image ? (
                      // eslint-disable-next-line @next/next/no-img-element -- 48 px thumbnail
                      <img
                        src={image.src}
                        alt=""
                        width={48}
                        height={48}
                        loading="lazy"
                        className={styles.thumbnail}
                      />
                    ) : (
                      <span className={styles.thumbnail} aria-hidden="true" />
                    )}
                    <p className={styles.name} title={provider.name}>
                      {provider.name}
                    </p>
                    <button
                      type="button"
                      className={styles.remove}
                      aria-label={`Remove ${provider.name} from the comparison`}
                      onClick={() => remove(provider.id)}
                    >
                      <span aria-hidden="true">✕</span>
                    </button>
                  </li>
                );
              })}
            </ul>
          </div>
        </section>
      ) : null}
      {dialogs}
    </>
  );
}
