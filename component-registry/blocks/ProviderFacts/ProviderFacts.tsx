import {
  CLAIMED_STATUS,
  FACTS_HEADING,
  providerFacts,
  yesNoText,
} from "@web/rules/provider/providerFacts";
import { providerHeading } from "@web/rules/provider/providerPage";
import { BlockSection } from "@registry/parts/BlockSection";
import section from "@registry/parts/BlockSection.module.css";
import { StrokeIcon } from "@registry/parts/card/icons";
import { MissingProvider } from "@registry/parts/provider/MissingProvider";
import { sectionHeadingId } from "@registry/headingIds";
import type { BlockProps, HeadingContext } from "@registry/types";
import styles from "./ProviderFacts.module.css";

/** The section's level-2 heading (table of contents); it always shows with a provider. */
export function providerFactsHeading(
  block: BlockProps<"providerFacts">["block"],
  context: HeadingContext,
): string | null {
  const provider = context.provider?.provider;
  return provider ? providerHeading(block.heading, FACTS_HEADING, provider.name) : null;
}

/**
 * spec 1 / 3: 'Facts and licensing': whether the provider has claimed its listing (and
 * what that means), the care it describes, the four legacy facts answered Yes or No in
 * words, its licenses and state licenses as written and its own notes; free text that is
 * empty leaves its row out. Provider text is rendered as text.
 */
export function ProviderFacts({ block, context }: BlockProps<"providerFacts">) {
  if (!context.provider) {
    return <MissingProvider context={context} title="Provider facts and licensing" />;
  }
  const { provider } = context.provider;
  const facts = providerFacts(provider);
  const status = facts.claimed ? CLAIMED_STATUS.claimed : CLAIMED_STATUS.unclaimed;
  const headingId = sectionHeadingId(context, block._key) ?? `provider-facts-${provider.id}`;
  const text = (key: string, label: string, value: string | null) =>
    value === null ? null : (
      <div key={key} className={styles.textRow} data-fact={key}>
        <dt className={styles.label}>{label}</dt>
        <dd className={styles.text}>{value}</dd>
      </div>
    );

  return (
    <BlockSection block="providerFacts" deferred>
      <h2 id={headingId} className={section.heading}>
        {providerFactsHeading(block, context)}
      </h2>
      <div className={styles.status} data-claimed={facts.claimed}>
        <span className={styles.statusIcon}>
          <StrokeIcon icon={facts.claimed ? "verified" : "info"} size={22} />
        </span>
        <div>
          <p className={styles.statusLabel}>{status.label}</p>
          <p className={styles.statusText}>{status.explanation}</p>
        </div>
      </div>
      <dl className={styles.facts}>
        {text("care-types", "Care offered", facts.careTypes)}
        {facts.yesNo.map((fact) => (
          <div key={fact.label} className={styles.row} data-fact={fact.label}>
            <dt className={styles.label}>{fact.label}</dt>
            <dd className={styles.answer} data-answer={yesNoText(fact.value).toLowerCase()}>
              <StrokeIcon icon={fact.value ? "check" : "close"} size={18} />
              {yesNoText(fact.value)}
            </dd>
          </div>
        ))}
        {text("licenses", "License", facts.licenses)}
        {text("state-licenses", "State license", facts.stateLicenses)}
        {text("notes", "Notes", facts.notes)}
      </dl>
    </BlockSection>
  );
}
