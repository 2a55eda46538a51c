"use client";

import { Dialog, Portal } from "@chakra-ui/react";
import { useState } from "react";
import { describeError, log } from "@web/lib/log";
import hidden from "@registry/parts/visuallyHidden.module.css";
import { CompareCarousel } from "./CompareCarousel";
import styles from "./CompareModal.module.css";
import { useCompare } from "./CompareProvider";
import { COPY_LINK_FAILURE, COPY_LINK_SUCCESS, shareResults } from "./shareResults";
import { ChakraScope } from "@registry/parts/ChakraScope";

/** Chakra's close icon (a cross), as its CloseButton drew it. */
const CLOSE_ICON =
  "M18.7071 6.70711C19.0976 6.31658 19.0976 5.68342 18.7071 5.29289C18.3166 4.90237 17.6834 4.90237 17.2929 5.29289L12 10.5858L6.70711 5.29289C6.31658 4.90237 5.68342 4.90237 5.29289 5.29289C4.90237 5.68342 4.90237 6.31658 5.29289 6.70711L10.5858 12L5.29289 17.2929C4.90237 17.6834 4.90237 18.3166 5.29289 18.7071C5.68342 19.0976 6.31658 19.0976 6.70711 18.7071L12 13.4142L17.2929 18.7071C17.6834 19.0976 18.3166 19.0976 18.7071 18.7071C19.0976 18.3166 19.0976 17.6834 18.7071 17.2929L13.4142 12L18.7071 6.70711Z";

/** The compare modal's title. */
export const COMPARE_MODAL_TITLE = "Compare communities";

/**
 * The compare modal (spec 2.3, 4): a dialog with the carousel of the selected
 * providers and 'Share Results'. It is open while the URL says isModalOpen=true;
 * closing it (button, Escape, backdrop) writes isModalOpen=false. This module, with
 * Swiper, loads only when the modal first opens.
 */
function CompareModalContent() {
  const { isModalOpen, closeModal, selectedIds, selectedProviders, remove } = useCompare();
  const loading = selectedProviders.length < selectedIds.length;
  // The toaster lives outside the dialog, which hides everything else from assistive
  // technology while open: the copy outcome is announced in here as well.
  const [announcement, setAnnouncement] = useState("");

  const onShare = () => {
    setAnnouncement("");
    shareResults(window.location.href).then(
      (outcome) => {
        if (outcome === "copied") setAnnouncement(COPY_LINK_SUCCESS);
        else if (outcome === "copy-failed") setAnnouncement(COPY_LINK_FAILURE);
      },
      (error: unknown) => {
        // spec 8: share errors other than a cancel are not swallowed.
        log.error("share-results-failed", describeError(error));
      },
    );
  };

  return (
    <Dialog.Root
      open={isModalOpen}
      onOpenChange={(details) => {
        if (!details.open) closeModal();
      }}
      size={{ base: "full", md: "xl" }}
      scrollBehavior="inside"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          {/*
            From md the "xl" size; "full" below. Responsive sizes add up, so the full size's
            height, corners and zero margin are undone here: on a laptop the dialog sits
            in the page with room around it, not flush with the screen's edges.
          */}
          <Dialog.Content
            data-compare-modal=""
            maxW={{ md: "min(1200px, calc(100vw - 4rem))" }}
            minH={{ md: "auto" }}
            my={{ md: "8" }}
            borderRadius={{ md: "l3" }}
          >
            <Dialog.Header
              display="flex"
              flexWrap="wrap"
              alignItems="center"
              gap="3"
              pe={{ base: "16", md: "20" }}
            >
              <Dialog.Title
                fontFamily="heading"
                fontWeight="semibold"
                color="brand.text"
                fontSize={{ base: "xl", md: "2xl" }}
                flex={{ base: "1 1 100%", md: "1 1 auto" }}
                minW="0"
                overflowWrap="normal"
              >
                {COMPARE_MODAL_TITLE}
              </Dialog.Title>
              <button type="button" className={styles.share} onClick={onShare}>
                Share Results
              </button>
            </Dialog.Header>
            <span role="status" className={hidden.visuallyHidden}>
              {announcement}
            </span>
            <Dialog.Body>
              {loading ? (
                <p role="status" className={styles.loading}>
                  Loading the selected communities…
                </p>
              ) : null}
              {selectedProviders.length > 0 ? (
                <CompareCarousel providers={selectedProviders} onRemove={remove} />
              ) : null}
            </Dialog.Body>
            <div className={styles.closeCorner}>
              <Dialog.CloseTrigger asChild position="static">
                <button type="button" className={styles.close} aria-label="Close the comparison">
                  <svg viewBox="0 0 24 24" fill="currentColor" className={styles.closeIcon}>
                    <path fillRule="evenodd" clipRule="evenodd" d={CLOSE_ICON} />
                  </svg>
                </button>
              </Dialog.CloseTrigger>
            </div>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** Loaded on first use, with Chakra's provider (component-registry/parts/ChakraScope). */
export default function CompareModal() {
  return (
    <ChakraScope>
      <CompareModalContent />
    </ChakraScope>
  );
}
