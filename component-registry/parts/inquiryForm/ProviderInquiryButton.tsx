"use client";

import { cardLinks } from "@web/rules/card/cardLabels";
import { InquiryDialog } from "./InquiryDialog";
import type { InquiryProvider } from "./InquiryForm";
import { useInquirySettings } from "./InquirySettings";

/**
 * A provider card's inquiry button (spec 2.3): 'Get Pricing' or 'Get Information'
 * (site settings), opening the inquiry form about this provider in a modal. A costs
 * inquiry: the answer carries the provider's prices and the costs modal follows
 * (spec 4). Before JavaScript runs it links to the provider page's costs section, or
 * to its comparison anchor when the provider has no prices (no costs section then).
 */
export function ProviderInquiryButton({
  provider,
  priced = true,
  rollUpType,
  className,
  describedBy,
  label,
  hidden = false,
  onResultClosed,
}: {
  provider: InquiryProvider;
  /** Whether a service of the provider has a starting price (hasStartingPrice). */
  priced?: boolean;
  /** The provider's roll-up type: senior-living providers ask about Medicaid (spec 5). */
  rollUpType?: string | null;
  className?: string;
  describedBy?: string;
  /** Overrides the site's label (the blurred price's 'Unlock Price'). */
  label?: string;
  /** Hides the button but keeps its dialogs (see InquiryDialog's openerHidden). */
  hidden?: boolean;
  onResultClosed?: () => void;
}) {
  const settings = useInquirySettings();
  const text = label ?? settings.providerInquiryButtonLabel;
  return (
    <InquiryDialog
      layout="fitContentModal"
      openerText={text}
      openerClassName={className}
      openerDescribedBy={describedBy}
      title={`${text}: ${provider.name}`}
      fallbackHref={cardLinks(provider, priced).costs}
      openerHidden={hidden}
      onResultClosed={onResultClosed}
      form={{
        formId: `provider-${provider.id}`,
        ctaText: text,
        inquiryType: "costs",
        provider,
        rollUpType,
        showPayingWithMedicaid: true,
      }}
    />
  );
}
