"use client";

import { Box, Button, Flex, Text } from "@chakra-ui/react";
import { useId, useState } from "react";
import { topRatedYearsDisplay } from "@web/rules/topRatedYears";

/** The award years of a top-rated badge with its View More / View Less toggle. */
export function TopRatedYears({ years }: { years: readonly number[] }) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const display = topRatedYearsDisplay(years, expanded);
  return (
    <Box>
      <Flex as="ul" id={listId} gap="2" wrap="wrap" listStyleType="none" aria-label="Award years">
        {display.shown.map((year) => (
          <Box
            as="li"
            key={year}
            bg="brand.subtle"
            color="brand.text"
            px="3"
            py="1"
            borderRadius="full"
            fontWeight="bold"
          >
            {year}
          </Box>
        ))}
      </Flex>
      {display.moreCount > 0 ? <Text mt="2">+{display.moreCount} more</Text> : null}
      {display.toggleLabel ? (
        <Button
          variant="plain"
          color="brand.text"
          textDecoration="underline"
          px="0"
          mt="1"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((value) => !value)}
        >
          {display.toggleLabel}
        </Button>
      ) : null}
    </Box>
  );
}
