"use client";

import { Box, Button, Text } from "@chakra-ui/react";
import { useId, useState } from "react";
import { VERIFIED_PARTNER_LABEL } from "@web/rules/verifiedPartner";
import { ICONS, StrokeIcon } from "./icons";

/**
 * The Verified Partner badge with its explanation (spec 2.3) as a toggletip: a real
 * button that shows or hides the text below it on click, tap, Enter or Space, and
 * hides it on Escape or when focus leaves. No hover-only content, so it works the
 * same by touch, keyboard and mouse; the text is in the flow (never clipped by the
 * card). Render it only where showsVerifiedPartnerBadge holds.
 */
export function VerifiedPartnerBadge({ tooltip }: { tooltip: string }) {
  const [open, setOpen] = useState(false);
  const tipId = useId();
  return (
    <Box
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) {
          event.stopPropagation();
          setOpen(false);
        }
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <Button
        size="sm"
        minH="11"
        px="3"
        variant="subtle"
        bg="brand.subtle"
        color="brand.text"
        borderRadius="full"
        fontWeight="bold"
        aria-expanded={open}
        aria-controls={tipId}
        onClick={() => setOpen((value) => !value)}
      >
        <StrokeIcon d={ICONS.verified} size={18} />
        {VERIFIED_PARTNER_LABEL}
        <StrokeIcon d={ICONS.info} size={16} />
      </Button>
      <Box id={tipId} hidden={!open} mt="2" role="note">
        <Text bg="gray.900" color="white" fontSize="sm" lineHeight="1.5" p="3" borderRadius="md">
          {tooltip}
        </Text>
      </Box>
    </Box>
  );
}
