"use client";

import { Box, Button, Flex, IconButton, Text } from "@chakra-ui/react";
import { useEffect, useId, useRef, useState } from "react";
import type { Promotion } from "@web/directory/types";
import { promotionTimeLeftLabel } from "@web/rules/promotionVisibility";
import { ICONS, StrokeIcon } from "./icons";

export const PROMOTION_BADGE_LABEL = "Special offer";

/**
 * The promotion badge (spec 4: a collapsed badge expands into a card on click, and
 * a close button collapses it). Render it inside a `position: relative` box (the
 * card image): the badge sits in its top-left corner and the panel covers the box,
 * so opening it moves nothing else on the page. Opening moves focus into the panel;
 * closing (close button, the badge again, or Escape) returns focus to the badge.
 * Pass only visible promotions (visiblePromotions).
 */
export function PromotionBadge({ promotions }: { promotions: readonly Promotion[] }) {
  const [open, setOpen] = useState(false);
  const badgeRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const wasOpen = useRef(false);
  const panelId = useId();
  const titleId = useId();

  useEffect(() => {
    if (open) panelRef.current?.focus();
    else if (wasOpen.current) badgeRef.current?.focus();
    wasOpen.current = open;
  }, [open]);

  if (promotions.length === 0) return null;

  return (
    <>
      <Box position="absolute" top="2" left="2" zIndex="1">
        <Button
          ref={badgeRef}
          size="sm"
          minH="11"
          px="3"
          borderRadius="full"
          bg="brand.accent"
          color="white"
          fontWeight="bold"
          boxShadow="md"
          _hover={{ bg: "brand.solidHover" }}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
        >
          <StrokeIcon d={ICONS.tag} size={18} />
          {PROMOTION_BADGE_LABEL}
        </Button>
      </Box>
      <Box
        ref={panelRef}
        id={panelId}
        role="region"
        aria-labelledby={titleId}
        tabIndex={-1}
        hidden={!open}
        position="absolute"
        inset="0"
        zIndex="2"
        bg="white"
        borderBottomWidth="1px"
        borderColor="gray.300"
        p="4"
        overflowY="auto"
        onKeyDown={(event) => {
          if (event.key === "Escape") {
            event.stopPropagation();
            setOpen(false);
          }
        }}
      >
        <Flex justify="space-between" align="flex-start" gap="2" mb="2">
          <Text id={titleId} fontWeight="bold" fontSize="lg" color="brand.text">
            {PROMOTION_BADGE_LABEL}
          </Text>
          <IconButton
            aria-label="Close special offer"
            variant="ghost"
            size="sm"
            minW="11"
            minH="11"
            onClick={() => setOpen(false)}
          >
            <StrokeIcon d={ICONS.close} />
          </IconButton>
        </Flex>
        {open
          ? promotions.map((promotion, index) => {
              const timeLeft = promotionTimeLeftLabel(promotion);
              return (
                <Box key={index} mb="3">
                  <Text whiteSpace="pre-line">{promotion.externalPromotionText}</Text>
                  {timeLeft ? (
                    <Text mt="1" fontWeight="bold" color="brand.accent">
                      {timeLeft}
                    </Text>
                  ) : null}
                </Box>
              );
            })
          : null}
      </Box>
    </>
  );
}
