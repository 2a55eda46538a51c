"use client";

import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent as ReactKeyboardEvent,
} from "react";
import { fetchGeoLocation, fetchLocationSuggestions } from "@web/client/api";
import { track } from "@web/client/tracker";
import { useHydrated } from "@web/client/useHydrated";
import {
  AUTOCOMPLETE_DEBOUNCE_MS,
  enterPickIndex,
  nextActiveIndex,
  shouldQuery,
  suggestionsAnnouncement,
  type AutocompleteOption,
} from "@web/rules/search/autocompleteQuery";
import { geoLocationLabel } from "@web/rules/geo/geoIp";
import type { SiteId } from "@web/site/sites";
import styles from "./LocationAutocomplete.module.css";
import hidden from "./visuallyHidden.module.css";

interface LocationAutocompleteProps {
  /** The input's id (the form's `<label htmlFor>` points at it). */
  id: string;
  /** The input's name in the GET form (`keyword`). */
  name: string;
  /**
   * The input's accessible name (also set as its aria-label, so the component names
   * itself even where no visible `<label>` points at it; keep it equal to that label).
   */
  label: string;
  placeholder?: string;
  defaultValue?: string;
  /** Sent as the API's `domain`. */
  siteId: SiteId;
  /**
   * Called with the picked suggestion's label. When given, it replaces the default
   * action (submitting the surrounding form), so a caller can update its own state.
   */
  onSelect?: (label: string) => void;
  /** Marks the input as required, as the plain search box is. */
  required?: boolean;
  /**
   * spec 2.3 "optional predictive autocomplete": false keeps the input a plain search
   * box (no suggestions, no combobox role). The geo-IP prefill and the search tracking
   * stay either way.
   */
  predictive?: boolean;
}

/**
 * The location input of the search forms with predictive suggestions (spec 2.3,
 * 4, 5, 8, 9), after the WAI-ARIA 1.2 combobox pattern with list autocomplete.
 *
 * Server-rendered (and before hydration) it is a plain search input with the same
 * id and name, so the GET form works without JavaScript. Once mounted it becomes a
 * combobox: from 3 trimmed characters and after a 500 ms pause it asks
 * `/api/v1/location/autocomplete-suggestions` and lists up to 6 places. Up / Down
 * move the focus (wrapping), Enter picks the focused place or else the first,
 * Escape closes the list (a second Escape clears the text, a third is the page's: it
 * closes a dialog the box is in), Tab and a click
 * outside close it. Picking fills the input and submits the form. A failed lookup
 * shows no list and is only logged (web/client/api.ts); the input stays a search box.
 *
 * An empty box (no `defaultValue`) is prefilled after hydration with the visitor's
 * "City, ST" from `/api/geoip` (spec 3 "Geo location", 5), unless the visitor has typed
 * or is in the box by the time the answer comes; the render never waits for it.
 */
