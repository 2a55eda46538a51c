import type { ReactNode } from "react";
import { InquiryDialog } from "@registry/parts/inquiryForm/InquiryDialog";
import { LocationAutocomplete } from "@registry/parts/LocationAutocomplete";
import { CareTypeOptions } from "@registry/parts/SearchForm";
import page from "@registry/parts/pageWidth.module.css";
import hidden from "@registry/parts/visuallyHidden.module.css";
import type { SiteShell } from "@web/content/load";
import { DEFAULT_CARE_TYPE } from "@web/rules/careTypes";
import { DEFAULT_INQUIRY_CTA } from "@web/rules/inquiry/inquiryConstants";
import { displayForVisibility } from "@web/rules/visibility";
import type { SiteDefinition } from "@web/site/sites";
import { BusinessHoursPhone } from "./BusinessHoursPhone";
import { HeaderDropdown } from "./HeaderDropdown";
import { HeaderIcon } from "./HeaderIcon";
import { HeaderScroll } from "./HeaderScroll";
import { HeaderSearchDialog } from "./HeaderSearchDialog";
import { JumpLinks } from "./JumpLinks";
import { MobileDrawer, type DrawerMenuItem } from "./MobileDrawer";
import styles from "./SiteHeader.module.css";
import { WhoAreYouSearchingFor } from "./WhoAreYouSearchingFor";

type MenuItem = NonNullable<NonNullable<SiteShell["header"]>["menuItems"]>[number];

const HEADER_ID = "site-header";

/** The classes that show an item on the screens its visibility names (spec 3). */
function visibilityClasses(visibility: string | null | undefined, shown: "block" | "flex") {
  const display = displayForVisibility(visibility, shown);
  return `${styles[`base-${display.base}`]} ${styles[`md-${display.md}`]} ${styles[`lg-${display.lg}`]}`;
}

/** An editor's text colour (content, not theme), checked as the schema checks it. */
const colourOf = (item: Pick<MenuItem, "textColor">) =>
  item.textColor && /^#[0-9a-fA-F]{3,8}$/.test(item.textColor) ? item.textColor : null;

/**
 * spec 3: an item whose inquiryForm is enabled opens the inquiry form in a modal
 * (ctaText, rollUpType, showPayingWithMedicaid); before JavaScript runs it is the item's
 * link (a page with the inline form).
 */
