"use client";

import { useEffect } from "react";
import { installFirstPartyTracker } from "@web/client/tracker";

/**
 * Installs the site's first-party analytics tracker once the page is
 * interactive (web/client/tracker.ts): events go to `window.dataLayer`, and to
 * `endpoint` in sendBeacon batches when the server sets ANALYTICS_ENDPOINT. Events
 * sent before that are retried by `track` (every 500 ms, at most 5 times).
 * Renders nothing; mount once in the layout.
 */
export function TrackerScript({ endpoint = null }: { endpoint?: string | null }) {
  useEffect(() => {
    installFirstPartyTracker(window, { endpoint });
  }, [endpoint]);
  return null;
}
