import page from "@registry/parts/pageWidth.module.css";
import type { SiteShell } from "../content/load";
import type { SiteDefinition } from "../site/sites";
import styles from "./SiteFooter.module.css";

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
                    <a href={link.link?.url ?? "#"} className={styles.link}>
                      {link.label}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        {footer?.legalText ? <p className={styles.legal}>{footer.legalText}</p> : null}
      </div>
    </footer>
  );
}
