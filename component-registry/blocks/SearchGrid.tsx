import { Box, Container, Heading, Text } from "@chakra-ui/react";
import { SearchForm } from "../parts/SearchForm";
import type { BlockProps } from "../types";

/**
 * The search results grid. Until the search journey lands (issue 5) it offers
 * the search form and says plainly that results are not listed here yet.
 */
export function SearchGrid({ block, context }: BlockProps<"searchGrid">) {
  return (
    <Container
      as="section"
      maxW="1280px"
      px={{ base: "4", md: "8" }}
      py="6"
      data-block="searchGrid"
    >
      <Heading as="h2" size="2xl" mb="4" color="brand.text">
        {block.heading ?? "Search results"}
      </Heading>
      <Box bg="brand.subtle" borderRadius="lg" p={{ base: "4", md: "6" }} mb="4">
        <SearchForm
          site={context.site}
          idPrefix={`grid-${block._key}`}
          careType={block.defaultCareType}
        />
      </Box>
      <Text>Search results are not available on this page yet.</Text>
    </Container>
  );
}
