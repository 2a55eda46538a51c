import type {
  DefaultDocumentNodeResolver,
  StructureBuilder,
  StructureResolver,
} from "sanity/structure";
import { GeoCopyPreviewView } from "./geoCopy/GeoCopyPreviewView";
import { SITE_OPTIONS } from "../schemas/objects/site";

const SITE_SCOPED_TYPES = [
  { type: "page", title: "Pages" },
  { type: "providerPageTemplate", title: "Provider page templates" },
  { type: "header", title: "Header" },
  { type: "footer", title: "Footer" },
  { type: "siteSettings", title: "Site settings" },
];

function siteFolder(S: StructureBuilder, site: { title: string; value: string }) {
  return S.listItem()
    .id(`site-${site.value}`)
    .title(site.title)
    .child(
      S.list()
        .title(site.title)
        .items(
          SITE_SCOPED_TYPES.map(({ type, title }) =>
            S.listItem()
              .id(`${site.value}-${type}`)
              .title(title)
              .schemaType(type)
              .child(
                S.documentTypeList(type)
                  .title(`${title} · ${site.title}`)
                  .filter("_type == $type && site == $site")
                  .params({ type, site: site.value })
                  .initialValueTemplates([]),
              ),
          ),
        ),
    );
}

/** Content grouped by site (spec 1: two brands), shared documents after. */
export const structure: StructureResolver = (S) =>
  S.list()
    .title("Content")
    .items([
      ...SITE_OPTIONS.map((site) => siteFolder(S, site)),
      S.divider(),
      S.documentTypeListItem("faqItem").title("FAQ items"),
      S.documentTypeListItem("geoCopyTemplate").title("Geo-copy templates"),
    ]);

/**
 * A geo copy template opens with its editor and, beside it, a "Preview" view: the
 * copy rendered by the site for a chosen city and care type (issue 16).
 */
export const defaultDocumentNode: DefaultDocumentNodeResolver = (S, { schemaType }) =>
  schemaType === "geoCopyTemplate"
    ? S.document().views([
        S.view.form(),
        S.view.component(GeoCopyPreviewView).id("preview").title("Preview"),
      ])
    : S.document();
