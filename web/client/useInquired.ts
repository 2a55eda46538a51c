import { useSyncExternalStore } from "react";
import { hasInquired, subscribeToInquired } from "./inquiry";

/**
 * Whether this browser has sent a costs inquiry (spec 4/6: the `inquired` cookie),
 * re-read when an inquiry is announced; false on the server and while hydrating.
 */
export function useInquired(): boolean {
  return useSyncExternalStore(subscribeToInquired, hasInquired, () => false);
}
