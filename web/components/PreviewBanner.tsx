import { Box, Container, Flex, Link, Text } from "@chakra-ui/react";

/**
 * Shown on every page in draft mode so editors never mistake a preview for the live site. Exit
 * returns to the page the editor was on (the disable route reads the referrer).
 */
export function PreviewBanner() {
  return (
    <Box
      bg="orange.200"
      color="gray.900"
      borderBottomWidth="2px"
      borderColor="orange.600"
      role="region"
      aria-label="Preview mode"
    >
      <Container maxW="1280px" px={{ base: "4", md: "8" }} py="2">
        <Flex gap="4" align="center" justify="space-between" wrap="wrap">
          <Text fontWeight="bold">Preview: you are viewing draft content.</Text>
          <Link
            href="/api/draft-mode/disable"
            fontWeight="bold"
            textDecoration="underline"
            color="gray.900"
          >
            Exit preview
          </Link>
        </Flex>
      </Container>
    </Box>
  );
}
