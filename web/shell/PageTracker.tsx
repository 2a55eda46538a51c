"use client";

import { useReportWebVitals } from "next/web-vitals";
import { useEffect } from "react";
import { anonIdOf, localStorageOrNull } from "@web/client/attribution";
import { extendSessionOnUnload, touchSession } from "@web/client/session";
import { setTrackingContext, track } from "@web/client/tracker";

/** spec 9: the dwell event fires after 30 s on the page. */
export const DWELL_MS = 30_000;

function formIdOf(form: HTMLFormElement): string {
  return (
    form.dataset.inquiryForm ??
    form.getAttribute("aria-label") ??
    form.id ??
    form.getAttribute("action") ??
    "form"
  );
}

/**
 * The page-tracking wrapper (spec 2.3, spec 7): gives every event the page type, site and
 * page id, keeps the 30-minute session (spec 4), and sends the page-level events: page
 * view, session start (once per session), dwell (30 s), scroll (past half the page), web
 * vitals, and the form events of any form on the page (focus, step, submitted) or of a
 * search form (search step). docs/analytics.md lists each payload.
 */
export function PageTracker({
  site,
  pageType,
  pageId,
  path,
}: {
  site: string;
  pageType: string;
  pageId: string;
  path: string;
}) {
  useReportWebVitals((metric) => {
    track("web vitals", {
      name: metric.name,
      value: Math.round(metric.value * 1000) / 1000,
      rating: metric.rating,
      metricId: metric.id,
    });
  });

  useEffect(() => {
    setTrackingContext({ site, pageType, pageId });
    const store = localStorageOrNull();
    if (store) {
      const { session, isNew } = touchSession(store);
      // The browser's anonymous id, which its leads carry too (web/client/attribution.ts).
      setTrackingContext({ sessionId: session.id, anonId: anonIdOf(store) });
      if (isNew) track("session start", { sessionId: session.id, landingPath: path });
    }
    track("page view", { path, title: document.title, referrer: document.referrer || null });

    const dwell = setTimeout(() => track("dwell", { seconds: DWELL_MS / 1000 }), DWELL_MS);

    let scrolled = false;
    const onScroll = () => {
      if (scrolled) return;
      const page = document.documentElement;
      if (window.scrollY + window.innerHeight >= page.scrollHeight / 2 && window.scrollY > 0) {
        scrolled = true;
        track("scroll", { depth: 50 });
      }
    };

    const focused = new Set<string>();
    const stepped = new Set<string>();
    const onFocusIn = (event: FocusEvent) => {
      const form = (event.target as Element | null)?.closest?.("form");
      if (!form || form.getAttribute("role") === "search") return;
      const formId = formIdOf(form);
      if (focused.has(formId)) return;
      focused.add(formId);
      track("form focus", { formId });
    };
    const onChange = (event: Event) => {
      const field = event.target as HTMLInputElement | null;
      const form = field?.form;
      if (!form || !field.name) return;
      const search = form.getAttribute("role") === "search";
      const formId = formIdOf(form);
      const key = `${formId}:${field.name}`;
      if (stepped.has(key)) return;
      stepped.add(key);
      track(search ? "search step" : "form step", { formId, step: field.name });
    };
    const onSubmit = (event: SubmitEvent) => {
      const form = event.target as HTMLFormElement;
      // Search forms report "search submitted" themselves (LocationAutocomplete).
      if (form.getAttribute("role") === "search") return;
      track("form submitted", { formId: formIdOf(form) });
    };
    const onHide = () => {
      if (store) extendSessionOnUnload(store);
    };

    window.addEventListener("scroll", onScroll, { passive: true });
    document.addEventListener("focusin", onFocusIn);
    document.addEventListener("change", onChange);
    document.addEventListener("submit", onSubmit, true);
    window.addEventListener("pagehide", onHide);
    return () => {
      clearTimeout(dwell);
      window.removeEventListener("scroll", onScroll);
      document.removeEventListener("focusin", onFocusIn);
      document.removeEventListener("change", onChange);
      document.removeEventListener("submit", onSubmit, true);
      window.removeEventListener("pagehide", onHide);
    };
  }, [site, pageType, pageId, path]);
  return null;
}
