import { Box, Heading } from "@chakra-ui/react";
import { BlockSection } from "../parts/BlockSection";
import { SearchForm } from "../parts/SearchForm";
import type { BlockProps } from "../types";

/** spec 2.3: a location input and a button, submitting to the site's search route. */
export function MiniSearch({ block, context }: BlockProps<"miniSearch">) {
  return (
    <BlockSection block="miniSearch">
      <Box bg="brand.subtle" borderRadius="lg" p={{ base: "4", md: "6" }}>
        {block.heading ? (
          <Heading as="h2" size="xl" mb="4" color="brand.text">
            {block.heading}
          </Heading>
        ) : null}
        <SearchForm
          site={context.site}
          idPrefix={`mini-${block._key}`}
          placeholder={block.placeholder}
          buttonLabel={block.buttonLabel}
          careType={context.query.get("care-type") ?? block.careType}
          keyword={context.query.get("keyword") ?? undefined}
          showCareType={false}
        />
      </Box>
    </BlockSection>
  );
}
