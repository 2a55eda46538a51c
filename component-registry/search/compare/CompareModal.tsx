"use client";

import { Button, CloseButton, Dialog, Flex, Portal, Text, VisuallyHidden } from "@chakra-ui/react";
import { useState } from "react";
import { CompareCarousel } from "./CompareCarousel";
import { useCompare } from "./CompareProvider";
import { COPY_LINK_FAILURE, COPY_LINK_SUCCESS, shareResults } from "./shareResults";

/** The compare modal's title. */
export const COMPARE_MODAL_TITLE = "Compare communities";

/**
 * The compare modal (spec 2.3, 4): a dialog with the carousel of the selected
 * providers and 'Share Results'. It is open while the URL says isModalOpen=true;
 * closing it (button, Escape, backdrop) writes isModalOpen=false. This module, with
 * Swiper, loads only when the modal first opens.
 */
export default function CompareModal() {
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
        console.error("Share Results failed", error);
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
          <Dialog.Content data-compare-modal="" maxW={{ md: "min(1200px, calc(100vw - 4rem))" }}>
            <Dialog.Header
              display="flex"
              flexWrap="wrap"
              alignItems="center"
              gap="3"
              pe={{ base: "16", md: "20" }}
            >
              <Dialog.Title
                fontSize={{ base: "xl", md: "2xl" }}
                flex={{ base: "1 1 100%", md: "1 1 auto" }}
                minW="0"
                overflowWrap="normal"
              >
                {COMPARE_MODAL_TITLE}
              </Dialog.Title>
              <Button
                onClick={onShare}
                minH="11"
                bg="brand.solid"
                color="brand.contrast"
                _hover={{ bg: "brand.solidHover" }}
              >
                Share Results
              </Button>
            </Dialog.Header>
            <VisuallyHidden role="status">{announcement}</VisuallyHidden>
            <Dialog.Body>
              {loading ? (
                <Text role="status" py="6">
                  Loading the selected communities…
                </Text>
              ) : null}
              {selectedProviders.length > 0 ? (
                <CompareCarousel providers={selectedProviders} onRemove={remove} />
              ) : null}
            </Dialog.Body>
            <Flex position="absolute" top="3" insetEnd="3">
              <Dialog.CloseTrigger asChild position="static">
                <CloseButton size="lg" minW="11" minH="11" aria-label="Close the comparison" />
              </Dialog.CloseTrigger>
            </Flex>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
