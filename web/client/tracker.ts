/**
 * The one analytics sender of the site (spec 4 "Analytics sender", spec 9
 * "Analytics retry every 500 ms, at most 5 times").
 *
 * Events go through the global `window.analyticsTracker.track`. While that
 * tracker is not loaded yet, the send is retried every 500 ms, at most 5 times
 * (so 6 attempts in all: now, then at 0.5, 1, 1.5, 2 and 2.5 s); after that
 * the event is dropped. No third-party script is needed: the site installs a
 * first-party tracker ({@link installFirstPartyTracker}, mounted by
 * component-registry/parts/TrackerScript.tsx) that records events in
 * `window.__trackedEvents`, where tests observe them. A real vendor script
 * would define `window.analyticsTracker` instead.
 */

import { describeError, log } from "@web/lib/log";

type AnalyticsEvent =
  "search submitted" | "location comparison viewed" | "favourited" | "unfavourited";

type TrackProperties = Record<string, unknown>;

interface AnalyticsTracker {
  track(event: string, properties: TrackProperties): void;
}

interface TrackedEvent {
  event: string;
  properties: TrackProperties;
  /** ISO timestamp of when the tracker received it. */
  at: string;
}

declare global {
  interface Window {
    analyticsTracker?: AnalyticsTracker;
    __trackedEvents?: TrackedEvent[];
  }
}

export const TRACKER_RETRY_INTERVAL_MS = 500;
export const TRACKER_MAX_RETRIES = 5;

function loadedTracker(): AnalyticsTracker | null {
  const tracker = typeof window === "undefined" ? undefined : window.analyticsTracker;
  return tracker && typeof tracker.track === "function" ? tracker : null;
}

function attempt(event: string, properties: TrackProperties, retriesDone: number): void {
  const tracker = loadedTracker();
  if (tracker) {
    try {
      tracker.track(event, properties);
    } catch (error) {
      log.warn("analytics-send-failed", { analyticsEvent: event, ...describeError(error) });
    }
    return;
  }
  if (retriesDone >= TRACKER_MAX_RETRIES) {
    log.warn("analytics-event-dropped", {
      analyticsEvent: event,
      message: `tracker not loaded after ${TRACKER_MAX_RETRIES} retries`,
    });
    return;
  }
  setTimeout(() => attempt(event, properties, retriesDone + 1), TRACKER_RETRY_INTERVAL_MS);
}

/**
 * Sends an analytics event; never throws. On the server it does nothing.
 * Event names used by the search journey: 'search submitted', 'location
 * comparison viewed', 'favourited', 'unfavourited'.
 */
export function track(
  event: AnalyticsEvent | (string & {}),
  properties: TrackProperties = {},
): void {
  if (typeof window === "undefined") return;
  attempt(event, { ...properties }, 0);
}

/**
 * Installs the first-party tracker unless one is already there: it records
 * every event in `window.__trackedEvents` and sends nothing over the network.
 */
export function installFirstPartyTracker(target: Window = window): AnalyticsTracker {
  if (target.analyticsTracker && typeof target.analyticsTracker.track === "function") {
    return target.analyticsTracker;
  }
  const tracker: AnalyticsTracker = {
    track(event, properties) {
      (target.__trackedEvents ??= []).push({ event, properties, at: new Date().toISOString() });
    },
  };
  target.analyticsTracker = tracker;
  return tracker;
}
