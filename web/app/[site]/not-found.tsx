import { Container, Heading, Link, Stack, Text } from "@chakra-ui/react";
import type { Metadata } from "next";
import { NotFoundSearch } from "./NotFoundSearch";

export const metadata: Metadata = { title: "Page not found", robots: { index: false } };

export default function NotFound() {
  return (
    <Container maxW="3xl" px={{ base: "4", md: "8" }} py="16">
      <Stack gap="5">
        <Heading as="h1" size="4xl" color="brand.text">
          We couldn&apos;t find that page
        </Heading>
        <Text fontSize="lg">
          The page may have moved, or the address may have a typo. You can search for care near you
          or go back to the home page.
        </Text>
        <NotFoundSearch />
        <Link href="/" color="brand.text" textDecoration="underline" fontWeight="bold">
          Go to the home page
        </Link>
      </Stack>
    </Container>
  );
}
