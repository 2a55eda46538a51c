"use client";

import { useEffect, useRef, useState, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { fetchProviderDescription } from "@web/client/api";
import { describeError, log } from "@web/lib/log";
import { cardLinks } from "@web/rules/card/cardLabels";
import { descriptionPreview } from "@web/rules/card/descriptionPreview";
import { useCompare } from "@registry/parts/compare/CompareProvider";
import type { InquiryProvider } from "@registry/parts/inquiryForm/InquiryForm";
import { InquiryDialog } from "@registry/parts/inquiryForm/InquiryDialog";
import { useSavedProviders } from "@registry/parts/saved/useSavedProviders";
import descriptionStyles from "@registry/parts/card/CardDescription.module.css";

/**
 * The search results' list with the behaviour of every card's controls (issue 23: the
 * search page's blocking time). The cards are server markup (delegatedControls.tsx);
 * instead of eight client islands per card, this one component listens on the list and
 * does what those islands did, with the same markup and states:
 *
 * - image: a photo that fails (also before this ran) falls back to its placeholder;
 * - save: the heart's aria-pressed and look follow the saved ids; a press toggles;
 * - compare: the boxes follow the selection; a tick adds, at the limit it is refused;
 *   a tick made before this ran is kept;
 * - READ MORE / READ LESS: expands the description, loading the whole text on the
 *   first press (sanitised when it is HTML), as CardDescription does;
 * - View More / View Less of the award years, and the Verified Partner toggletip
 *   (Escape or focus leaving closes it), its text the list's `verifiedPartnerTip`;
 * - the inquiry button (a link to the provider page until this runs) opens the
 *   inquiry dialog about the card's provider, mounted on its first use.
 */

interface CardInquiry {
  provider: InquiryProvider;
  priced: boolean;
  rollUpType: string | null;
  label: string;
}

interface OpenInquiry extends CardInquiry {
  opener: HTMLElement;
  openRequest: number;
}

const LOOKS_LIKE_HTML = /<[a-z!/]/i;

/** The full descriptions loaded so far, by provider id (a READ LESS keeps them). */
const descriptions = new Map<string, string>();

function nameFromLabel(element: Element, prefix: string): string {
  const label = element.getAttribute("aria-label") ?? "";
  return label.startsWith(prefix) ? label.slice(prefix.length) : label;
}

/** Shows a placeholder instead of a photo that failed to load. */
function fallBack(image: HTMLImageElement) {
  const fallback = image.getAttribute("data-fallback");
  if (!fallback || image.getAttribute("data-placeholder") === "true") return;
  image.removeAttribute("data-fallback");
  image.alt = "";
  image.setAttribute("data-placeholder", "true");
  image.src = fallback;
}

/** The expanded description's content: paragraphs of text, or sanitised HTML. */
function renderExpanded(target: HTMLElement, full: string | null, preview: string) {
  target.replaceChildren();
  if (full == null) {
    const paragraph = document.createElement("p");
    paragraph.className = descriptionStyles.paragraph ?? "";
    paragraph.textContent = preview;
    target.append(paragraph);
    return;
  }
  for (const text of descriptionPreview(full).text.split("\n\n")) {
    const paragraph = document.createElement("p");
    paragraph.className = descriptionStyles.paragraph ?? "";
    paragraph.textContent = text;
    target.append(paragraph);
  }
  if (!LOOKS_LIKE_HTML.test(full)) return;
  import("@web/rules/sanitizeHtml")
    .then(({ sanitizeHtml }) => {
      if (!target.isConnected) return;
      const rich = document.createElement("div");
      rich.className = descriptionStyles.rich ?? "";
      rich.innerHTML = sanitizeHtml(full);
      target.replaceChildren(rich);
    })
    .catch((error: unknown) => {
      // The plain-text paragraphs stay; nothing unsafe is ever shown.
      log.warn("description-sanitiser-failed", describeError(error));
    });
}

/** READ MORE / READ LESS of a card's description. */
function toggleDescription(button: HTMLButtonElement) {
  const content = document.getElementById(button.getAttribute("aria-controls") ?? "");
  const providerId = button.getAttribute("data-read-more") ?? "";
  const clamped = content?.querySelector<HTMLElement>(":scope > p");
  if (!content || !clamped) return;
  const expand = button.getAttribute("aria-expanded") !== "true";
  button.setAttribute("aria-expanded", String(expand));
  button.textContent = expand ? "READ LESS" : "READ MORE";
  button.parentElement?.setAttribute("data-description", expand ? "expanded" : "collapsed");
  content.querySelector(":scope > [data-expanded-text]")?.remove();
  clamped.style.display = expand ? "none" : "";
  if (!expand) return;
  const expanded = document.createElement("div");
  expanded.setAttribute("data-expanded-text", "");
  content.append(expanded);
  const preview = clamped.textContent ?? "";
  const known = descriptions.get(providerId);
  renderExpanded(expanded, known ?? null, preview);
  if (known != null) return;
  void fetchProviderDescription(providerId).then(({ data, failed }) => {
    if (failed) return;
    descriptions.set(providerId, data);
    if (expanded.isConnected) renderExpanded(expanded, data, preview);
  });
}

/** View More / View Less of a card's award years. */
function toggleYears(button: HTMLButtonElement) {
  const row = button.parentElement;
  if (!row) return;
  const expand = button.getAttribute("aria-expanded") !== "true";
  button.setAttribute("aria-expanded", String(expand));
  button.textContent = expand ? "View Less" : "View More";
  for (const element of row.querySelectorAll<HTMLElement>("[data-more-year], [data-more-count]")) {
    element.hidden = !expand;
  }
}

/**
 * What the inquiry dialog's form needs about a card's provider (DelegatedInquiryOpener's
 * markup): the id and place on the button, the name in the card's title, the page in
 * the no-JavaScript link's path.
 */
function inquiryOf(button: HTMLElement): Omit<CardInquiry, "label"> | null {
  const id = button.getAttribute("data-inquiry-card");
  const title = document.getElementById(button.getAttribute("aria-describedby") ?? "");
  const link = button.parentElement?.querySelector<HTMLAnchorElement>("a[data-inquiry-fallback]");
  if (!id || !title || !link) return null;
  return {
    provider: {
      id,
      name: title.textContent?.trim() ?? "",
      path: link.pathname,
      location: button.getAttribute("data-location"),
    },
    priced: button.hasAttribute("data-priced"),
    rollUpType: button.getAttribute("data-roll-up"),
  };
}

function setToggletip(container: Element, open: boolean, text: string | null) {
  const button = container.querySelector<HTMLElement>("[data-toggletip-button]");
  const tip = document.getElementById(button?.getAttribute("aria-controls") ?? "");
  if (!button || !tip) return;
  const paragraph = tip.querySelector("[data-verified-tip]");
  if (open && paragraph && !paragraph.textContent && text) paragraph.textContent = text;
  button.setAttribute("aria-expanded", String(open));
  tip.hidden = !open;
}

/** The results' `<ul>`, its cards' controls working (see the module comment). */
export function ResultsList({
  className,
  label,
  verifiedPartnerTip,
  children,
}: {
  className?: string;
  label: string;
  /** The Verified Partner toggletip's text (the brand's), written into a tip as it opens. */
  verifiedPartnerTip: string | null;
  children: ReactNode;
}) {
  const list = useRef<HTMLUListElement>(null);
  const saved = useSavedProviders();
  const compare = useCompare();
  const [inquiries, setInquiries] = useState<OpenInquiry[]>([]);
  // The listeners are attached once; they read the latest hooks through this ref.
  const latest = useRef({ saved, compare, verifiedPartnerTip });
  useEffect(() => {
    latest.current = { saved, compare, verifiedPartnerTip };
  });

  // The cards' markup came with the page (or a navigation): make it interactive. A
  // tick the visitor made before this ran is added to the selection, not lost.
  const adopted = useRef(false);
  const adopting = useRef(new Set<string>());
  useEffect(() => {
    const root = list.current;
    if (!root) return;
    for (const image of root.querySelectorAll<HTMLImageElement>("img[data-fallback]")) {
      if (image.complete && image.naturalWidth === 0) fallBack(image);
    }
    for (const link of root.querySelectorAll<HTMLElement>("[data-inquiry-fallback]")) {
      link.hidden = true;
    }
    for (const button of root.querySelectorAll<HTMLElement>("[data-inquiry-card]")) {
      button.hidden = false;
      button.setAttribute("data-inquiry-opener", "");
    }
    if (!adopted.current) {
      adopted.current = true;
      const { isSelected, add } = latest.current.compare;
      for (const box of root.querySelectorAll<HTMLInputElement>("input[data-compare]")) {
        const id = box.getAttribute("data-compare") ?? "";
        if (box.checked && !isSelected(id)) {
          if (add({ id, name: nameFromLabel(box, "Compare ") })) adopting.current.add(id);
          else box.checked = false;
        }
      }
    }
  }, [children]);

  // The save toggles and compare boxes show the current state.
  const { ids } = saved;
  const { selectedIds } = compare;
  useEffect(() => {
    const root = list.current;
    if (!root) return;
    for (const button of root.querySelectorAll<HTMLButtonElement>("button[data-save]")) {
      const isSaved = ids?.includes(button.getAttribute("data-save") ?? "") ?? false;
      button.setAttribute("aria-pressed", String(isSaved));
      button.setAttribute("data-saved", String(isSaved));
      button.setAttribute("data-ready", ids === null ? "false" : "true");
      button
        .querySelector("[data-icon]")
        ?.setAttribute("data-icon", isSaved ? "heart-filled" : "heart");
    }
  }, [ids, children]);
  useEffect(() => {
    const root = list.current;
    if (!root || !adopted.current) return;
    for (const box of root.querySelectorAll<HTMLInputElement>("input[data-compare]")) {
      const id = box.getAttribute("data-compare") ?? "";
      // A tick just adopted is in the selection from the next render on.
      if (selectedIds.includes(id)) adopting.current.delete(id);
      box.checked = selectedIds.includes(id) || adopting.current.has(id);
    }
  }, [selectedIds, children]);

  useEffect(() => {
    const root = list.current;
    if (!root) return;
    const onClick = (event: MouseEvent) => {
      const target = event.target as Element | null;
      const button = target?.closest<HTMLButtonElement>("button");
      if (!button || !root.contains(button)) return;
      if (button.hasAttribute("data-save")) {
        latest.current.saved.toggle({
          id: button.getAttribute("data-save") ?? "",
          name: nameFromLabel(button, "Save "),
        });
      } else if (button.hasAttribute("data-read-more")) {
        toggleDescription(button);
      } else if (button.hasAttribute("data-years-toggle")) {
        toggleYears(button);
      } else if (button.hasAttribute("data-toggletip-button")) {
        const container = button.closest("[data-toggletip]");
        if (container) {
          const open = button.getAttribute("aria-expanded") !== "true";
          setToggletip(container, open, latest.current.verifiedPartnerTip);
        }
      } else if (button.hasAttribute("data-inquiry-card")) {
        const data = inquiryOf(button);
        if (!data) return;
        const { id } = data.provider;
        event.preventDefault();
        setInquiries((current) => {
          const open = current.find((item) => item.provider.id === id);
          if (open) {
            return current.map((item) =>
              item === open ? { ...item, opener: button, openRequest: item.openRequest + 1 } : item,
            );
          }
          const label = button.textContent ?? "";
          return [...current, { ...data, label, opener: button, openRequest: 0 }];
        });
      }
    };
    const onChange = (event: Event) => {
      const box = event.target as HTMLInputElement | null;
      const id = box?.getAttribute("data-compare");
      if (!box || !id) return;
      const { add, remove } = latest.current.compare;
      if (box.checked) {
        if (!add({ id, name: nameFromLabel(box, "Compare ") })) box.checked = false;
      } else remove(id);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      const container = (event.target as Element | null)?.closest("[data-toggletip]");
      const button = container?.querySelector("[data-toggletip-button]");
      if (container && button?.getAttribute("aria-expanded") === "true") {
        event.stopPropagation();
        setToggletip(container, false, null);
      }
    };
    const onFocusOut = (event: FocusEvent) => {
      const container = (event.target as Element | null)?.closest("[data-toggletip]");
      if (container && !container.contains(event.relatedTarget as Node | null)) {
        setToggletip(container, false, null);
      }
    };
    // An image's error does not bubble: listen in the capture phase.
    const onError = (event: Event) => {
      if (event.target instanceof HTMLImageElement) fallBack(event.target);
    };
    root.addEventListener("click", onClick);
    root.addEventListener("change", onChange);
    root.addEventListener("keydown", onKeyDown);
    root.addEventListener("focusout", onFocusOut);
    root.addEventListener("error", onError, true);
    return () => {
      root.removeEventListener("click", onClick);
      root.removeEventListener("change", onChange);
      root.removeEventListener("keydown", onKeyDown);
      root.removeEventListener("focusout", onFocusOut);
      root.removeEventListener("error", onError, true);
    };
  }, []);
  // The award-year toggles say when they work, as the client TopRatedYears does.
  useEffect(() => {
    for (const button of list.current?.querySelectorAll("button[data-years-toggle]") ?? []) {
      button.setAttribute("data-ready", "true");
    }
  }, [children]);

  return (
    <>
      <ul ref={list} aria-label={label} className={className}>
        {children}
      </ul>
      {inquiries.map((inquiry) =>
        inquiry.opener.isConnected && inquiry.opener.parentElement
          ? createPortal(
              <InquiryDialog
                layout="fitContentModal"
                openerText={inquiry.label}
                title={`${inquiry.label}: ${inquiry.provider.name}`}
                fallbackHref={cardLinks(inquiry.provider, inquiry.priced).costs}
                externalOpener={{ element: inquiry.opener, openRequest: inquiry.openRequest }}
                form={{
                  formId: `provider-${inquiry.provider.id}`,
                  ctaText: inquiry.label,
                  inquiryType: "costs",
                  provider: inquiry.provider,
                  rollUpType: inquiry.rollUpType,
                  showPayingWithMedicaid: true,
                }}
              />,
              inquiry.opener.parentElement,
              inquiry.provider.id,
            )
          : null,
      )}
    </>
  );
}
