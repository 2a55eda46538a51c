import { phoneNumberHref } from "@web/rules/inquiry/phoneNumber";
import { isGuidedSearchCareType } from "@web/rules/search/guidedSearch";
import { stegaClean } from "@web/rules/stegaClean";
import { BlockSection } from "@registry/parts/BlockSection";
import section from "@registry/parts/BlockSection.module.css";
import type { BlockProps } from "@registry/types";
import { GuidedSearchQuiz } from "./GuidedSearch.client";
import styles from "./GuidedSearch.module.css";

/**
 * Issue 24 "Guided search": the page's title, then the questionnaire (the island), which
 * ends on the search for the matching care type. Without JavaScript the questions are one
 * GET form; the proxy answers it with this page and the match as its search's `care-type`
 * (web/rules/search/guidedSearch.ts), which this block then shows as the suggestion. The
 * suggestion is part of the page's search state, so the page cache keeps one page per
 * care type and none per visitor.
 */
export function GuidedSearch({ block, context }: BlockProps<"guidedSearch">) {
  const fromUrl = context.search.careType;
  const phone = block.showPhone === false ? null : (context.settings?.phone ?? null);
  const tel = phoneNumberHref(phone);
  const costsUrl = block.costsLink?.url ? stegaClean(block.costsLink.url) : null;
  return (
    <BlockSection block="guidedSearch" narrow>
      <h1 className={section.title}>{block.heading}</h1>
      {block.intro ? <p className={styles.intro}>{block.intro}</p> : null}
      <GuidedSearchQuiz
        idPrefix={`guided-${stegaClean(block._key)}`}
        site={context.site}
        suggested={isGuidedSearchCareType(fromUrl) ? fromUrl : null}
        advisor={{
          text: block.advisorText ?? null,
          phone: phone && tel ? { text: phone, href: tel } : null,
          costs: costsUrl
            ? { href: costsUrl, label: context.settings?.ctaDefaults?.text ?? "Get Costs" }
            : null,
        }}
      />
    </BlockSection>
  );
}
