import { blockTypes } from "./blocks";
import { faqItem } from "./documents/faqItem";
import { footer } from "./documents/footer";
import { geoCopyTemplate } from "./documents/geoCopyTemplate";
import { geoPageTemplate } from "./documents/geoPageTemplate";
import { header } from "./documents/header";
import { page } from "./documents/page";
import { providerPageTemplate } from "./documents/providerPageTemplate";
import { siteSettings } from "./documents/siteSettings";
import { link } from "./objects/link";
import { menuChild, menuItem } from "./objects/menuItem";
import { seo } from "./objects/seo";

export const documentTypes = [
  page,
  providerPageTemplate,
  geoPageTemplate,
  siteSettings,
  header,
  footer,
  faqItem,
  geoCopyTemplate,
];

export const schemaTypes = [...documentTypes, ...blockTypes, link, seo, menuItem, menuChild];
