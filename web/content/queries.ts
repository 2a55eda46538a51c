import { defineQuery } from "next-sanity";

/**
 * Every CMS read of the app. TypeGen derives the result types of these queries
 * into schemas/sanity.types.ts (`npm run typegen`).
 */

/**
 * The blocks of a page or template as every page reads them, for every query that
 * returns blocks: a block's fields as stored, with the documents it references
 * dereferenced (FAQ items, geo copy templates). A new block needs a line here only if
 * it references documents.
 */
const BLOCK_PROJECTION = /* groq */ `blocks[]{
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
    ${BLOCK_PROJECTION}
  }
`);

/**
 * The provider page template of a site for a care type: the one naming that care
 * type, else the site's default (no care type).
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
    ${BLOCK_PROJECTION}
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
    secondaryItems,
    account
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
    ${BLOCK_PROJECTION}
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
    ${BLOCK_PROJECTION}
  }
`);
