import { Box, Container, Heading, Link } from "@chakra-ui/react";
import type { BlockProps } from "../types";

/** spec 2.3: links to the page's level-2 headings. */
export function TableOfContents({ block, context }: BlockProps<"tableOfContents">) {
  if (context.headings.length === 0) return null;
  const headingId = `toc-${block._key}`;
  return (
    <Container maxW="3xl" px={{ base: "4", md: "8" }} py="4" data-block="tableOfContents">
      <Box as="nav" aria-labelledby={headingId} bg="brand.subtle" borderRadius="lg" p="5">
        <Heading as="h2" id={headingId} size="md" mb="3">
          {block.heading ?? "On this page"}
        </Heading>
        <Box as="ol" ps="6" listStyleType="decimal">
          {context.headings.map((heading) => (
            <Box as="li" key={heading.id} mb="1">
              <Link href={`#${heading.id}`} color="brand.text" textDecoration="underline">
                {heading.text}
              </Link>
            </Box>
          ))}
        </Box>
      </Box>
    </Container>
  );
}
