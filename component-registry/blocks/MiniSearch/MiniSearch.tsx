import { stegaClean } from "@web/rules/stegaClean";
import { BlockSection } from "@registry/parts/BlockSection";
import { SearchForm } from "@registry/parts/SearchForm";
import { sectionHeadingId } from "@registry/headingIds";
import type { BlockProps } from "@registry/types";
import styles from "./MiniSearch.module.css";

/**
 * spec 2.3: a location input with optional predictive autocomplete (the block's
 * `predictive`, on unless turned off) and a button, submitting to the site's search route.
 */
export function MiniSearch({ block, context }: BlockProps<"miniSearch">) {
  return (
    <BlockSection block="miniSearch">
      <div className={styles.panel}>
        {block.heading ? (
          <h2 id={sectionHeadingId(context, block._key)} className={styles.heading}>
            {block.heading}
          </h2>
        ) : null}
        <SearchForm
          site={context.site}
          idPrefix={`mini-${block._key}`}
          placeholder={block.placeholder}
          buttonLabel={block.buttonLabel}
          careType={context.search.careType ?? stegaClean(block.careType)}
          keyword={context.search.keyword ?? undefined}
          showCareType={false}
          predictive={block.predictive !== false}
        />
      </div>
    </BlockSection>
  );
}
