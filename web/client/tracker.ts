/**
 * The one analytics sender of the site (spec 4 "Analytics sender", spec 9
 * "Analytics retry every 500 ms, at most 5 times").
 *
 * Events go through the global `window.analyticsTracker.track`. While that
 * tracker is not loaded yet, the send is retried every 500 ms, at most 5 times
 * (so 6 attempts in all: now, then at 0.5, 1, 1.5, 2 and 2.5 s); after that
 * the event is dropped. No third-party script is needed: the site installs a
 * first-party tracker ({@link installFirstPartyTracker}, mounted by
 * component-registry/parts/TrackerScript.tsx) that pushes each event to
 * `window.dataLayer` (the tag-manager convention: `{event, ...properties}`), records it
 * in `window.__trackedEvents`, and, when the server names an ANALYTICS_ENDPOINT, sends
 * events in batches with `navigator.sendBeacon`. A vendor script may define
 * `window.analyticsTracker` instead. The event catalogue is docs/analytics.md.
 */

import { describeError, log } from "@web/lib/log";

/** spec 7: every event the site sends (docs/analytics.md lists each payload). */
export const ANALYTICS_EVENTS = [
  "page view",
  "session start",
  "dwell",
  "scroll",
  "web vitals",
  "form focus",
  "form step",
  "form submitted",
  "inquiry submitted",
  "search step",
  "search submitted",
  "location comparison viewed",
  "favourited",
  "unfavourited",
] as const;
export type AnalyticsEvent = (typeof ANALYTICS_EVENTS)[number];

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
    dataLayer?: Record<string, unknown>[];
  }
}

/**
 * What the page-tracking wrapper knows about the page (page type, site, page id) and the
 * session id: added to every event sent after it is set.
 */
let pageContext: TrackProperties = {};

export function setTrackingContext(context: TrackProperties): void {
  pageContext = { ...pageContext, ...context };
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
  attempt(event, { ...pageContext, ...properties }, 0);
}

/** Beacon batches: sent when this many events wait, or after this pause, or on page hide. */
export const BEACON_BATCH_SIZE = 10;
export const BEACON_FLUSH_MS = 5_000;

function beaconSender(target: Window, endpoint: string) {
  let queue: TrackedEvent[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    if (queue.length === 0) return;
    const body = JSON.stringify({ events: queue });
    queue = [];
    const nav = target.navigator;
    if (typeof nav?.sendBeacon === "function") {
      nav.sendBeacon(endpoint, new Blob([body], { type: "application/json" }));
    }
  };
  target.addEventListener("pagehide", flush);
  target.document?.addEventListener("visibilitychange", () => {
    if (target.document.visibilityState === "hidden") flush();
  });
  return (entry: TrackedEvent) => {
    queue.push(entry);
    if (queue.length >= BEACON_BATCH_SIZE) flush();
    else timer ??= setTimeout(flush, BEACON_FLUSH_MS);
  };
}

/**
 * Installs the first-party tracker unless one is already there: it pushes every event to
 * `window.dataLayer`, records it in `window.__trackedEvents`, and batches it to `endpoint`
 * with sendBeacon when one is given (nothing goes over the network otherwise).
 */
export function installFirstPartyTracker(
  target: Window = window,
  { endpoint }: { endpoint?: string | null } = {},
): AnalyticsTracker {
  if (target.analyticsTracker && typeof target.analyticsTracker.track === "function") {
    return target.analyticsTracker;
  }
  const beacon = endpoint ? beaconSender(target, endpoint) : null;
  const tracker: AnalyticsTracker = {
    track(event, properties) {
      const entry = { event, properties, at: new Date().toISOString() };
      (target.dataLayer ??= []).push({ ...properties, event });
      (target.__trackedEvents ??= []).push(entry);
      beacon?.(entry);
    },
  };
  target.analyticsTracker = tracker;
  return tracker;
}