export function LocationAutocomplete({
  id,
  name,
  label,
  placeholder,
  defaultValue,
  siteId,
  onSelect,
  required = false,
  predictive = true,
}: LocationAutocompleteProps) {
  const listId = `${useId()}-listbox`;
  const optionId = (index: number) => `${listId}-option-${index}`;
  const inputRef = useRef<HTMLInputElement>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const timerRef = useRef<ReturnType<typeof setTimeout> | null>(null);
  const requestRef = useRef<AbortController | null>(null);
  /** Whether the next submission comes from a picked suggestion (for analytics). */
  const pickedRef = useRef(false);
  // Enhanced after hydration only: the server HTML and the hydrating render stay the
  // plain input (server snapshot false), so there is no hydration mismatch.
  const enhanced = useHydrated() && predictive;
  const [options, setOptions] = useState<AutocompleteOption[]>([]);
  /** The trimmed text the current options answer. */
  const [optionsFor, setOptionsFor] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [announcement, setAnnouncement] = useState("");

  const cancelPending = useCallback(() => {
    if (timerRef.current !== null) clearTimeout(timerRef.current);
    timerRef.current = null;
    requestRef.current?.abort();
    requestRef.current = null;
  }, []);

  useEffect(() => cancelPending, [cancelPending]);

  const close = useCallback(() => {
    setOpen(false);
    setActive(-1);
  }, []);

  const lookUp = useCallback(
    async (text: string) => {
      const request = new AbortController();
      requestRef.current?.abort();
      requestRef.current = request;
      const { data: found, failed } = await fetchLocationSuggestions(text, siteId, request.signal);
      // An older request answering after a newer one started is ignored.
      if (request.signal.aborted || requestRef.current !== request) return;
      requestRef.current = null;
      if (failed) {
        // spec 8: an autocomplete failure gives no list and is only logged (by the call).
        setOptions([]);
        setOptionsFor("");
        setAnnouncement("");
        close();
        return;
      }
      setOptions(found);
      setOptionsFor(text.trim());
      setActive(-1);
      setOpen(found.length > 0 && document.activeElement === inputRef.current);
      setAnnouncement(suggestionsAnnouncement(found.length));
    },
    [siteId, close],
  );

  const schedule = useCallback(
    (text: string) => {
      cancelPending();
      setActive(-1);
      if (!shouldQuery(text)) {
        // spec 5: under 3 trimmed characters, nothing and no call.
        setOptions([]);
        setOptionsFor("");
        setAnnouncement("");
        setOpen(false);
        return;
      }
      timerRef.current = setTimeout(() => {
        timerRef.current = null;
        void lookUp(text);
      }, AUTOCOMPLETE_DEBOUNCE_MS);
    },
    [cancelPending, lookUp],
  );

  const pick = useCallback(
    (index: number) => {
      const option = options[index];
      const input = inputRef.current;
      if (!option || !input) return;
      cancelPending();
      input.value = option.label;
      setOptionsFor(option.label.trim());
      close();
      if (onSelect) {
        onSelect(option.label);
        return;
      }
      const form = input.form;
      if (!form) return;
      pickedRef.current = true;
      if (typeof form.requestSubmit === "function") form.requestSubmit();
      else form.submit();
    },
    [options, cancelPending, close, onSelect],
  );

  // spec 4 / 9: every submission of the surrounding search form is tracked,
  // whether by a picked suggestion, Enter or the Search button.
  useEffect(() => {
    const form = inputRef.current?.form;
    if (!form) return;
    const onSubmit = () => {
      const careType = form.elements.namedItem("care-type");
      track("search submitted", {
        keyword: inputRef.current?.value.trim() ?? "",
        careType:
          careType instanceof HTMLInputElement || careType instanceof HTMLSelectElement
            ? careType.value
            : null,
        siteId,
        suggestionPicked: pickedRef.current,
      });
      pickedRef.current = false;
    };
    form.addEventListener("submit", onSubmit);
    return () => form.removeEventListener("submit", onSubmit);
  }, [siteId]);

  // The visitor's own location for an empty box, once the page is interactive.
  useEffect(() => {
    if (defaultValue) return;
    let current = true;
    void fetchGeoLocation().then((location) => {
      const input = inputRef.current;
      if (!current || !location || !input) return;
      if (input.value !== "" || document.activeElement === input) return;
      input.value = geoLocationLabel(location);
    });
    return () => {
      current = false;
    };
  }, [defaultValue]);

  // Close on a press outside (the input's blur covers most cases; this covers
  // touch browsers that keep the focus).
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) close();
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open, close]);

  const onKeyDown = (event: ReactKeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    const count = options.length;
    switch (event.key) {
      case "ArrowDown":
      case "ArrowUp": {
        if (count === 0) return;
        event.preventDefault();
        const key = event.key;
        if (!open) {
          setOpen(true);
          setActive(key === "ArrowDown" ? 0 : count - 1);
        } else {
          setActive((current) => nextActiveIndex(current, count, key));
        }
        return;
      }
      case "Enter": {
        if (!open) return;
        // With no focused option, the first one is picked only if the list answers
        // the text as it is now; otherwise the typed text is searched as is.
        const index =
          active >= 0 || optionsFor === event.currentTarget.value.trim()
            ? enterPickIndex(active, count)
            : null;
        if (index === null) {
          close();
          return;
        }
        event.preventDefault();
        pick(index);
        return;
      }
      case "Escape": {
        // With nothing to close or clear, Escape is left to the page (a dialog closes).
        if (open) {
          event.preventDefault();
          close();
        } else if (event.currentTarget.value !== "") {
          event.preventDefault();
          event.currentTarget.value = "";
          schedule("");
        }
        return;
      }
      case "Tab":
        close();
        return;
      default:
        return;
    }
  };

  const comboboxProps = enhanced
    ? {
        role: "combobox" as const,
        "aria-expanded": open,
        "aria-controls": listId,
        "aria-autocomplete": "list" as const,
        "aria-activedescendant": open && active >= 0 ? optionId(active) : undefined,
        autoComplete: "off",
      }
    : { autoComplete: "address-level2" };

  return (
    <div className={styles.combobox} ref={containerRef}>
      <input
        ref={inputRef}
        id={id}
        name={name}
        type="search"
        defaultValue={defaultValue}
        placeholder={placeholder}
        required={required}
        aria-label={label}
        className={styles.input}
        {...comboboxProps}
        onChange={enhanced ? (event) => schedule(event.currentTarget.value) : undefined}
        onKeyDown={onKeyDown}
        onBlur={close}
        onClick={() => {
          const text = inputRef.current?.value.trim() ?? "";
          if (options.length > 0 && optionsFor === text) setOpen(true);
        }}
      />
      {enhanced ? (
        <>
          <ul
            role="listbox"
            id={listId}
            // Not named after the label: `getByLabel("Location")` must find the input only.
            aria-label="Suggestions"
            hidden={!open}
            className={styles.listbox}
          >
            {options.map((option, index) => (
              <li
                key={`${option.value}-${index}`}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                className={styles.option}
                // Keep the focus in the input; the click picks the option.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => pick(index)}
              >
                {option.label}
              </li>
            ))}
          </ul>
          <span className={hidden.visuallyHidden} aria-live="polite" aria-atomic="true">
            {announcement}
          </span>
        </>
      ) : null}
    </div>
  );
}