function HeaderInquiry({ item, className }: { item: MenuItem; className?: string }) {
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

/** spec 3 `search` / `predictive_search`: a GET form to the site's search route. */
function HeaderSearch({
  item,
  site,
  idPrefix,
  predictive,
}: {
  item: MenuItem;
  site: SiteDefinition;
  idPrefix: string;
  predictive: boolean;
}) {
  const inputId = `${idPrefix}-${item._key}`;
  const label = item.text || "Search by location";
  const careTypeId = `${inputId}-care-type`;
  return (
    <form
      action={site.searchPath}
      method="get"
      role="search"
      className={`${styles.search} ${item.careTypeDropdown ? styles.withCareType : ""}`}
    >
      <label htmlFor={inputId} className={hidden.visuallyHidden}>
        {label}
      </label>
      {predictive ? (
        <LocationAutocomplete
          id={inputId}
          name="keyword"
          label={label}
          placeholder={label}
          siteId={site.id}
          required
        />
      ) : (
        <input
          id={inputId}
          type="search"
          name="keyword"
          placeholder={label}
          className={styles.searchInput}
          required
        />
      )}
      {item.careTypeDropdown ? (
        // spec 1: the live-brand header's care-type dropdown beside the location search.
        <>
          <label htmlFor={careTypeId} className={hidden.visuallyHidden}>
            Type of care
          </label>
          <select
            id={careTypeId}
            name="care-type"
            defaultValue={DEFAULT_CARE_TYPE}
            className={styles.careTypeSelect}
          >
            <CareTypeOptions />
          </select>
        </>
      ) : null}
      <button type="submit" className={styles.searchButton}>
        <HeaderIcon name={item.icon ?? "search"} />
        <span className={hidden.visuallyHidden}>Search</span>
      </button>
    </form>
  );
}

/** spec 3 `whoAreYouSearchingFor`, in the header's row (from xl) or in the drawer. */
function WhoItem({ item, keyPrefix }: { item: MenuItem; keyPrefix: string }) {
  return (
    <div
      className={`${styles.who} ${visibilityClasses(item.visibility, "flex")}`}
      data-menu-type={item.type}
    >
      <WhoAreYouSearchingFor
        itemKey={`${keyPrefix}${item._key}`}
        label={item.text ?? "Who are you searching for?"}
        ctaText={item.inquiryForm?.ctaText?.trim() || DEFAULT_INQUIRY_CTA}
        rollUpType={item.inquiryForm?.rollUpType}
        showPayingWithMedicaid={item.inquiryForm?.showPayingWithMedicaid}
        fallbackHref={item.link?.url}
      />
    </div>
  );
}

/** Where a main-menu item sits in the header from xl (below xl every item is in the drawer). */
type Slot = "nav" | "search" | "secondary";

/** spec 3 item types, placed: menus and links in the nav, searches beside it, the rest below. */
function slotOf(item: MenuItem): Slot {
  if (item.type === "search" || item.type === "predictive_search") return "search";
  if (item.type === "jump_links") return "nav";
  if (item.type === "whoAreYouSearchingFor" || item.type === "button") return "secondary";
  return item.inquiryForm?.enabled ? "secondary" : "nav";
}

/** One main-menu item, by its type (spec 3), as it shows from xl. */
function MenuEntry({ item, site }: { item: MenuItem; site: SiteDefinition }) {
  const colour = colourOf(item);
  const style = colour ? { color: colour } : undefined;
  const shown = visibilityClasses(item.visibility, "flex");
  switch (item.type) {
    case "search":
    case "predictive_search":
      return (
        <div className={shown} data-menu-type={item.type}>
          <HeaderSearch
            item={item}
            site={site}
            idPrefix="header-search"
            predictive={item.type === "predictive_search"}
          />
        </div>
      );
    case "jump_links":
      return (
        <li className={`${styles.menuParent} ${shown}`} data-menu-type={item.type}>
          <JumpLinks label={item.text ?? "On this page"} color={colour} />
        </li>
      );
    case "whoAreYouSearchingFor":
      return <WhoItem item={item} keyPrefix="" />;
    default:
      break;
  }
  if (item.inquiryForm?.enabled) {
    return (
      <div className={`${styles.extra} ${shown}`} data-menu-type={item.type}>
        <HeaderInquiry item={item} className={styles.secondaryButton} />
      </div>
    );
  }
  if (item.type === "button") {
    return (
      <div className={`${styles.extra} ${shown}`} data-menu-type={item.type}>
        <a href={item.link?.url ?? "#"} className={styles.secondaryButton} style={style}>
          <HeaderIcon name={item.icon} />
          {item.text}
        </a>
      </div>
    );
  }
  if (item.children && item.children.length > 0) {
    return (
      <li className={`${styles.menuParent} ${shown}`} data-menu-type={item.type}>
        <HeaderDropdown label={item.text ?? ""} color={colour}>
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
                  <HeaderIcon name={child.icon} />
                  {child.text}
                </a>
              </li>
            ))}
          </ul>
        </HeaderDropdown>
      </li>
    );
  }
  return (
    <li className={shown} data-menu-type={item.type}>
      <a href={item.link?.url ?? "#"} className={`${styles.link} ${styles.menuLink}`} style={style}>
        <HeaderIcon name={item.icon} />
        {item.text}
      </a>
    </li>
  );
}

function PhoneItem({
  item,
  shell,
  className,
  iconOnly = false,
  children,
}: {
  item: MenuItem;
  shell: SiteShell;
  className?: string;
  iconOnly?: boolean;
  children?: ReactNode;
}) {
  if (!item.link?.url) return null;
  return (
    <BusinessHoursPhone
      hours={shell.settings?.businessHours}
      href={item.link.url}
      text={`${children ?? ""}${item.text ?? shell.settings?.phone ?? ""}`}
      className={className}
      icon={<HeaderIcon name="phone" />}
      iconOnly={iconOnly}
    />
  );
}

