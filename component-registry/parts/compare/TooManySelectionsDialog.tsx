"use client";

import { Dialog, Portal } from "@chakra-ui/react";
import { useRef } from "react";
import {
  TOO_MANY_SELECTIONS_TITLE,
  tooManySelectionsText,
} from "@web/rules/search/compareSelection";
import { useCompare } from "./CompareProvider";
import styles from "./TooManySelectionsDialog.module.css";
import { ChakraScope } from "@registry/parts/ChakraScope";

/**
 * spec 8 "Too many compare selections": an alert dialog 'Too many selections' with
 * 'You can only compare 4 communities at a time.' (the site's limit) and Continue,
 * which closes it. Focus starts on Continue and returns to the checkbox after.
 */
function TooManySelectionsDialogContent() {
  const { limit, isLimitDialogOpen, closeLimitDialog } = useCompare();
  const continueRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root
      role="alertdialog"
      open={isLimitDialogOpen}
      onOpenChange={(details) => {
        if (!details.open) closeLimitDialog();
      }}
      initialFocusEl={() => continueRef.current}
      placement="center"
      size={{ base: "xs", md: "sm" }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content data-too-many-selections="">
            <Dialog.Header>
              <Dialog.Title fontSize="xl">{TOO_MANY_SELECTIONS_TITLE}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <p className={styles.text}>{tooManySelectionsText(limit)}</p>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <button ref={continueRef} type="button" className={styles.continue}>
                  Continue
                </button>
              </Dialog.ActionTrigger>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** Loaded on first use, with Chakra's provider (component-registry/parts/ChakraScope). */
export default function TooManySelectionsDialog() {
  return (
    <ChakraScope>
      <TooManySelectionsDialogContent />
    </ChakraScope>
  );
}
