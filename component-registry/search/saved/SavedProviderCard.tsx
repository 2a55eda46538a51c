"use client";

import { Box, Flex, Heading, Link, Text } from "@chakra-ui/react";
import type { ProviderSearchResult } from "@web/directory/types";
import type { SiteId } from "@web/site/sites";
import type { SaveOutcome } from "./SavedProvidersProvider";
import { SaveToggle } from "./SaveToggle";

/**
 * TEMPORARY: a plain card for the saved list until
 * component-registry/search/ProviderCard.tsx lands; then this renders
 * <ProviderCard provider siteId saveControl headingLevel={2} />.
 */
export function SavedProviderCard({
  provider,
  onToggle,
}: {
  provider: ProviderSearchResult;
  siteId: SiteId;
  onToggle?: (outcome: SaveOutcome) => void;
}) {
  return (
    <Box as="article" borderWidth="1px" borderColor="gray.300" borderRadius="lg" p="5" h="full">
      <Flex justify="space-between" align="flex-start" gap="3">
        <Heading as="h2" size="lg">
          <Link href={provider.path} color="brand.text">
            {provider.name}
          </Link>
        </Heading>
        <SaveToggle provider={provider} onToggle={onToggle} />
      </Flex>
      <Text mt="2">{provider.address.formattedAddress}</Text>
    </Box>
  );
}
