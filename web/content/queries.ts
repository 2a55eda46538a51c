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

/** The feature flags a site's published settings turn on (web/content/featureFlags.ts). */
export const SITE_FEATURE_FLAGS_QUERY = defineQuery(
  `*[_type == "siteSettings" && site == $site][0].featureFlags`,
);

export const PAGE_PATHS_QUERY = defineQuery(`
  *[_type == "page" && site == $site && seo.noIndex != true]{ path, _updatedAt }
`);

/**
 * The blocks of a geo page template (or any document the QA diff compares) as pages
 * read them: FAQ items and geo copy templates dereferenced.
 */
const TEMPLATE_BLOCKS = /* groq */ `blocks[]{
      ...,
      _type == "faqList" => {
        ...,
        "items": items[]->{ _id, question, answer }
      },
      _type == "geoCopy" => {
        ...,
        "template": template->{ _id, template }
      }
    }`;

/**
 * The geo page templates of a site that may compose a page (issue 12): the page
 * type's templates and every override (a document with a path), few per site. The
 * choice between them is web/rules/geo/geoPage.ts `chooseGeoTemplate`.
 */
export const GEO_PAGE_TEMPLATES_QUERY = defineQuery(`
  *[_type == "geoPageTemplate" && site == $site && (pageType == $pageType || path == $path)]{
    _id,
    _type,
    _updatedAt,
    title,
    site,
    pageType,
    careType,
    path,
    metaTitle,
    metaDescription,
    ${TEMPLATE_BLOCKS}
  }
`);

/** The geo copy template of a care type (the newest), for geoCopy blocks naming none. */
export const GEO_COPY_TEMPLATE_QUERY = defineQuery(`
  *[_type == "geoCopyTemplate" && careType == $careType] | order(_updatedAt desc)[0]{ _id, template }
`);

/** A geo copy template by id (issue 16: template:check --document, the Studio's checks). */
export const GEO_COPY_TEMPLATE_BY_ID_QUERY = defineQuery(`
  *[_type == "geoCopyTemplate" && _id == $id][0]{ _id, title, careType, template }
`);

/**
 * The QA diff (issue 16): the drafts of a site's pages and templates, read in the raw
 * perspective (where drafts keep their `drafts.` ids).
 */
export const QA_DRAFTED_DOCUMENTS_QUERY = defineQuery(`
  *[_id in path("drafts.**")
    && _type in ["page", "providerPageTemplate", "geoPageTemplate", "geoCopyTemplate"]
    && (site == $site || _type == "geoCopyTemplate")]
    | order(_type asc, path asc, _id asc){ _id, _type, title, path }
`);

/** One document with its blocks as the pages read them, for the QA diff. */
export const QA_DOCUMENT_QUERY = defineQuery(`
  *[_id == $id][0]{
    ...,
    ${TEMPLATE_BLOCKS}
  }
`);
