"use client";

import { Box, Button, Flex, Heading, Link, Text, chakra } from "@chakra-ui/react";
import { cardImageFor } from "@web/rules/placeholderImage";
import { priceDisplay } from "@web/rules/priceDisplay";
import { ratingDisplay } from "@web/rules/ratingDisplay";
import type { CompareProviderItem } from "./CompareProvider";

/** How many amenities a compare card lists (the rest are on the provider page). */
export const COMPARE_CARD_AMENITIES = 6;

/** The provider's amenity names, de-duplicated, in the directory's order. */
function keyAmenities(provider: CompareProviderItem): string[] {
  const names: string[] = [];
  for (const amenity of provider.amenities ?? []) {
    const name = amenity.amenityType?.name?.trim();
    if (name && !names.includes(name)) names.push(name);
    if (names.length >= COMPARE_CARD_AMENITIES) break;
  }
  return names;
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box as="div" py="3" borderTopWidth="1px" borderColor="gray.200">
      <chakra.dt fontWeight="bold" fontSize="md" color="gray.700">
        {label}
      </chakra.dt>
      <chakra.dd m="0">{children}</chakra.dd>
    </Box>
  );
}

/**
 * One provider in the compare modal: photo (or its placeholder), name linking to the
 * provider page, rating, price, care types, key amenities and address, laid out in
 * the same order on every card so the facts line up side by side.
 */
export function CompareCard({
  provider,
  onRemove,
}: {
  provider: CompareProviderItem;
  onRemove: (id: string) => void;
}) {
  const image = cardImageFor(provider);
  const rating = ratingDisplay(provider.averageRating, provider.reviewCount);
  const price = priceDisplay(provider.startPriceInCents);
  const amenities = keyAmenities(provider);
  const careTypes = (provider.tags ?? []).filter(Boolean);
  return (
    <Flex
      as="article"
      direction="column"
      h="100%"
      borderWidth="1px"
      borderColor="gray.300"
      borderRadius="lg"
      overflow="hidden"
      bg="white"
      data-compare-card={provider.id}
    >
      {/* eslint-disable-next-line @next/next/no-img-element -- small card images, sized by CSS */}
      <img
        src={image.src}
        alt={image.alt}
        loading="lazy"
        decoding="async"
        width={400}
        height={240}
        style={{ width: "100%", height: "180px", objectFit: "cover", background: "#e2e8f0" }}
      />
      <Flex direction="column" flex="1" p="4" gap="1">
        <Heading as="h3" size="lg" lineHeight="1.3">
          <Link href={provider.path} color="brand.text" textDecoration="underline">
            {provider.name}
          </Link>
        </Heading>
        <chakra.dl m="0" flex="1">
          <Fact label="Rating">
            {rating ? (
              <Text>
                <span aria-hidden="true">{"★".repeat(rating.stars)}</span> {rating.text} out of 5 (
                {provider.reviewCount} {provider.reviewCount === 1 ? "review" : "reviews"})
              </Text>
            ) : (
              <Text>No reviews yet</Text>
            )}
          </Fact>
          <Fact label="Price">
            <Text>{price.available ? `Starting at ${price.text}` : price.text}</Text>
          </Fact>
          <Fact label="Care types">
            <Text>{careTypes.length > 0 ? careTypes.join(", ") : "Not listed"}</Text>
          </Fact>
          <Fact label="Key amenities">
            {amenities.length > 0 ? (
              <chakra.ul ps="5" m="0">
                {amenities.map((name) => (
                  <li key={name}>{name}</li>
                ))}
              </chakra.ul>
            ) : (
              <Text>Not listed</Text>
            )}
          </Fact>
          <Fact label="Address">
            <Text>{provider.address?.formattedAddress || "Not listed"}</Text>
          </Fact>
        </chakra.dl>
        <Button
          mt="2"
          variant="outline"
          minH="11"
          borderColor="brand.solid"
          color="brand.text"
          onClick={() => onRemove(provider.id)}
          aria-label={`Remove ${provider.name} from the comparison`}
        >
          Remove
        </Button>
      </Flex>
    </Flex>
  );
}
