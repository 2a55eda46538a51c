"use client";

import { usePathname } from "next/navigation";
import { useEffect, useState } from "react";
import { HeaderDropdown } from "./HeaderDropdown";
import styles from "./SiteHeader.module.css";

interface Section {
  id: string;
  text: string;
}

/**
 * spec 3 `jump_links`: anchors to the page's sections, read from the level-2 headings
 * with ids in the main content once the page is in the browser (the header is shared by
 * every page of the site, so it cannot know them on the server). Nothing shows on a page
 * without such headings.
 */
export function JumpLinks({ label, color }: { label: string; color?: string | null }) {
  const pathname = usePathname();
  const [sections, setSections] = useState<Section[]>([]);
  useEffect(() => {
    // After the page's content has painted (client navigation swaps it in the same tick).
    const frame = requestAnimationFrame(() => {
      const found = [...document.querySelectorAll<HTMLElement>("#main-content h2[id]")].map(
        (heading) => ({ id: heading.id, text: heading.textContent?.trim() ?? "" }),
      );
      setSections(found.filter((section) => section.text));
    });
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
  if (sections.length === 0) return null;
  return (
    <HeaderDropdown label={label} color={color}>
      <ul className={styles.submenu}>
        {sections.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`} className={`${styles.link} ${styles.submenuLink}`}>
              {section.text}
            </a>
          </li>
        ))}
      </ul>
    </HeaderDropdown>
  );
}
