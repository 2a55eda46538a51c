import { careCompareUrl } from "@web/rules/inspections/sources";
import { describeScopeSeverity } from "@web/rules/inspections/severity";
import {
  INSPECTIONS_HEADING,
  citationGroups,
  correctionText,
  dateInWords,
  noRecordText,
  ratingViews,
  sourceText,
  stateCitations,
  surveyKindText,
} from "@web/rules/inspections/inspectionView";
import type { InspectionCitation } from "@web/rules/model/inspections";
import { providerHeading } from "@web/rules/provider/providerPage";
import { BlockSection } from "@registry/parts/BlockSection";
import section from "@registry/parts/BlockSection.module.css";
import { MissingProvider } from "@registry/parts/provider/MissingProvider";
import { sectionHeadingId } from "@registry/headingIds";
import type { BlockLoad, BlockProps, HeadingContext } from "@registry/types";
import styles from "./ProviderInspections.module.css";

/** A group longer than this shows its first citations and the rest behind "Show all". */
const SHOWN_PER_GROUP = 5;

/** The section's level-2 heading (table of contents); it always shows with a provider. */
export function providerInspectionsHeading(
  block: BlockProps<"providerInspections">["block"],
  context: HeadingContext,
): string | null {
  const provider = context.provider?.provider;
  return provider ? providerHeading(block.heading, INSPECTIONS_HEADING, provider.name) : null;
}

/** The provider's record, read on the server before the page renders. */
export const loadProviderInspections: BlockLoad<"providerInspections"> = async (
  _block,
  context,
  loaders,
) => {
  const provider = context.provider?.provider;
  return provider ? loaders.inspections(provider.id) : null;
};

function Stars({ stars }: { stars: number | null }) {
  if (stars === null) return null;
  return (
    <span className={styles.stars} aria-hidden="true">
      {"★".repeat(stars)}
      <span className={styles.starsEmpty}>{"★".repeat(5 - stars)}</span>
    </span>
  );
}

function Citation({ citation }: { citation: InspectionCitation }) {
  const kind = surveyKindText(citation);
  return (
    <li className={styles.citation} data-citation={citation.scopeSeverity ?? citation.stateClass}>
      <p className={styles.citationMeta}>
        <time dateTime={citation.surveyDate}>{dateInWords(citation.surveyDate)}</time>
        {kind ? <span> · {kind}</span> : null}
        {citation.scopeSeverity ? (
          <span> · {describeScopeSeverity(citation.scopeSeverity)}</span>
        ) : null}
        {citation.stateClass ? <span> · {citation.stateClass}</span> : null}
        {citation.tag ? <span> · {citation.tag}</span> : null}
      </p>
      <p className={styles.description}>{citation.description}</p>
      <p className={styles.correction} data-corrected={citation.corrected}>
        {correctionText(citation)}
      </p>
    </li>
  );
}

/** A list of citations: the first few shown, the rest behind a native disclosure (no JS). */
function CitationList({ citations }: { citations: readonly InspectionCitation[] }) {
  const shown = citations.slice(0, SHOWN_PER_GROUP);
  const rest = citations.slice(SHOWN_PER_GROUP);
  return (
    <>
      <ul className={styles.citations}>
        {shown.map((citation, i) => (
          <Citation key={i} citation={citation} />
        ))}
      </ul>
      {rest.length > 0 ? (
        <details>
          <summary className={styles.moreSummary}>
            Show {rest.length} more {rest.length === 1 ? "citation" : "citations"}
          </summary>
          <ul className={styles.citations}>
            {rest.map((citation, i) => (
              <Citation key={i} citation={citation} />
            ))}
          </ul>
        </details>
      ) : null}
    </>
  );
}

/**
 * issue 27.3: 'Ratings and inspections': Medicare's four star ratings with what each
 * means (text stars with "4 out of 5"), the citations of the last three inspection cycles
 * grouped by severity in plain words, worst first, each with its date, tag and
 * description and whether and when it was corrected; a state's citations with their
 * class; the source, its data month and a link to the official record. A provider without
 * a record is told so. Rendered on the server; long groups fold into `<details>`.
 */
export function ProviderInspections({ block, context, data }: BlockProps<"providerInspections">) {
  if (!context.provider) {
    return <MissingProvider context={context} title="Ratings and inspections" />;
  }
  const { provider } = context.provider;
  const headingId = sectionHeadingId(context, block._key) ?? `provider-inspections-${provider.id}`;
  const heading = (
    <h2 id={headingId} className={section.heading}>
      {providerInspectionsHeading(block, context)}
    </h2>
  );
  if (!data) {
    return (
      <BlockSection block="providerInspections" deferred>
        {heading}
        <p className={styles.none} data-inspections="none">
          {noRecordText(provider.name)}
        </p>
      </BlockSection>
    );
  }
  const ratings = ratingViews(data.ratings);
  const groups = citationGroups(data.citations);
  const state = stateCitations(data.citations);
  const recordUrl = data.recordUrl ?? (data.ccn ? careCompareUrl(data.ccn) : null);
  return (
    <BlockSection block="providerInspections" deferred>
      {heading}
      <p className={styles.source} data-inspections="source">
        {sourceText(data)}
        {recordUrl ? (
          <>
            {" "}
            <a href={recordUrl} className={styles.link} rel="noopener" target="_blank">
              See the official record on {data.source}
              {data.ccn ? ` (CCN ${data.ccn})` : ""}
            </a>
          </>
        ) : null}
      </p>
      {ratings.length > 0 ? (
        <dl className={styles.ratings} data-inspections="ratings">
          {ratings.map((rating) => (
            <div key={rating.key} className={styles.rating} data-rating={rating.key}>
              <dt className={styles.ratingLabel}>{rating.label}</dt>
              <dd className={styles.ratingValue}>
                <Stars stars={rating.stars} />
                <span className={styles.ratingText}>{rating.text}</span>
              </dd>
              <dd className={styles.meaning}>{rating.meaning}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {data.citations.length === 0 ? (
        <p className={styles.clean} data-inspections="clean">
          No citations in the last three inspection cycles.
        </p>
      ) : null}
      {groups.map((group) => (
        <div key={group.level.level} className={styles.group} data-severity={group.level.level}>
          <h3 className={styles.groupHeading}>
            {group.level.label}: {group.citations.length}{" "}
            {group.citations.length === 1 ? "citation" : "citations"}
          </h3>
          <p className={styles.meaning}>{group.level.meaning}</p>
          <CitationList citations={group.citations} />
        </div>
      ))}
      {state.length > 0 ? (
        <div className={styles.group} data-severity="state">
          <h3 className={styles.groupHeading}>State citations: {state.length}</h3>
          <p className={styles.meaning}>Each keeps the class or type {data.source} gave it.</p>
          <CitationList citations={state} />
        </div>
      ) : null}
    </BlockSection>
  );
}
