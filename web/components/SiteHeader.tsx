import { InquiryDialog } from "@registry/parts/InquiryForm/InquiryDialog";
import page from "@registry/parts/pageWidth.module.css";
import { DEFAULT_INQUIRY_CTA } from "@web/rules/inquiryConstants";
import type { SiteShell } from "../content/load";
import type { SiteDefinition } from "../site/sites";
import styles from "./SiteHeader.module.css";
import { displayForVisibility } from "./visibility";

type MenuItems = NonNullable<NonNullable<SiteShell["header"]>["menuItems"]>;

/** The classes that show an item on the screens its visibility names (spec 3). */
function visibilityClasses(visibility: string | undefined, shown: "block" | "flex") {
  const display = displayForVisibility(visibility, shown);
  return `${styles[`base-${display.base}`]} ${styles[`md-${display.md}`]} ${styles[`lg-${display.lg}`]}`;
}

type MenuItem = MenuItems[number];

/**
 * spec 3: a header item whose inquiryForm is enabled opens the inquiry form in a modal
 * (ctaText, rollUpType, showPayingWithMedicaid); before JavaScript runs it is the
 * item's link (a page with the inline form).
 */
function HeaderInquiry({ item, className }: { item: MenuItem; className: string }) {
  const ctaText = item.inquiryForm?.ctaText?.trim() || item.text || DEFAULT_INQUIRY_CTA;
  return (
    <InquiryDialog
      layout="fitContentModal"
      openerText={ctaText}
      openerClassName={className}
      title={ctaText}
      fallbackHref={item.link?.url ?? null}
      form={{
        formId: `header-${item._key}`,
        ctaText,
        inquiryType: "costs",
        rollUpType: item.inquiryForm?.rollUpType ?? null,
        showPayingWithMedicaid: item.inquiryForm?.showPayingWithMedicaid ?? false,
      }}
    />
  );
}

function MenuEntry({ item }: { item: MenuItem }) {
  const visible = visibilityClasses(item.visibility, "block");
  if (item.inquiryForm?.enabled) {
    return (
      <li className={visible}>
        <HeaderInquiry item={item} className={`${styles.link} ${styles.menuLink}`} />
      </li>
    );
  }
  // A colour the editor chose for this item (content, not theme).
  const colour = item.textColor ? { color: item.textColor } : undefined;
  if (item.children && item.children.length > 0) {
    return (
      <li className={`${styles.menuParent} ${visible}`}>
        <details className={styles.menuDisclosure}>
          <summary className={styles.menuSummary} style={colour}>
            {item.text}
          </summary>
          <ul className={styles.submenu}>
            {item.link?.url ? (
              <li>
                <a href={item.link.url} className={`${styles.link} ${styles.submenuLink}`}>
                  All {(item.text ?? "").toLowerCase()}
                </a>
              </li>
            ) : null}
            {item.children.map((child) => (
              <li key={child._key}>
                <a href={child.link?.url ?? "#"} className={`${styles.link} ${styles.submenuLink}`}>
                  {child.text}
                </a>
              </li>
            ))}
          </ul>
        </details>
      </li>
    );
  }
  return (
    <li className={visible}>
      <a
        href={item.link?.url ?? "#"}
        className={`${styles.link} ${styles.menuLink}`}
        style={colour}
      >
        {item.text}
      </a>
    </li>
  );
}

/** The content-managed header (spec 2.3): logo, main menu, phone, call to action, Saved. */
export function SiteHeader({ site, shell }: { site: SiteDefinition; shell: SiteShell }) {
  const header = shell.header;
  const phoneItem = header?.secondaryItems?.find((item) => item.category === "phone");
  const ctaItem = header?.secondaryItems?.find((item) => item.category === "ctaButton");
  return (
    <header className={styles.header}>
      <div className={`${page.pageWidth} ${styles.inner}`}>
        <div className={styles.bar}>
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a plain link, as before: next/link would make the header a client component */}
          <a
            href="/"
            className={`${styles.link} ${styles.logo}`}
            aria-label={`${header?.logoText ?? site.brand} home`}
          >
            {header?.logoText ?? site.brand}
          </a>
          <div className={styles.actions}>
            {phoneItem?.link?.url ? (
              <a
                href={phoneItem.link.url}
                className={`${styles.link} ${styles.phone} ${visibilityClasses(phoneItem.visibility, "flex")}`}
              >
                {phoneItem.text}
              </a>
            ) : null}
            {ctaItem?.inquiryForm?.enabled ? (
              <HeaderInquiry
                item={ctaItem}
                className={`${styles.link} ${styles.cta} ${visibilityClasses(ctaItem.visibility, "flex")}`}
              />
            ) : ctaItem?.link?.url ? (
              <a
                href={ctaItem.link.url}
                className={`${styles.link} ${styles.cta} ${visibilityClasses(ctaItem.visibility, "flex")}`}
              >
                {ctaItem.text}
              </a>
            ) : null}
            {/* spec 2.3: the Saved button is on the main site only. */}
            {site.id === "main" ? (
              // eslint-disable-next-line @next/next/no-html-link-for-pages -- as the logo link
              <a href="/saved" className={`${styles.link} ${styles.saved}`}>
                Saved
              </a>
            ) : null}
          </div>
        </div>
        {header?.menuItems && header.menuItems.length > 0 ? (
          <nav aria-label="Main" className={styles.nav}>
            <ul className={styles.menu}>
              {header.menuItems.map((item) => (
                <MenuEntry key={item._key} item={item} />
              ))}
            </ul>
          </nav>
        ) : null}
      </div>
    </header>
  );
}
