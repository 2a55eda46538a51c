import page from "@registry/parts/pageWidth.module.css";
import type { BlockContext } from "@registry/types";
import styles from "./MissingProvider.module.css";

/**
 * What a provider block shows without a provider (placed on an ordinary page): nothing
 * for visitors, a labelled note for editors in preview.
 */
export function MissingProvider({ context, title }: { context: BlockContext; title: string }) {
  if (!context.preview) return null;
  return (
    <div className={page.pageWidth}>
      <p role="note" className={styles.note} data-missing-provider={title}>
        {title}: this block shows a provider. Place it on a provider page template.
      </p>
    </div>
  );
}
