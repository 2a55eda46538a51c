/** @jest-environment jsdom */
import {
  BEACON_BATCH_SIZE,
  BEACON_FLUSH_MS,
  setTrackingContext,
  TRACKER_MAX_RETRIES,
  TRACKER_RETRY_INTERVAL_MS,
  installFirstPartyTracker,
  track,
} from "@web/client/tracker";

describe("track (spec 9: retry every 500 ms, at most 5 times)", () => {
  let warn: jest.SpyInstance;

  beforeEach(() => {
    jest.useFakeTimers();
    delete window.analyticsTracker;
    delete window.__trackedEvents;
    warn = jest.spyOn(console, "warn").mockImplementation(() => {});
  });

  afterEach(() => {
    jest.useRealTimers();
    warn.mockRestore();
  });

  it("uses the spec's constants", () => {
    expect(TRACKER_RETRY_INTERVAL_MS).toBe(500);
    expect(TRACKER_MAX_RETRIES).toBe(5);
  });

  it("sends at once when the tracker is loaded", () => {
    const send = jest.fn();
    window.analyticsTracker = { track: send };
    track("favourited", { providerId: "p-1" });
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith("favourited", { providerId: "p-1" });
    expect(jest.getTimerCount()).toBe(0);
  });

  it("checks again every 500 ms, 5 times, then drops the event", () => {
    let lookups = 0;
    Object.defineProperty(window, "analyticsTracker", {
      configurable: true,
      get() {
        lookups += 1;
        return undefined;
      },
    });
    try {
      track("search submitted");
      expect(lookups).toBe(1);
      for (let retry = 1; retry <= TRACKER_MAX_RETRIES; retry += 1) {
        jest.advanceTimersByTime(TRACKER_RETRY_INTERVAL_MS - 1);
        expect(lookups).toBe(retry);
        jest.advanceTimersByTime(1);
        expect(lookups).toBe(retry + 1);
      }
      // 1 attempt + 5 retries; nothing more is scheduled.
      expect(jest.getTimerCount()).toBe(0);
      jest.advanceTimersByTime(10_000);
      expect(lookups).toBe(1 + TRACKER_MAX_RETRIES);
      expect(warn).toHaveBeenCalledTimes(1);
      expect(JSON.parse(String(warn.mock.calls[0]![0]))).toMatchObject({
        level: "warn",
        event: "analytics-event-dropped",
        analyticsEvent: "search submitted",
      });
    } finally {
      delete (window as { analyticsTracker?: unknown }).analyticsTracker;
    }
  });

  it("delivers the event once the tracker appears within the retries", () => {
    track("unfavourited", { providerId: "p-9" });
    jest.advanceTimersByTime(3 * TRACKER_RETRY_INTERVAL_MS);
    const tracker = installFirstPartyTracker();
    const send = jest.spyOn(tracker, "track");
    jest.advanceTimersByTime(TRACKER_RETRY_INTERVAL_MS);
    expect(send).toHaveBeenCalledTimes(1);
    expect(window.__trackedEvents).toEqual([
      { event: "unfavourited", properties: { providerId: "p-9" }, at: expect.any(String) },
    ]);
    jest.advanceTimersByTime(10 * TRACKER_RETRY_INTERVAL_MS);
    expect(window.__trackedEvents).toHaveLength(1);
  });

  it("does not deliver an event whose retries ran out before the tracker appeared", () => {
    track("location comparison viewed");
    jest.advanceTimersByTime(TRACKER_MAX_RETRIES * TRACKER_RETRY_INTERVAL_MS);
    installFirstPartyTracker();
    jest.advanceTimersByTime(10_000);
    expect(window.__trackedEvents ?? []).toEqual([]);
  });

  it("the last retry, at 2.5 s, still delivers", () => {
    track("favourited");
    jest.advanceTimersByTime(TRACKER_MAX_RETRIES * TRACKER_RETRY_INTERVAL_MS - 1);
    installFirstPartyTracker();
    jest.advanceTimersByTime(1);
    expect(window.__trackedEvents?.map((e) => e.event)).toEqual(["favourited"]);
  });

  it("never throws when the tracker does", () => {
    window.analyticsTracker = {
      track: () => {
        throw new Error("vendor bug");
      },
    };
    expect(() => track("favourited")).not.toThrow();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(warn.mock.calls[0]![0]))).toMatchObject({
      event: "analytics-send-failed",
      analyticsEvent: "favourited",
      error: "Error: vendor bug",
    });
  });

  it("keeps an existing tracker rather than replacing it", () => {
    const vendor = { track: jest.fn() };
    window.analyticsTracker = vendor;
    expect(installFirstPartyTracker()).toBe(vendor);
    expect(window.analyticsTracker).toBe(vendor);
  });
});

describe("the first-party tracker (spec 7: dataLayer, beacon batches)", () => {
  beforeEach(() => {
    jest.useFakeTimers();
    delete window.analyticsTracker;
    delete window.__trackedEvents;
    delete window.dataLayer;
  });
  afterEach(() => jest.useRealTimers());

  it("pushes each event to window.dataLayer with the page context", () => {
    installFirstPartyTracker();
    setTrackingContext({ site: "main", pageType: "content" });
    track("page view", { path: "/about" });
    expect(window.dataLayer).toEqual([
      { event: "page view", site: "main", pageType: "content", path: "/about" },
    ]);
  });

  it("sends nothing over the network without an endpoint", () => {
    const sendBeacon = jest.fn();
    Object.defineProperty(navigator, "sendBeacon", { configurable: true, value: sendBeacon });
    installFirstPartyTracker(window, { endpoint: null });
    for (let i = 0; i < BEACON_BATCH_SIZE + 1; i += 1) track("scroll");
    jest.advanceTimersByTime(BEACON_FLUSH_MS);
    expect(sendBeacon).not.toHaveBeenCalled();
  });

  it("batches events to the endpoint with sendBeacon, by count and by time", async () => {
    const sendBeacon = jest.fn().mockReturnValue(true);
    Object.defineProperty(navigator, "sendBeacon", { configurable: true, value: sendBeacon });
    installFirstPartyTracker(window, { endpoint: "/collect" });
    for (let i = 0; i < BEACON_BATCH_SIZE; i += 1) track("dwell", { i });
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [url, blob] = sendBeacon.mock.calls[0] as [string, Blob];
    expect(url).toBe("/collect");
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blob);
    });
    const body = JSON.parse(text) as { events: unknown[] };
    expect(body.events).toHaveLength(BEACON_BATCH_SIZE);
    track("scroll");
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(BEACON_FLUSH_MS);
    expect(sendBeacon).toHaveBeenCalledTimes(2);
  });
});
