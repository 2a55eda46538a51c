"use client";

import { createContext, useContext, type ReactNode } from "react";
import { providerInquiryLabel } from "@web/rules/card/cardLabels";
import { THANK_YOU_TITLE } from "@web/rules/inquiry/inquiryConstants";
import { DEFAULT_SITE_ID, type SiteId } from "@web/rules/sites";

/**
 * The site settings every inquiry form reads (spec 8: the failure message names the
 * site's phone; the consent statement and the card button's label come from the CMS).
 * Provided once by the site layout, so a card, the header and a block all open the
 * same form without passing settings down through every component.
 */
export interface InquirySettings {
  /** The site's id (`main`, `alt`, `homes`), sent as the inquiry's source. */
  siteId: SiteId;
  /** The Family Advisor phone of the site (spec 8). */
  phone: string;
  /** The telemarketing consent statement shown above the submit button. */
  consentText: string;
  /** The provider card's inquiry button ('Get Pricing' on the main site, 'Get Information' on the alternate). */
  providerInquiryButtonLabel: string;
  /** spec 9: 'Thank You for your request!' unless the site says otherwise. */
  thankYouTitle: string;
}

const DEFAULT_SETTINGS: InquirySettings = {
  siteId: DEFAULT_SITE_ID,
  phone: "",
  consentText: "",
  providerInquiryButtonLabel: "Get Pricing",
  thankYouTitle: THANK_YOU_TITLE,
};

const InquirySettingsContext = createContext<InquirySettings>(DEFAULT_SETTINGS);

export function InquirySettingsProvider({
  settings,
  children,
}: {
  settings: Partial<InquirySettings>;
  children: ReactNode;
}) {
  const siteId = settings.siteId ?? DEFAULT_SETTINGS.siteId;
  const value: InquirySettings = {
    siteId,
    phone: settings.phone || DEFAULT_SETTINGS.phone,
    consentText: settings.consentText || DEFAULT_SETTINGS.consentText,
    providerInquiryButtonLabel: providerInquiryLabel(siteId, settings.providerInquiryButtonLabel),
    thankYouTitle: settings.thankYouTitle || DEFAULT_SETTINGS.thankYouTitle,
  };
  return (
    <InquirySettingsContext.Provider value={value}>{children}</InquirySettingsContext.Provider>
  );
}

export function useInquirySettings(): InquirySettings {
  return useContext(InquirySettingsContext);
}
