"use client";

import { useEffect, useRef, useState, type ReactNode } from "react";
import { DialogCloseButton, invoker, showModal } from "@registry/parts/nativeDialog";
import { BREAKPOINTS } from "@web/rules/visibility";
import styles from "./MobileDrawer.module.css";

export interface DrawerMenuItem {
  key: string;
  text: string;
  url: string | null;
  color: string | null;
  /** The classes that apply the item's visibility (web/rules/visibility.ts). */
  visibilityClass: string;
  children: { key: string; text: string; url: string }[];
}

/**
 * The mobile drawer (spec 2.3, spec 4 "Mobile drawer"), below the xl breakpoint: a native
 * modal `<dialog>` (showModal makes the page inert, so focus stays inside; Escape closes
 * it; focus returns to the Menu button), the page's scroll locked while it is open (CSS
 * on `html:has(...)`), and a click on the overlay beside the panel closing it. Its main
 * list drills into sub-menus; Back returns to the main list. The Menu button opens it
 * before (or without) JavaScript too, with the browser's invoker command.
 */
const DRAWER_ID = "mobile-drawer";

export function MobileDrawer({
  items,
  search,
  more,
  callUs,
  cta,
  saved,
  account,
}: {
  items: DrawerMenuItem[];
  search: ReactNode;
  /** The header's secondary items that are not plain links (who are you searching for…). */
  more?: ReactNode;
  callUs: ReactNode;
  cta: ReactNode;
  saved: ReactNode;
  /** The account entry, when the header's account flag is on (spec 6). */
  account?: ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const [submenu, setSubmenu] = useState<string | null>(null);
  const current = items.find((item) => item.key === submenu) ?? null;

  // The drawer belongs to narrow screens: widening the window past xl closes it.
  useEffect(() => {
    const wide = window.matchMedia(`(min-width: ${BREAKPOINTS.xl}px)`);
    const onChange = () => {
      if (wide.matches) dialog.current?.close();
    };
    wide.addEventListener("change", onChange);
    return () => wide.removeEventListener("change", onChange);
  }, []);

  // Drilling in focuses Back; going back focuses the item that opened the sub-menu.
  const focusAfterRender = (selector: string) =>
    requestAnimationFrame(() => dialog.current?.querySelector<HTMLElement>(selector)?.focus());

  return (
    <>
      <button
        ref={opener}
        type="button"
        className={styles.menuButton}
        aria-haspopup="dialog"
        aria-expanded={false}
        {...invoker("show-modal", DRAWER_ID)}
        onClick={(event) => {
          event.preventDefault();
          setSubmenu(null);
          showModal(dialog.current);
        }}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24" focusable="false">
          <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" />
        </svg>
        Menu
      </button>
      <dialog
        id={DRAWER_ID}
        ref={dialog}
        className={styles.drawer}
        aria-label="Site menu"
        data-mobile-drawer=""
        onClose={() => {
          setSubmenu(null);
          opener.current?.focus();
        }}
        onClick={(event) => {
          // spec 2.3: the overlay (the dialog outside its panel) closes the drawer.
          if (event.target === dialog.current) dialog.current.close();
        }}
      >
        <div className={styles.panel}>
          <div className={styles.top}>
            {current ? (
              <button
                type="button"
                className={styles.back}
                data-drawer-back=""
                onClick={() => {
                  const key = current.key;
                  setSubmenu(null);
                  focusAfterRender(`[data-drawer-item="${key}"]`);
                }}
              >
                ‹ Back
              </button>
            ) : (
              <span className={styles.title}>Menu</span>
            )}
            <DialogCloseButton dialog={dialog} dialogId={DRAWER_ID} className={styles.close} />
          </div>
          {current ? (
            <nav aria-label={current.text} className={styles.list}>
              <h2 className={styles.submenuTitle}>{current.text}</h2>
              <ul>
                {current.url ? (
                  <li>
                    <a href={current.url} className={styles.entry}>
                      All {current.text.toLowerCase()}
                    </a>
                  </li>
                ) : null}
                {current.children.map((child) => (
                  <li key={child.key}>
                    <a href={child.url} className={styles.entry}>
                      {child.text}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          ) : (
            <>
              <div className={styles.search}>{search}</div>
              <nav aria-label="Main" className={styles.list}>
                <ul>
                  {items.map((item) => (
                    <li key={item.key} className={item.visibilityClass}>
                      {item.children.length > 0 ? (
                        <button
                          type="button"
                          className={styles.entry}
                          data-drawer-item={item.key}
                          style={item.color ? { color: item.color } : undefined}
                          onClick={() => {
                            setSubmenu(item.key);
                            focusAfterRender("[data-drawer-back]");
                          }}
                        >
                          {item.text}
                          <span aria-hidden="true">›</span>
                        </button>
                      ) : (
                        <a
                          href={item.url ?? "#"}
                          className={styles.entry}
                          style={item.color ? { color: item.color } : undefined}
                        >
                          {item.text}
                        </a>
                      )}
                    </li>
                  ))}
                </ul>
              </nav>
              <div className={styles.actions}>
                {more}
                {callUs}
                {cta}
                {saved}
                {account}
              </div>
            </>
          )}
        </div>
      </dialog>
    </>
  );
}
