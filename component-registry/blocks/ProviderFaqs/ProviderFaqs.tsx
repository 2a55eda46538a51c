import { providerHeading } from "@web/rules/providerPage";
import { BlockSection } from "@registry/parts/BlockSection";
import section from "@registry/parts/BlockSection.module.css";
import { MissingProvider } from "@registry/parts/provider/MissingProvider";
import type { BlockProps } from "@registry/types";
import styles from "./ProviderFaqs.module.css";

const DEFAULT_HEADING = "Frequently asked questions about {name}";

/**
 * The provider's own FAQs (spec 3: question, answer) as native disclosure widgets.
 * spec 8: malformed FAQ entries are left out; nothing shows without a usable one.
 */
export function ProviderFaqs({ block, context }: BlockProps<"providerFaqs">) {
  if (!context.provider) return <MissingProvider context={context} title="Provider FAQs" />;
  const { provider } = context.provider;
  const faqs = (Array.isArray(provider.faqs) ? provider.faqs : []).filter(
    (faq) =>
      typeof faq?.question === "string" &&
      typeof faq.answer === "string" &&
      faq.question.trim() !== "" &&
      faq.answer.trim() !== "",
  );
  if (faqs.length === 0) return null;
  return (
    <BlockSection block="providerFaqs">
      <h2 className={section.heading}>
        {providerHeading(block.heading, DEFAULT_HEADING, provider.name)}
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
