import { renderGeoCopy } from "@templates/engine";
import { BlockSection } from "@registry/parts/BlockSection";
import section from "@registry/parts/BlockSection.module.css";
import { MissingPlace } from "@registry/parts/geo/MissingPlace";
import { geoHeading } from "@registry/parts/geo/geoHeading";
import type { BlockProps } from "@registry/types";
import styles from "./GeoCopy.module.css";

/**
 * Marketing copy written as a geo copy template (issue 12), filled with the place's
 * numbers (web/rules/geoPage.ts `geoCopyInput`). The block's own template, else the
 * care type's, else the built-in default. Invalid parts are skipped and logged by the
 * engine; in preview the diagnostics show beside the copy, so an editor sees what
 * visitors miss.
 */
export function GeoCopy({ block, context }: BlockProps<"geoCopy">) {
  const geo = context.geo;
  if (!geo) return <MissingPlace context={context} title="Geo copy" />;
  const template =
    block.template && typeof block.template.template === "string"
      ? { id: block.template._id, source: block.template.template }
      : geo.copyTemplate;
  const { output, diagnostics } = renderGeoCopy(template, geo.copyContext);
  // The engine escapes every value and literal: the output is safe HTML text.
  const paragraphs = output
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);
  const heading = block.heading ? geoHeading(block.heading, "", geo, `${template.id}.heading`) : "";
  if (paragraphs.length === 0 && !(context.preview && diagnostics.length > 0)) return null;
  return (
    <BlockSection block="geoCopy" narrow>
      {heading ? <h2 className={section.heading}>{heading}</h2> : null}
      <div className={styles.copy} data-geo-copy={template.id}>
        {paragraphs.map((html, index) => (
          <p key={index} dangerouslySetInnerHTML={{ __html: html }} />
        ))}
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
