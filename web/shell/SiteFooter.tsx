import page from "@registry/parts/pageWidth.module.css";
import hidden from "@registry/parts/visuallyHidden.module.css";
import type { SiteShell } from "../content/load";
import type { SiteDefinition } from "../site/sites";
import styles from "./SiteFooter.module.css";

/** An absolute http(s) link leaves the product (spec 2.1: the careers-site links). */
const isExternal = (url: string | null | undefined) => /^https?:\/\//i.test(url ?? "");

/**
 * The footer from the site's `footer` document (spec 2.3): brand, phone, link columns and
 * legal text, and the attribution DB-IP's licence asks of sites that use its data. Links to the external careers site are marked as leaving the site, in text
 * for screen readers and with an arrow for the eye.
 */
export function SiteFooter({ site, shell }: { site: SiteDefinition; shell: SiteShell }) {
  const footer = shell.footer;
  const settings = shell.settings;
  return (
    <footer className={styles.footer}>
      <div className={page.pageWidth}>
        <div className={styles.columns}>
          <div>
            <p className={styles.name}>{settings?.name ?? site.brand}</p>
            {settings?.tagline ? <p className={styles.tagline}>{settings.tagline}</p> : null}
            {settings?.phone ? (
              <a
                href={`tel:${settings.phone.replace(/\D/g, "")}`}
                className={`${styles.link} ${styles.phone}`}
              >
                {settings.phone}
              </a>
            ) : null}
          </div>
          {(footer?.columns ?? []).map((column) => (
            <nav key={column._key} aria-label={column.title ?? undefined}>
              <h2 className={styles.columnTitle}>{column.title}</h2>
              <ul>
                {(column.links ?? []).map((link) => (
                  <li key={link._key} className={styles.columnLink}>
                    {isExternal(link.link?.url) ? (
                      <a
                        href={link.link?.url ?? "#"}
                        className={styles.link}
                        rel="noopener"
                        data-external-link=""
                      >
                        {link.label}
                        <span aria-hidden="true"> ↗</span>
                        <span className={hidden.visuallyHidden}> (leaves this site)</span>
                      </a>
                    ) : (
                      <a href={link.link?.url ?? "#"} className={styles.link}>
                        {link.label}
                      </a>
                    )}
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        {footer?.legalText ? <p className={styles.legal}>{footer.legalText}</p> : null}
        {/* CC BY 4.0: the search boxes' default location comes from DB-IP's data (web/services/geocoding/geoIp.ts). */}
        <p className={styles.legal} data-geoip-attribution="">
          <a href="https://db-ip.com" className={styles.link} rel="noopener">
            IP Geolocation by DB-IP
            <span aria-hidden="true"> ↗</span>
            <span className={hidden.visuallyHidden}> (leaves this site)</span>
          </a>
        </p>
      </div>
    </footer>
  );
}
