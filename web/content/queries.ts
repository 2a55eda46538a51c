import { defineQuery } from "next-sanity";

/**
 * Every CMS read of the app. TypeGen derives the result types of these queries
 * into schemas/sanity.types.ts (`npm run typegen`).
 */

export const PAGE_BY_PATH_QUERY = defineQuery(`
  *[_type == "page" && site == $site && path == $path][0]{
    _id,
    _type,
    _updatedAt,
    title,
    path,
    site,
    pageType,
    seo,
    blocks[]{
      ...,
      _type == "faqList" => {
        ...,
        "items": items[]->{ _id, question, answer }
      }
    }
  }
`);

/**
 * The provider page template of a site for a care type: the one naming that care
 * type, else the site's default (no care type). Same block projection as pages.
 */
export const PROVIDER_PAGE_TEMPLATE_QUERY = defineQuery(`
  *[_type == "providerPageTemplate" && site == $site && (careType == $careType || !defined(careType))]
    | order(defined(careType) desc, _updatedAt desc)[0]{
    _id,
    _type,
    _updatedAt,
    title,
    site,
    careType,
    blocks[]{
      ...,
      _type == "faqList" => {
        ...,
        "items": items[]->{ _id, question, answer }
      }
    }
  }
`);

export const SITE_SHELL_QUERY = defineQuery(`{
  "settings": *[_type == "siteSettings" && site == $site][0]{
    name,
    tagline,
    phone,
    businessHours,
    compareLimit,
    savedLimit,
    inquiryConsentText,
    providerInquiryButtonLabel,
    ctaDefaults
  },
  "header": *[_type == "header" && site == $site][0]{
    logoText,
    menuItems,
    secondaryItems
  },
  "footer": *[_type == "footer" && site == $site][0]{
    columns,
    legalText
  }
}`);

export const PAGE_PATHS_QUERY = defineQuery(`
  *[_type == "page" && site == $site && seo.noIndex != true]{ path, _updatedAt }
`);
