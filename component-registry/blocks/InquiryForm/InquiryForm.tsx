import { stegaClean } from "@web/rules/stegaClean";
import { InquiryDialog } from "@registry/parts/inquiryForm/InquiryDialog";
import { BlockSection } from "@registry/parts/BlockSection";
import section from "@registry/parts/BlockSection.module.css";
import { sectionHeadingId } from "@registry/headingIds";
import { semInquiryOptions } from "@registry/semLanding";
import type { BlockProps } from "@registry/types";
import { DEFAULT_INQUIRY_CTA } from "@web/rules/inquiry/inquiryConstants";
import {
  INQUIRY_TYPES,
  inquiryFormLayout,
  isModalLayout,
  type InquiryType,
} from "@web/rules/inquiry/inquiryForm";
import { InquiryForm as InquiryFormPart } from "./InquiryForm.client";
import styles from "./InquiryForm.module.css";

function inquiryTypeOf(value: string | null | undefined): InquiryType {
  return (INQUIRY_TYPES as readonly string[]).includes(value ?? "")
    ? (value as InquiryType)
    : "costs";
}

/**
 * spec 2.3 "Request-costs inquiry form" placed by an editor: inline (vertical or
 * horizontal) or as a button opening a full-page or fit-content modal. A server
 * component; the form inside is the one client island. A modal block renders its
 * form in the closed dialog (not loaded on open like the header's and the cards'), so
 * its button works without JavaScript too.
 */
export function InquiryForm({ block, context }: BlockProps<"inquiryForm">) {
  // On a provider page the form asks about that provider (the lead carries its id).
  const provider = context.provider?.provider;
  const layout = inquiryFormLayout(stegaClean(block.layout));
  const ctaText = block.ctaText?.trim() || DEFAULT_INQUIRY_CTA;
  const headingId = sectionHeadingId(context, block._key) ?? `inquiry-heading-${block._key}`;
  const form = {
    formId: `block-${block._key}`,
    ctaText,
    inquiryType: inquiryTypeOf(stegaClean(block.inquiryType)),
    rollUpType: stegaClean(block.rollUpType) ?? null,
    showPayingWithMedicaid: block.showPayingWithMedicaid ?? false,
    hideWhoAreYouLookingFor: block.hideWhoAreYouLookingFor ?? false,
    askTourTime: block.askTourTime ?? false,
    askTypeOfCare: block.askTypeOfCare ?? false,
    successMessage: stegaClean(block.outcome) === "message" ? (block.successMessage ?? null) : null,
    provider: provider ? { id: provider.id, name: provider.name, path: provider.path } : null,
    // The SEM landing page's budget question and multi-step form (its feature flags).
    ...semInquiryOptions(context),
  };
  const modal = isModalLayout(layout);
  // On the SEM landing page's stage (sem-hero-behind-form-layout) the form is a card
  // over the hero, in the stage's column (PageBuilder), not a section of its own.
  const card = context.stage === "hero-behind-form";
  const panel = (
    <div
      className={`${styles.panel} ${modal ? styles.modalPanel : ""} ${card ? styles.card : ""}`}
      data-layout={layout}
    >
      {block.heading ? (
        <h2 id={headingId} className={section.heading}>
          {block.heading}
        </h2>
      ) : null}
      {block.intro ? <p className={styles.intro}>{block.intro}</p> : null}
      {layout === "fullPageModal" || layout === "fitContentModal" ? (
        <InquiryDialog
          layout={layout}
          openerText={ctaText}
          openerClassName={styles.opener}
          title={block.heading ?? ctaText}
        >
          <InquiryFormPart {...form} />
        </InquiryDialog>
      ) : (
        <InquiryFormPart
          {...form}
          layout={layout}
          labelledBy={block.heading ? headingId : undefined}
        />
      )}
    </div>
  );
  if (card) {
    return <section data-block="inquiryForm">{panel}</section>;
  }
  return (
    <BlockSection block="inquiryForm" narrow={layout === "vertical" || modal}>
      {panel}
    </BlockSection>
  );
}
