import { providerInquiryLabel } from "@web/rules/card/cardLabels";
import { phoneNumberHref } from "@web/rules/inquiry/phoneNumber";
import { InquiryFormOnIntent } from "@registry/parts/inquiryForm/InquiryFormOnIntent";
import { BusinessHoursPhone } from "@web/shell/BusinessHoursPhone";
import { HeaderIcon } from "@web/shell/HeaderIcon";
import { ProviderInquiryButton } from "@registry/parts/inquiryForm/ProviderInquiryButton";
import type { BlockContext } from "@registry/types";

/** What the two need of the page's block context. */
type AskContext = Pick<BlockContext, "site" | "settings">;
import { KeepFocusAboveBar } from "./KeepFocusAboveBar";
import styles from "./ProviderInquiry.module.css";
import { inquiryProviderOf } from "@web/rules/inquiry/inquiryProvider";

const BAR_ID = "sticky-inquiry-bar";

/** The provider a page is about, as the inquiry form names it. */
interface AskedProvider {
  id: string;
  name: string;
  path: string;
  rollupType?: string | null;
}

/**
 * Issue 23, "a way to ask that stays in reach" on provider pages: from lg a side column
 * whose inquiry form (about this provider, the brand's button label, the spec's labels,
 * messages and outcomes) stays in view while the page scrolls. The form is the server's
 * HTML until the visitor turns to it (InquiryFormOnIntent): the page loads and hydrates
 * none of the form's code before then.
 */
export function ProviderInquiryAside({
  provider,
  context,
}: {
  provider: AskedProvider;
  context: AskContext;
}) {
  const label = providerInquiryLabel(context.site.id, context.settings?.providerInquiryButtonLabel);
  const headingId = `provider-ask-${provider.id}`;
  return (
    <aside className={styles.aside} aria-labelledby={headingId} data-provider-aside="">
      <div className={styles.sticky}>
        {/* No id-bearing level-2 heading: the header's "On this page" lists the page's own. */}
        <p id={headingId} className={styles.title}>
          {label}
        </p>
        <p className={styles.intro}>
          Prices, availability and a tour at {provider.name}, free of charge.
        </p>
        <InquiryFormOnIntent
          formId={`provider-aside-${provider.id}`}
          ctaText={label}
          inquiryType="costs"
          provider={inquiryProviderOf(provider)}
          rollUpType={provider.rollupType ?? null}
          showPayingWithMedicaid
          layout="sidebar"
          labelledBy={headingId}
        />
      </div>
    </aside>
  );
}

/**
 * Below lg: a bar fixed to the bottom of the screen with the inquiry button and, within
 * business hours, a call button. It hides while a dialog is open, and the page reserves
 * its height (the footer ends above it; jumps stop above it, and so does focus: WCAG 2.2
 * 2.4.11, KeepFocusAboveBar).
 * On provider pages it is the one floating element: the floating CTA block stands down.
 */
export function StickyInquiryBar({
  provider,
  context,
}: {
  provider: AskedProvider;
  context: AskContext;
}) {
  const phone = context.settings?.phone;
  const href = phoneNumberHref(phone);
  return (
    <div id={BAR_ID} className={styles.bar} data-sticky-inquiry-bar="">
      <KeepFocusAboveBar barId={BAR_ID} />
      <ProviderInquiryButton
        provider={inquiryProviderOf(provider)}
        rollUpType={provider.rollupType}
        className={styles.barInquiry}
      />
      {phone && href ? (
        <BusinessHoursPhone
          hours={context.settings?.businessHours}
          href={href}
          text={`Call ${phone}`}
          className={styles.barCall}
          icon={<HeaderIcon name="phone" />}
          iconOnly
        />
      ) : null}
    </div>
  );
}
