"use client";

import { Box, Button, chakra, Flex, Text } from "@chakra-ui/react";
import { lazy, Suspense, useEffect, useId, useState } from "react";
import { canCompare, compareBarText } from "@web/rules/compareSelection";
import { cardImageFor } from "@web/rules/placeholderImage";
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
    selectedProviders,
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
        <Box
          as="section"
          ref={setBar}
          aria-labelledby={titleId}
          position="fixed"
          insetX="0"
          bottom="0"
          zIndex="sticky"
          bg="white"
          borderTopWidth="2px"
          borderColor="brand.solid"
          boxShadow="0 -4px 16px rgba(0, 0, 0, 0.12)"
          data-compare-bar=""
        >
          <Box maxW="1280px" mx="auto" px={{ base: "4", md: "8" }} py="3">
            <Flex align="center" gap={{ base: "2", md: "4" }} wrap="wrap">
              <Text
                id={titleId}
                fontWeight="bold"
                fontSize="lg"
                me="auto"
                aria-live="polite"
                data-compare-bar-text=""
              >
                {compareBarText(count, limit)}
              </Text>
              <Button
                hideFrom="lg"
                variant="outline"
                minH="11"
                borderColor="brand.solid"
                color="brand.text"
                aria-expanded={expanded}
                aria-controls={listId}
                onClick={() => setExpanded((value) => !value)}
              >
                {expanded ? "Hide selected" : `Show selected (${count})`}
              </Button>
              <Button
                variant="plain"
                minH="11"
                color="brand.text"
                textDecoration="underline"
                onClick={clear}
              >
                Clear all
              </Button>
              <Button
                minH="11"
                px="6"
                bg="brand.solid"
                color="brand.contrast"
                _hover={{ bg: "brand.solidHover" }}
                disabled={!enabled}
                onClick={openModal}
                onPointerEnter={() => void loadCompareModal()}
                onFocus={() => void loadCompareModal()}
              >
                Compare
              </Button>
            </Flex>
            <chakra.ul
              id={listId}
              listStyleType="none"
              m="0"
              p="0"
              mt="3"
              gap="3"
              flexWrap="wrap"
              display={{ base: expanded ? "flex" : "none", lg: "flex" }}
              aria-label="Selected communities"
            >
              {selectedProviders.map((provider) => {
                const image = cardImageFor(provider);
                return (
                  <chakra.li
                    key={provider.id}
                    display="flex"
                    alignItems="center"
                    gap="2"
                    borderWidth="1px"
                    borderColor="gray.300"
                    borderRadius="md"
                    ps="2"
                    maxW={{ base: "100%", lg: "280px" }}
                  >
                    {/* eslint-disable-next-line @next/next/no-img-element -- 48 px thumbnail */}
                    <img
                      src={image.src}
                      alt=""
                      width={48}
                      height={48}
                      loading="lazy"
                      style={{ width: 48, height: 48, objectFit: "cover", borderRadius: 4 }}
                    />
                    <Text flex="1" minW="0" truncate title={provider.name}>
                      {provider.name}
                    </Text>
                    <Button
                      variant="ghost"
                      minW="11"
                      minH="11"
                      px="2"
                      color="brand.text"
                      aria-label={`Remove ${provider.name} from the comparison`}
                      onClick={() => remove(provider.id)}
                    >
                      <span aria-hidden="true">✕</span>
                    </Button>
                  </chakra.li>
                );
              })}
            </chakra.ul>
          </Box>
        </Box>
      ) : null}
      {dialogs}
    </>
  );
}
