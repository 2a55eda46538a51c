import { searchCareTypeChoices } from "@web/rules/careTypes";
import { stegaClean } from "@web/rules/stegaClean";
import { BlockSection } from "@registry/parts/BlockSection";
import { SearchForm } from "@registry/parts/SearchForm";
import { sectionHeadingId } from "@registry/headingIds";
import type { BlockProps } from "@registry/types";
import styles from "./MiniSearch.module.css";

/** "Chicago, IL · Assisted living": the search a page shows results for, in one line. */
export function searchSummary(keyword: string, careType: string | undefined): string {
  const careTypeTitle = searchCareTypeChoices(careType).find(
    (choice) => choice.value === careType,
  )?.title;
  return careTypeTitle ? `${keyword} · ${careTypeTitle}` : keyword;
}

/**
 * spec 2.3: a location input with optional predictive autocomplete (the block's
 * `predictive`, on unless turned off) and a button, submitting to the site's search route.
 *
 * On a page that already shows results for a place (the search page with a keyword), the
 * form starts collapsed to a one-line summary of that search, which opens to edit it
 * (issue 23: the first provider in the first screen); elsewhere it is the open panel.
 */
export function MiniSearch({ block, context }: BlockProps<"miniSearch">) {
  const careType = context.search.careType ?? stegaClean(block.careType);
  const keyword = context.search.keyword ?? undefined;
  const heading = block.heading ? (
    <h2 id={sectionHeadingId(context, block._key)} className={styles.heading}>
      {block.heading}
    </h2>
  ) : null;
  const form = (
    <SearchForm
      site={context.site}
      idPrefix={`mini-${block._key}`}
      placeholder={block.placeholder}
      buttonLabel={block.buttonLabel}
      careType={careType}
      keyword={keyword}
      showCareType={false}
      predictive={block.predictive !== false}
    />
  );
  if (!keyword) {
    return (
      <BlockSection block="miniSearch">
        <div className={styles.panel}>
          {heading}
          {form}
        </div>
      </BlockSection>
    );
  }
  return (
    <BlockSection block="miniSearch" py="4">
      <details className={styles.collapsible} data-search-summary="">
        <summary className={styles.summary}>
          <span className={styles.summaryText}>
            <span className={styles.summaryLabel}>Showing</span> {searchSummary(keyword, careType)}
          </span>
          <span className={styles.edit}>
            <span className={styles.whenClosed}>Change search</span>
            <span className={styles.whenOpen}>Close</span>
          </span>
        </summary>
        <div className={styles.panel}>
          {heading}
          {form}
        </div>
      </details>
    </BlockSection>
  );
}
