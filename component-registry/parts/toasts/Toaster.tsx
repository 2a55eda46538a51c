"use client";

import {
  Toaster,
  ToastActionTrigger,
  ToastCloseTrigger,
  ToastDescription,
  ToastIndicator,
  ToastRoot,
  ToastTitle,
  createToaster,
} from "@chakra-ui/react";
import styles from "./Toaster.module.css";
import { requestToaster, type ShowToastOptions } from "./toasts";
import { ChakraScope } from "@registry/parts/ChakraScope";

/**
 * The one toaster of the site (spec 4: only one toast at a time, a new one
 * closes the previous; spec 9: save toasts 5000 ms at the bottom, copy-link
 * toasts 3 s). Every part of the search journey shows its toasts through
 * showToast (./toasts); the layout's ToastHost mounts {@link AppToaster} on first use.
 */
const toaster = createToaster({
  placement: "bottom",
  max: 1,
  pauseOnPageIdle: true,
});

/**
 * Shows a toast after removing whichever toast is visible (spec 4: a new toast
 * closes the previous). Returns the toast id. The app calls it through
 * {@link showToast} in ./toasts, which loads this module on first use.
 */
export function showToastNow(options: ShowToastOptions): string {
  requestToaster();
  toaster.remove();
  return toaster.create({
    type: options.type,
    title: options.title,
    description: options.description,
    duration: options.duration,
    action: options.action,
    closable: options.closable ?? true,
  });
}

/** Removes any visible toast. */
export function dismissToasts(): void {
  toaster.remove();
}

// Chakra's default success green (green.600) fails WCAG AA against white text;
// these keep at least 4.5:1 and read well at the site's large base size.
type ToastColors = { bg: string; color: string; borderColor: string };
const infoColors: ToastColors = { bg: "gray.900", color: "white", borderColor: "gray.900" };
const toastColors: Record<string, ToastColors> = {
  success: { bg: "green.800", color: "white", borderColor: "green.800" },
  error: { bg: "red.700", color: "white", borderColor: "red.700" },
  info: infoColors,
};

function AppToasterContent() {
  return (
    <Toaster toaster={toaster} insetInline={{ mdDown: "4" }}>
      {(toast) => {
        const colors = toastColors[toast.type ?? "info"] ?? infoColors;
        return (
          <ToastRoot
            width={{ md: "md" }}
            role={toast.type === "error" ? "alert" : "status"}
            bg={colors.bg}
            color={colors.color}
            borderWidth="1px"
            borderColor={colors.borderColor}
            alignItems="center"
            flexWrap="wrap"
            rowGap="3"
            pe="14"
          >
            <ToastIndicator />
            <div className={styles.text}>
              {toast.title ? (
                <ToastTitle textStyle="md" fontWeight="semibold">
                  {toast.title}
                </ToastTitle>
              ) : null}
              {toast.description ? (
                <ToastDescription textStyle="md" opacity={1} display="block">
                  {toast.description}
                </ToastDescription>
              ) : null}
            </div>
            {toast.action ? (
              <ToastActionTrigger
                minH="11"
                px="4"
                textStyle="md"
                fontWeight="semibold"
                borderColor="white"
                color="inherit"
                flexShrink={0}
              >
                {toast.action.label}
              </ToastActionTrigger>
            ) : null}
            {toast.closable ? (
              <ToastCloseTrigger
                aria-label="Close notification"
                color="inherit"
                top="50%"
                transform="translateY(-50%)"
                insetEnd="2"
                minW="11"
                minH="11"
              />
            ) : null}
          </ToastRoot>
        );
      }}
    </Toaster>
  );
}

/** Mounted on the first toast, with Chakra's provider (component-registry/parts/ChakraScope). */
export function AppToaster() {
  return (
    <ChakraScope>
      <AppToasterContent />
    </ChakraScope>
  );
}
