import page from "@registry/parts/pageWidth.module.css";
import styles from "@registry/parts/provider/MissingProvider.module.css";
import type { BlockContext } from "@registry/types";

/**
 * What a geo block shows outside a geo page (placed on an ordinary page): nothing for
 * visitors, a labelled note for editors in preview.
 */
export function MissingPlace({ context, title }: { context: BlockContext; title: string }) {
  if (!context.preview) return null;
  return (
    <div className={page.pageWidth}>
      <p role="note" className={styles.note} data-missing-place={title}>
        {title}: this block shows a place. Place it on a geo page template.
      </p>
    </div>
  );
}
