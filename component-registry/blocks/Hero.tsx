import { Box, Container, Heading, Link, Stack, Text } from "@chakra-ui/react";
import { SearchForm } from "../parts/SearchForm";
import type { BlockProps } from "../types";

export function Hero({ block, context }: BlockProps<"hero">) {
  return (
    <Box as="section" bg="brand.subtle" py={{ base: "10", md: "16" }} data-block="hero">
      <Container maxW="1280px" px={{ base: "4", md: "8" }}>
        <Stack gap="4" maxW="3xl">
          {block.eyebrow ? (
            <Text
              color="brand.accent"
              fontWeight="bold"
              textTransform="uppercase"
              letterSpacing="wide"
            >
              {block.eyebrow}
            </Text>
          ) : null}
          <Heading as="h1" size={{ base: "3xl", md: "5xl" }} color="brand.text" lineHeight="1.15">
            {block.heading}
          </Heading>
          {block.subheading ? <Text fontSize="xl">{block.subheading}</Text> : null}
          {block.cta?.label && block.cta.link?.url ? (
            <Link
              href={block.cta.link.url}
              alignSelf="flex-start"
              bg="brand.solid"
              color="brand.contrast"
              px="6"
              py="3"
              borderRadius="md"
              fontWeight="bold"
              _hover={{ bg: "brand.solidHover", textDecoration: "none" }}
            >
              {block.cta.label}
            </Link>
          ) : null}
        </Stack>
        {block.showSearch ? (
          <Box
            mt="8"
            maxW="4xl"
            bg="white"
            p={{ base: "4", md: "6" }}
            borderRadius="lg"
            boxShadow="md"
          >
            <SearchForm site={context.site} idPrefix={`hero-${block._key}`} />
          </Box>
        ) : null}
      </Container>
    </Box>
  );
}
