import { renderGeoCopy } from "@templates/engine";
import { BlockSection } from "@registry/parts/BlockSection";
import section from "@registry/parts/BlockSection.module.css";
import { MissingPlace } from "@registry/parts/geo/MissingPlace";
import { geoHeading } from "@registry/parts/geo/geoHeading";
import { sectionHeadingId } from "@registry/headingIds";
import type { GeoPageContext } from "@web/pageKinds/geo/geoPageTypes";
import type { BlockProps, HeadingContext } from "@registry/types";
import styles from "./GeoCopy.module.css";

/**
 * Marketing copy written as a geo copy template (issue 12), filled with the place's
 * numbers (web/rules/geo/geoPage.ts `geoCopyInput`). The block's own template, else the
 * care type's, else the built-in default. Invalid parts are skipped and logged by the
 * engine; in preview the diagnostics show beside the copy, so an editor sees what
 * visitors miss.
 */
/**
 * The copy's level-2 heading (table of contents), when the block names one. (Copy that
 * renders empty hides the block and its heading; that is not known without rendering
 * the copy, so the table of contents lists the heading whenever there is one.)
 */
export function geoCopyHeading(
  block: BlockProps<"geoCopy">["block"],
  context: HeadingContext,
): string | null {
  const geo = context.geo;
  if (!geo || !block.heading) return null;
  return geoHeading(block.heading, "", geo, `${templateOf(block, geo).id}.heading`) || null;
}

function templateOf(block: BlockProps<"geoCopy">["block"], geo: GeoPageContext) {
  return block.template && typeof block.template.template === "string"
    ? { id: block.template._id, source: block.template.template }
    : geo.copyTemplate;
}

/**
 * Copy longer than this starts collapsed to its first lines with "Read more" (issue 23: the
 * first providers in the first screen of a city page; the copy stays in the HTML).
 */
const COLLAPSE_OVER_CHARS = 280;

export function GeoCopy({ block, context }: BlockProps<"geoCopy">) {
  const geo = context.geo;
  if (!geo) return <MissingPlace context={context} title="Geo copy" />;
  const template = templateOf(block, geo);
  const { output, diagnostics } = renderGeoCopy(template, geo.copyContext);
  // The engine escapes every value and literal: the output is safe HTML text.
  const paragraphs = output
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);
  const heading = geoCopyHeading(block, context);
  if (paragraphs.length === 0 && !(context.preview && diagnostics.length > 0)) return null;
  return (
    <BlockSection block="geoCopy" narrow py="4">
      {heading ? (
        <h2 id={sectionHeadingId(context, block._key)} className={section.heading}>
          {heading}
        </h2>
      ) : null}
      <div className={styles.clamp}>
        <div className={styles.copy} data-geo-copy={template.id}>
          {paragraphs.map((html, index) => (
            <p key={index} dangerouslySetInnerHTML={{ __html: html }} />
          ))}
        </div>
        {paragraphs.join(" ").length > COLLAPSE_OVER_CHARS ? (
          // A toggle with nothing inside: the copy stays whole in the HTML (and for screen
          // readers); closed, CSS shows its first lines. Works without JavaScript.
          <details className={styles.more} data-geo-copy-more="">
            <summary className={styles.moreSummary}>
              <span className={styles.whenClosed}>Read more</span>
              <span className={styles.whenOpen}>Read less</span>
            </summary>
          </details>
        ) : null}
      </div>
      {context.preview && diagnostics.length > 0 ? (
        <aside
          className={styles.diagnostics}
          aria-label="Template problems"
          data-geo-copy-diagnostics
        >
          <p className={styles.diagnosticsTitle}>
            Visitors do not see{" "}
            {diagnostics.length === 1 ? "one part" : `${diagnostics.length} parts`} of this copy
            (template {template.id}):
          </p>
          <ul>
            {diagnostics.map((item, index) => (
              <li key={index}>
                Line {item.line}, column {item.column}: {item.reason}
              </li>
            ))}
          </ul>
        </aside>
      ) : null}
    </BlockSection>
  );
}
