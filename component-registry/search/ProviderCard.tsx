"use client";

import { Box, Button, Flex, Heading, Link, Text, VisuallyHidden } from "@chakra-ui/react";
import { useId, useMemo, type JSX, type ReactNode } from "react";
import type { ProviderSearchResult } from "@web/directory/types";
import { cardAddress } from "@web/rules/cardAddress";
import { cardLabels, cardLinks } from "@web/rules/cardLabels";
import { cardPrice } from "@web/rules/cardPrice";
import { cardRating } from "@web/rules/cardRating";
import { cardImageFor } from "@web/rules/placeholderImage";
import { visiblePromotions } from "@web/rules/promotionVisibility";
import { topRatedBadge } from "@web/rules/topRatedBadge";
import { showsVerifiedPartnerBadge, verifiedPartnerTooltip } from "@web/rules/verifiedPartner";
import { SITES, type SiteId } from "@web/site/sites";
import { AmenityIcons } from "./card/AmenityIcons";
import { CardDescription } from "./card/CardDescription";
import { CardImage } from "./card/CardImage";
import { ICONS, RatingStars, StrokeIcon } from "./card/icons";
import { PromotionBadge } from "./card/PromotionBadge";
import { TopRatedBadge } from "./card/TopRatedBadge";
import { VerifiedPartnerBadge } from "./card/VerifiedPartnerBadge";

export interface ProviderCardProps {
  provider: ProviderSearchResult;
  siteId: SiteId;
  /** The Compare checkbox (placed above the buttons). */
  compareControl?: ReactNode;
  /** The save toggle (placed on the image's top-right corner). */
  saveControl?: ReactNode;
  /** The title's heading level: 2 on a page of cards without a level-2 heading above them. */
  headingLevel?: 2 | 3;
  /**
   * Load the image eagerly with high priority: for the first cards of a page (above
   * the fold, the likely LCP element). Default false: lazy.
   */
  imagePriority?: boolean;
}

/**
 * A provider card (spec 2.3): image (photo or placeholder), badges, title link,
 * address, rating, price, description with READ MORE, amenity icons, the Compare
 * and save controls, and the Request Info / Learn More buttons. Equal height in a
 * grid row: the buttons sit at the bottom.
 */
export function ProviderCard({
  provider,
  siteId,
  compareControl,
  saveControl,
  headingLevel = 3,
  imagePriority = false,
}: ProviderCardProps): JSX.Element {
  const titleId = useId();
  const image = cardImageFor(provider);
  const address = cardAddress(provider, siteId);
  const rating = cardRating(provider.averageRating, provider.reviewCount);
  const price = cardPrice(provider.startPriceInCents);
  const labels = cardLabels(siteId);
  const links = cardLinks(provider);
  const promotions = useMemo(() => visiblePromotions(provider.promotions), [provider.promotions]);
  const topRated = topRatedBadge(provider);
  const verified = showsVerifiedPartnerBadge(provider, siteId);

  return (
    <Box
      as="article"
      aria-labelledby={titleId}
      data-provider-id={provider.id}
      display="flex"
      flexDirection="column"
      w="full"
      h="full"
      bg="white"
      borderWidth="1px"
      borderColor="gray.300"
      borderRadius="xl"
      overflow="hidden"
      boxShadow="xs"
    >
      <Box position="relative" aspectRatio={4 / 3} bg="gray.100" flexShrink={0}>
        <CardImage image={image} placeholderKey={provider.id} priority={imagePriority} />
        <PromotionBadge promotions={promotions} />
        {saveControl ? (
          <Box position="absolute" top="2" right="2" zIndex="1">
            {saveControl}
          </Box>
        ) : null}
      </Box>

      <Flex direction="column" gap="2" p={{ base: "4", md: "5" }} flex="1">
        {verified || topRated ? (
          <Flex direction="column" gap="2" align="flex-start">
            {verified ? (
              <VerifiedPartnerBadge tooltip={verifiedPartnerTooltip(SITES[siteId].brand)} />
            ) : null}
            {topRated ? <TopRatedBadge badge={topRated} /> : null}
          </Flex>
        ) : null}

        <Heading as={headingLevel === 2 ? "h2" : "h3"} id={titleId} fontSize="xl" lineHeight="1.3">
          <Link href={links.provider} color="brand.text" textDecoration="underline">
            {provider.name}
          </Link>
        </Heading>

        <Flex align="flex-start" gap="1.5" color="gray.700" data-address={address.kind}>
          <Box as="span" mt="1" flexShrink={0}>
            <StrokeIcon d={ICONS.pin} size={18} />
          </Box>
          <Text>{address.text}</Text>
        </Flex>

        {rating.rated ? (
          <Flex align="center" gap="2" wrap="wrap" data-rating={rating.ratingText}>
            <Box as="span" color="brand.accent" display="inline-flex">
              <RatingStars filled={rating.stars} />
            </Box>
            <Text aria-hidden="true">
              <Text as="span" fontWeight="bold">
                {rating.ratingText}
              </Text>{" "}
              ({rating.reviewsText})
            </Text>
            <VisuallyHidden>{rating.accessibleText}</VisuallyHidden>
          </Flex>
        ) : (
          <Text color="gray.700" data-rating="none">
            {rating.text}
          </Text>
        )}

        <Text
          fontWeight={price.available ? "bold" : "normal"}
          color={price.available ? "gray.900" : "gray.700"}
          data-price={price.available ? "available" : "none"}
        >
          {price.text}
        </Text>

        <CardDescription description={provider.description} describedBy={titleId} />

        <AmenityIcons amenities={provider.amenities} />

        <Flex direction="column" gap="3" mt="auto" pt="2">
          {compareControl ? <Box>{compareControl}</Box> : null}
          <Flex gap="2" wrap="wrap">
            <Button
              asChild
              variant="outline"
              borderColor="brand.solid"
              color="brand.text"
              size="lg"
              flex="1 1 auto"
            >
              <a href={links.requestInfo} aria-describedby={titleId}>
                {labels.requestInfo}
              </a>
            </Button>
            <Button
              asChild
              bg="brand.solid"
              color="brand.contrast"
              _hover={{ bg: "brand.solidHover" }}
              size="lg"
              flex="1 1 auto"
            >
              <a href={links.provider} aria-describedby={titleId}>
                {labels.learnMore}
              </a>
            </Button>
          </Flex>
        </Flex>
      </Flex>
    </Box>
  );
}
