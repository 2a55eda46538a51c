import { BlockSection } from "@registry/parts/BlockSection";
import { MissingPlace } from "@registry/parts/geo/MissingPlace";
import styles from "@registry/parts/geo/geo.module.css";
import type { BlockProps } from "@registry/types";

/**
 * Home > care type > state > city, the last one the current page (issue 12); on an
 * awards page home > awards > award > year > state.
 */
export function Breadcrumbs({ block, context }: BlockProps<"breadcrumbs">) {
  const trail = context.geo?.breadcrumbs ?? context.awards?.breadcrumbs;
  if (!trail) return <MissingPlace context={context} title="Breadcrumbs" />;
  const crumbs = [...(block.showHome === false ? [] : [{ name: "Home", path: "/" }]), ...trail];
  return (
    <BlockSection block="breadcrumbs" py="4">
      <nav aria-label="Breadcrumb">
        <ol className={styles.crumbs}>
          {crumbs.map((crumb, index) =>
            index === crumbs.length - 1 ? (
              <li key={crumb.path} aria-current="page">
                {crumb.name}
              </li>
            ) : (
              <li key={crumb.path}>
                <a className={styles.link} href={crumb.path}>
                  {crumb.name}
                </a>
              </li>
            ),
          )}
        </ol>
      </nav>
    </BlockSection>
  );
}
