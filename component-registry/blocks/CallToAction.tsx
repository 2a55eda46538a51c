import { Box, Flex, Heading, Link, Text } from "@chakra-ui/react";
import { BlockSection } from "../parts/BlockSection";
import type { BlockProps } from "../types";

export function CallToAction({ block, context }: BlockProps<"callToAction">) {
  const phone = block.showPhone ? context.settings?.phone : null;
  return (
    <BlockSection block="callToAction">
      <Box bg="brand.solid" color="brand.contrast" borderRadius="lg" p={{ base: "6", md: "10" }}>
        <Heading as="h2" size="2xl" mb="3">
          {block.heading}
        </Heading>
        {block.body ? (
          <Text fontSize="lg" mb="5" maxW="3xl">
            {block.body}
          </Text>
        ) : null}
        <Flex gap="4" wrap="wrap" align="center">
          {block.link?.url ? (
            <Link
              href={block.link.url}
              bg="white"
              color="brand.text"
              px="6"
              py="3"
              borderRadius="md"
              fontWeight="bold"
              _hover={{ textDecoration: "none", bg: "gray.100" }}
            >
              {block.buttonLabel ?? context.settings?.ctaDefaults?.text ?? "Get Costs"}
            </Link>
          ) : null}
          {phone ? (
            <Link
              href={`tel:${phone.replace(/\D/g, "")}`}
              color="white"
              fontWeight="bold"
              textDecoration="underline"
            >
              Call a Family Advisor: {phone}
            </Link>
          ) : null}
        </Flex>
      </Box>
    </BlockSection>
  );
}
