import { Box, Flex, Text, VisuallyHidden } from "@chakra-ui/react";
import { cardAmenities, type CategorisedAmenity } from "@web/rules/cardAmenities";
import { AmenityCategoryIcon } from "./icons";

/**
 * One icon per distinct amenity category of the provider (spec 2.3 / 9), each
 * named by its category, at most 6 and "+N more".
 */
export function AmenityIcons({ amenities }: { amenities: readonly CategorisedAmenity[] }) {
  const { shown, moreCount } = cardAmenities(amenities);
  if (shown.length === 0) return null;
  return (
    <Flex as="ul" aria-label="Amenities" listStyleType="none" gap="2" wrap="wrap" align="center">
      {shown.map((category) => (
        <Box
          as="li"
          key={category.id}
          display="inline-flex"
          alignItems="center"
          justifyContent="center"
          w="9"
          h="9"
          borderRadius="full"
          bg="brand.subtle"
          color="brand.text"
        >
          <AmenityCategoryIcon categoryId={category.id} name={category.name} />
        </Box>
      ))}
      {moreCount > 0 ? (
        <Box as="li">
          <Text fontSize="sm" color="gray.700">
            +{moreCount} more
            <VisuallyHidden> amenity categories</VisuallyHidden>
          </Text>
        </Box>
      ) : null}
    </Flex>
  );
}
