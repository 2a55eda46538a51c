import { Box, Heading, Link, SimpleGrid, Text } from "@chakra-ui/react";
import { BlockSection } from "../parts/BlockSection";
import { TopRatedYears } from "../parts/TopRatedYears";
import type { BlockProps } from "../types";

/** spec 2.3: the top-rated badge links to /bestseniorliving/. */
const TOP_RATED_HREF = "/bestseniorliving/";

export function BadgeShowcase({ block, context }: BlockProps<"badgeShowcase">) {
  const badges = (block.badges ?? []).filter(
    // spec 2.3: the Verified Partner badge appears on the main site only.
    (badge) => badge.kind !== "verifiedPartner" || context.site.id === "main",
  );
  return (
    <BlockSection block="badgeShowcase" py="8">
      <Heading as="h2" size="2xl" mb="5" color="brand.text">
        {block.heading}
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="5">
        {badges.map((badge) => (
          <Box key={badge._key} borderWidth="1px" borderColor="gray.300" borderRadius="lg" p="5">
            <Heading as="h3" size="lg" mb="2">
              {badge.kind === "topRated" ? (
                <Link href={TOP_RATED_HREF} color="brand.text" textDecoration="underline">
                  {badge.title}
                </Link>
              ) : (
                badge.title
              )}
            </Heading>
            {badge.description ? <Text mb="3">{badge.description}</Text> : null}
            {badge.years && badge.years.length > 0 ? <TopRatedYears years={badge.years} /> : null}
          </Box>
        ))}
      </SimpleGrid>
    </BlockSection>
  );
}