function drawerItems(items: readonly MenuItem[]): DrawerMenuItem[] {
  return items
    .filter(
      (item) => (item.type === "link" || item.type === "button") && !item.inquiryForm?.enabled,
    )
    .map((item) => ({
      key: item._key,
      text: item.text ?? "",
      url: item.link?.url ?? null,
      color: colourOf(item),
      visibilityClass: visibilityClasses(item.visibility, "block"),
      children: (item.children ?? []).map((child) => ({
        key: child._key,
        text: child.text ?? "",
        url: child.link?.url ?? "#",
      })),
    }));
}

/** The drawer's predictive search: the menu's own, or one with the default label. */
const drawerSearchItem = (menuItems: readonly MenuItem[]): MenuItem =>
  menuItems.find((item) => item.type === "predictive_search") ?? {
    _key: "drawer",
    _type: "menuItem",
    type: "predictive_search",
    text: "Search by city, state or ZIP",
    visibility: "always",
  };

/**
 * The content-managed header (spec 2.3 "Header", spec 9 "Layout"), at the spec's heights:
 *
 * - From xl (1280 px) at the brand's desktop height (`site.header`, web/rules/sites.ts):
 *   140 px in two rows, the logo, the main menu and the searches, then the secondary
 *   items (who are you searching for, buttons, the phone within business hours, the call
 *   to action, Saved where the brand has it); or 72 px in one row holding all of them
 *   (the senior-homes brand, `desktopRows: 1`).
 * - Below xl 56 px: the logo, a search button (the predictive search in a dialog), the
 *   phone within business hours, and Menu; everything else is in the mobile drawer.
 *
 * Fixed to the top; compact once scrolled on provider and geo page types (one 56 px row),
 * and replaced by {@link SemHeader} on SEM landing pages (both switched in CSS by the
 * page's `data-page-type`, so the layout stays one cached render per site).
 */
