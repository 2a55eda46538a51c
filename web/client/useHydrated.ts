import { useSyncExternalStore } from "react";

const subscribeToNothing = () => () => undefined;
const inBrowser = () => true;
const onServer = () => false;

/**
 * False while rendering on the server and while hydrating, true afterwards. A
 * component renders its server HTML until then (so hydration matches) and its
 * enhanced, interactive form after: the location box stays a plain input, the
 * results mark themselves interactive.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribeToNothing, inBrowser, onServer);
}
