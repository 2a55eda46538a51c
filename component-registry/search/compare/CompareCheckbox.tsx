"use client";

import { chakra } from "@chakra-ui/react";
import type { ProviderSearchResult } from "@web/directory/types";
import { useCompare } from "./CompareProvider";

/**
 * The card's Compare checkbox (spec 2.3, 4): a native checkbox, so it is announced,
 * toggled with Space and submitted like any other. It reads 'Compare' on screen and
 * 'Compare {provider name}' to assistive technology (the visible word comes first,
 * WCAG 2.5.3). At the limit the add is refused: the box stays unchecked and the
 * 'Too many selections' dialog opens.
 */
export function CompareCheckbox({ provider }: { provider: ProviderSearchResult }) {
  const { isSelected, add, remove } = useCompare();
  const checked = isSelected(provider.id);
  return (
    <chakra.label
      display="inline-flex"
      alignItems="center"
      gap="2"
      minH="11"
      pe="2"
      cursor="pointer"
      fontWeight="semibold"
      color="brand.text"
      data-compare-checkbox={provider.id}
    >
      <chakra.input
        type="checkbox"
        checked={checked}
        onChange={(event) => {
          if (event.currentTarget.checked) add(provider);
          else remove(provider.id);
        }}
        aria-label={`Compare ${provider.name}`}
        w="6"
        h="6"
        m="0"
        flexShrink={0}
        cursor="pointer"
        accentColor="brand.solid"
        _focusVisible={{ outline: "3px solid", outlineColor: "brand.focus", outlineOffset: "2px" }}
      />
      <span>Compare</span>
    </chakra.label>
  );
}
