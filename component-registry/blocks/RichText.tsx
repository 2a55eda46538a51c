import { Box, Heading, Link, Text } from "@chakra-ui/react";
import { BlockSection } from "../parts/BlockSection";
import { PortableText, type PortableTextComponents } from "@portabletext/react";
import type { BlockProps, PageHeading } from "../types";

function components(headings: readonly PageHeading[]): PortableTextComponents {
  const idOf = (key: string | undefined) => headings.find((heading) => heading.key === key)?.id;
  return {
    block: {
      normal: ({ children }) => <Text mb="4">{children}</Text>,
      h2: ({ children, value }) => (
        <Heading
          as="h2"
          id={idOf(value._key)}
          size="2xl"
          mt="8"
          mb="3"
          color="brand.text"
          scrollMarginTop="24"
        >
          {children}
        </Heading>
      ),
      h3: ({ children }) => (
        <Heading as="h3" size="lg" mt="6" mb="2">
          {children}
        </Heading>
      ),
      blockquote: ({ children }) => (
        <Box
          as="blockquote"
          borderStartWidth="4px"
          borderColor="brand.solid"
          ps="4"
          my="4"
          fontStyle="italic"
        >
          {children}
        </Box>
      ),
    },
    list: {
      bullet: ({ children }) => (
        <Box as="ul" ps="6" mb="4" listStyleType="disc">
          {children}
        </Box>
      ),
      number: ({ children }) => (
        <Box as="ol" ps="6" mb="4" listStyleType="decimal">
          {children}
        </Box>
      ),
    },
    listItem: ({ children }) => (
      <Box as="li" mb="1">
        {children}
      </Box>
    ),
    marks: {
      link: ({ children, value }) => {
        const href = typeof value?.href === "string" ? value.href : "#";
        const external = /^https?:\/\//.test(href);
        return (
          <Link
            href={href}
            color="brand.text"
            textDecoration="underline"
            {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
          >
            {children}
          </Link>
        );
      },
    },
  };
}

export function RichText({ block, context }: BlockProps<"richText">) {
  return (
    <BlockSection block="richText" narrow py="4">
      <PortableText value={block.body ?? []} components={components(context.headings)} />
    </BlockSection>
  );
}
