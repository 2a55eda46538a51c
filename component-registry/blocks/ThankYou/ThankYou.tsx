import { BlockSection } from "@registry/parts/BlockSection";
import section from "@registry/parts/BlockSection.module.css";
import type { BlockProps } from "@registry/types";
import { THANK_YOU_TITLE } from "@web/rules/inquiry/inquiryConstants";
import { thankYouQuery } from "@web/rules/inquiry/inquiryForm";
import { formatUsPhoneNumber, phoneNumberHref } from "@web/rules/inquiry/phoneNumber";
import { LeadSummaryPanel } from "./LeadSummary";
import styles from "./ThankYou.module.css";

/**
 * The thank-you page's message (spec 2.1: the inquiry form's redirect target, query
 * slug = the provider's path and phone; spec 9: the title's default). The query is
 * read again through the same rule as the route: only a same-site path is linked.
 * The number to call is always the site's own (issue 24.12): a crafted link's
 * `phone` would otherwise show a stranger's number under the brand's name; the
 * inquiry route only ever puts the site's number there anyway. With a good token in the
 * URL, the page route puts the inquiry's "Your request" summary in the context
 * (issue 24 "Care-recipient leads"); without one the block is as it was.
 */
export function ThankYou({ block, context }: BlockProps<"thankYou">) {
  const query = thankYouQuery(context.query);
  const title =
    block.title?.trim() || context.settings?.ctaDefaults?.thankYouTitle || THANK_YOU_TITLE;
  const phone = block.showPhone ? formatUsPhoneNumber(context.settings?.phone) : null;
  const tel = phoneNumberHref(phone);
  const slug = query.get("slug");
  return (
    <BlockSection block="thankYou" narrow py="8">
      <div className={styles.panel} data-thank-you="">
        <h1 className={section.title}>{title}</h1>
        {block.message ? <p className={styles.message}>{block.message}</p> : null}
        {phone && tel ? (
          <p className={styles.phone}>
            Questions? Call{" "}
            <a href={tel} className={styles.link}>
              {phone}
            </a>{" "}
            to speak with an expert.
          </p>
        ) : null}
        {context.leadSummary ? (
          <LeadSummaryPanel summary={context.leadSummary} id={`thank-you-request-${block._key}`} />
        ) : null}
        {slug ? (
          <a href={slug} className={styles.providerLink} data-thank-you-provider="">
            {block.providerLinkText?.trim() || "Back to the provider"}
          </a>
        ) : null}
      </div>
    </BlockSection>
  );
}
