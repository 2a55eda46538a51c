import { Box, Flex, Link } from "@chakra-ui/react";
import type { TopRatedBadge as TopRatedBadgeData } from "@web/rules/topRatedBadge";
import { TopRatedYears } from "../../parts/TopRatedYears";
import { ICONS, StrokeIcon } from "./icons";

export const TOP_RATED_LABEL = "Caring Stars Top Rated";

/**
 * The top-rated (Caring Stars) badge (spec 2.3): links to /bestseniorliving/ and
 * lists the awarded years with TopRatedYears (latest 3; View More / View Less
 * beyond 3; '+N more' beyond 10).
 */
export function TopRatedBadge({ badge }: { badge: TopRatedBadgeData }) {
  return (
    <Box fontSize="sm" data-badge="top-rated">
      <Flex align="center" gap="1.5" minH="8">
        <Box as="span" color="brand.accent" display="inline-flex">
          <StrokeIcon d={ICONS.award} size={20} />
        </Box>
        <Link href={badge.href} color="brand.text" fontWeight="bold" textDecoration="underline">
          {TOP_RATED_LABEL}
        </Link>
      </Flex>
      {badge.years.length > 0 ? <TopRatedYears years={badge.years} /> : null}
    </Box>
  );
}
