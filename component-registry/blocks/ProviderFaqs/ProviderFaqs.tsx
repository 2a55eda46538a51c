import { providerHeading } from "@web/rules/provider/providerPage";
import { BlockSection } from "@registry/parts/BlockSection";
import section from "@registry/parts/BlockSection.module.css";
import { MissingProvider } from "@registry/parts/provider/MissingProvider";
import { sectionHeadingId } from "@registry/headingIds";
import type { BlockProps, HeadingContext, ProviderPageData } from "@registry/types";
import styles from "./ProviderFaqs.module.css";

const DEFAULT_HEADING = "Frequently asked questions about {name}";

/**
 * The provider's own FAQs (spec 3: question, answer) as native disclosure widgets.
 * spec 8: malformed FAQ entries are left out; nothing shows without a usable one.
 */
const usableFaqs = (provider: ProviderPageData["provider"]) =>
  (Array.isArray(provider.faqs) ? provider.faqs : []).filter(
    (faq) =>
      typeof faq?.question === "string" &&
      typeof faq.answer === "string" &&
      faq.question.trim() !== "" &&
      faq.answer.trim() !== "",
  );

/** The section's level-2 heading (table of contents); null when it shows nothing. */
export function providerFaqsHeading(
  block: BlockProps<"providerFaqs">["block"],
  context: HeadingContext,
): string | null {
  const provider = context.provider?.provider;
  if (!provider || usableFaqs(provider).length === 0) return null;
  return providerHeading(block.heading, DEFAULT_HEADING, provider.name);
}

export function ProviderFaqs({ block, context }: BlockProps<"providerFaqs">) {
  if (!context.provider) return <MissingProvider context={context} title="Provider FAQs" />;
  const { provider } = context.provider;
  const faqs = usableFaqs(provider);
  if (faqs.length === 0) return null;
  return (
    <BlockSection block="providerFaqs" deferred>
      <h2 id={sectionHeadingId(context, block._key)} className={section.heading}>
        {providerFaqsHeading(block, context)}
      </h2>
      {faqs.map((faq, index) => (
        <details key={index} className={styles.item}>
          <summary className={styles.question}>{faq.question}</summary>
          <p className={styles.answer}>{faq.answer}</p>
        </details>
      ))}
    </BlockSection>
  );
}
