"use client";

import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type RefObject,
} from "react";
import { EMPTY_INQUIRY_VALUES, saveInquiryDraft } from "@web/client/inquiry";
import type { InquiryFormValues } from "@web/client/inquiry";
import type { InquiryFormProps } from "./useInquiryForm";

/** The form's code (react-hook-form, yup): fetched when the visitor turns to the form. */
const LiveForm = lazy(() =>
  import("./InquiryForm").then((module) => ({ default: module.InquiryForm })),
);

/** What the visitor typed into the server's form, as the live form's draft reads it. */
function typedValues(form: HTMLFormElement): InquiryFormValues {
  const data = new FormData(form);
  const values: Record<string, string | boolean> = { ...EMPTY_INQUIRY_VALUES };
  for (const [name, empty] of Object.entries(EMPTY_INQUIRY_VALUES)) {
    const value = data.get(name);
    if (typeof empty === "boolean") values[name] = value !== null;
    else if (typeof value === "string") values[name] = value;
  }
  return values as unknown as InquiryFormValues;
}

/**
 * The live form, mounted beside the server's copy once its code has arrived: it takes
 * over what was typed (through the form's own session draft, which it reads when it
 * mounts) and the focus, then the server's copy goes.
 */
function Woken({
  props,
  served,
  onLive,
}: {
  props: InquiryFormProps;
  served: RefObject<HTMLDivElement | null>;
  onLive: (focusName: string | null) => void;
}) {
  // A layout effect: it runs before the live form's own effects restore the draft.
  useLayoutEffect(() => {
    const form = served.current?.querySelector("form");
    if (form) saveInquiryDraft(props.formId, typedValues(form));
  }, [props.formId, served]);
  useEffect(() => {
    const focused = document.activeElement;
    const name =
      focused instanceof HTMLElement && served.current?.contains(focused)
        ? focused.getAttribute("name")
        : null;
    onLive(name);
  }, [onLive, served]);
  // (onLive is stable: the effect runs once, when the live form has mounted.)
  return <LiveForm {...props} />;
}

/**
 * An inquiry form that costs nothing until the visitor turns to it (issue 23: the
 * provider page's side column). The server renders the whole form, which posts without
 * JavaScript; the browser keeps that HTML as it is (no hydration, no form code
 * downloaded) until a pointer comes over it or something in it takes focus. Then the
 * form's code loads, the live form mounts hidden beside the served one with what was
 * typed, and replaces it in one step, the focus on the same field.
 */
export function InquiryFormOnIntent(props: InquiryFormProps) {
  // On the server the form itself; in the browser the served HTML, until woken.
  const [phase, setPhase] = useState<"server" | "served" | "waking" | "live">(() =>
    typeof window === "undefined" ? "server" : "served",
  );
  const served = useRef<HTMLDivElement>(null);
  const live = useRef<HTMLDivElement>(null);
  const focusName = useRef<string | null>(null);

  const onLive = useCallback((name: string | null) => {
    focusName.current = name;
    setPhase("live");
  }, []);

  useEffect(() => {
    if (phase !== "live" || !focusName.current) return;
    const field = live.current?.querySelector<HTMLElement>(
      `[name="${CSS.escape(focusName.current)}"]`,
    );
    field?.focus();
  }, [phase]);

  // On the server, no Suspense boundary around the form: a lazy that suspends there (the
  // module's first load) holds the page's HTML back until the form is in it. With a
  // boundary, the form was sent apart, later in the document, hidden until React's
  // script moved it in: about 300 ms after the first paint, and never without JavaScript.
  if (phase === "server") {
    return (
      <div data-form-on-intent="served">
        <div>
          <LiveForm {...props} />
        </div>
      </div>
    );
  }
  const wake = () => setPhase((now) => (now === "served" ? "waking" : now));
  return (
    <div data-form-on-intent={phase}>
      {phase !== "live" ? (
        <div
          ref={served}
          // The server's form stays as it was sent: React leaves it alone.
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: "" }}
          onPointerEnter={wake}
          onPointerDown={wake}
          onFocusCapture={wake}
        />
      ) : null}
      {phase !== "served" ? (
        <div ref={live} hidden={phase !== "live"}>
          <Suspense>
            <Woken props={props} served={served} onLive={onLive} />
          </Suspense>
        </div>
      ) : null}
    </div>
  );
}