export function SiteHeader({ site, shell }: { site: SiteDefinition; shell: SiteShell }) {
  const header = shell.header;
  const menuItems = header?.menuItems ?? [];
  const phoneItem = header?.secondaryItems?.find((item) => item.category === "phone");
  const ctaItem = header?.secondaryItems?.find((item) => item.category === "ctaButton");
  const inSlot = (slot: Slot) => menuItems.filter((item) => slotOf(item) === slot);
  const logoText = header?.logoText ?? site.brand;
  const searchItem = drawerSearchItem(menuItems);
  const cta = (className?: string) =>
    ctaItem?.inquiryForm?.enabled ? (
      <HeaderInquiry item={ctaItem} className={className} />
    ) : ctaItem?.link?.url ? (
      <a href={ctaItem.link.url} className={className}>
        {ctaItem.text}
      </a>
    ) : null;
  // spec 2.3: the Saved button is on the main site only (the brands with the feature).
  const saved = (text: string) =>
    site.features.savedButton ? (
      // eslint-disable-next-line @next/next/no-html-link-for-pages -- a plain link: next/link would make the header a client component
      <a href="/saved" className={styles.saved}>
        <HeaderIcon name="heart" />
        {text}
      </a>
    ) : null;
  // spec 6: the account-enabled flag; off (or without a link), no account entry at all.
  const accountUrl = header?.account?.enabled ? header.account.link?.url : null;
  const account = (className?: string) =>
    accountUrl ? (
      <a href={accountUrl} className={className} data-header-account="">
        <HeaderIcon name="user" />
        {header?.account?.text?.trim() || "My Account"}
      </a>
    ) : null;
  const entries = (slot: Slot) =>
    inSlot(slot).map((item) => <MenuEntry key={item._key} item={item} site={site} />);
  return (
    <header
      id={HEADER_ID}
      className={styles.header}
      data-site-header=""
      data-header-rows={site.header.desktopRows}
    >
      <div className={`${page.pageWidth} ${styles.inner}`}>
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- as the Saved link */}
        <a href="/" className={`${styles.link} ${styles.logo}`} aria-label={`${logoText} home`}>
          {logoText}
        </a>
        {inSlot("nav").length > 0 ? (
          <nav aria-label="Main" className={styles.nav}>
            <ul className={styles.menu}>{entries("nav")}</ul>
          </nav>
        ) : null}
        <div className={styles.searches}>{entries("search")}</div>
        <div className={styles.secondary}>
          {entries("secondary")}
          <div className={styles.actions}>
            {phoneItem ? (
              <span
                className={`${styles.phone} ${visibilityClasses(phoneItem.visibility, "flex")}`}
              >
                <PhoneItem item={phoneItem} shell={shell} className={styles.phoneLink} />
              </span>
            ) : null}
            {ctaItem ? (
              <span
                className={`${styles.ctaSlot} ${visibilityClasses(ctaItem.visibility, "flex")}`}
              >
                {cta(styles.cta)}
              </span>
            ) : null}
            {saved("Saved")}
            {account(styles.saved)}
          </div>
        </div>
        <div className={styles.compact}>
          <HeaderSearchDialog label={searchItem.text || "Search by location"}>
            <HeaderSearch item={searchItem} site={site} idPrefix="dialog-search" predictive />
          </HeaderSearchDialog>
          {phoneItem ? (
            <span className={styles.compactPhone}>
              <PhoneItem item={phoneItem} shell={shell} className={styles.iconButton} iconOnly />
            </span>
          ) : null}
          <MobileDrawer
            items={drawerItems(menuItems)}
            search={
              <HeaderSearch item={searchItem} site={site} idPrefix="drawer-search" predictive />
            }
            more={inSlot("secondary").map((item) => (
              <DrawerExtra key={item._key} item={item} />
            ))}
            callUs={
              phoneItem ? (
                <PhoneItem item={phoneItem} shell={shell} className={styles.drawerPhone}>
                  Call Us{" "}
                </PhoneItem>
              ) : null
            }
            cta={cta(`${styles.cta} ${styles.drawerCta}`)}
            saved={saved("Saved Providers")}
            account={account(styles.saved)}
          />
        </div>
      </div>
      <HeaderScroll headerId={HEADER_ID} />
    </header>
  );
}

/**
 * A secondary item in the drawer: who are you searching for, and inquiry buttons (plain
 * link buttons are in the drawer's list). Each keeps its visibility.
 */
function DrawerExtra({ item }: { item: MenuItem }) {
  const shown = visibilityClasses(item.visibility, "flex");
  if (item.type === "whoAreYouSearchingFor") return <WhoItem item={item} keyPrefix="drawer-" />;
  if (item.inquiryForm?.enabled) {
    return (
      <div className={shown} data-menu-type={item.type}>
        <HeaderInquiry item={item} className={`${styles.secondaryButton} ${styles.drawerCta}`} />
      </div>
    );
  }
  return null;
}

/**
 * spec 2.3: SEM landing pages (`multi-step-form`) get a separate simplified header: the
 * logo and the phone within business hours, not fixed, no menu to lead the visitor away.
 */
export function SemHeader({ site, shell }: { site: SiteDefinition; shell: SiteShell }) {
  const header = shell.header;
  const phoneItem = header?.secondaryItems?.find((item) => item.category === "phone");
  const logoText = header?.logoText ?? site.brand;
  return (
    <header className={styles.semHeader} data-sem-header="">
      <div className={`${page.pageWidth} ${styles.semInner}`}>
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- as the site header's logo */}
        <a href="/" className={`${styles.link} ${styles.logo}`} aria-label={`${logoText} home`}>
          {logoText}
        </a>
        {phoneItem ? (
          <span className={styles.phone}>
            <PhoneItem item={phoneItem} shell={shell} className={styles.phoneLink} />
          </span>
        ) : null}
      </div>
    </header>
  );
}
