import { Box, Heading, Text } from "@chakra-ui/react";
import { BlockSection } from "../parts/BlockSection";
import type { BlockProps } from "../types";

/** Native disclosure widgets: keyboard-operable and announced without any script. */
export function FaqList({ block }: BlockProps<"faqList">) {
  const items = (block.items ?? []).filter(
    (item): item is { _id: string; question: string; answer: string } =>
      Boolean(item.question && item.answer),
  );
  if (items.length === 0) return null;
  return (
    <BlockSection block="faqList" narrow>
      <Heading as="h2" size="2xl" mb="4" color="brand.text">
        {block.heading ?? "Frequently asked questions"}
      </Heading>
      {items.map((item) => (
        <Box as="details" key={item._id} borderBottomWidth="1px" borderColor="gray.300" py="3">
          <Box as="summary" cursor="pointer" fontWeight="semibold" fontSize="lg" py="1">
            {item.question}
          </Box>
          <Text mt="2" whiteSpace="pre-line">
            {item.answer}
          </Text>
        </Box>
      ))}
    </BlockSection>
  );
}
