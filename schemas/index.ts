import { pageBlocks } from "./blocks";
import { faqItem } from "./documents/faqItem";
import { footer } from "./documents/footer";
import { header } from "./documents/header";
import { page } from "./documents/page";
import { siteSettings } from "./documents/siteSettings";
import { link } from "./objects/link";
import { menuChild, menuItem } from "./objects/menuItem";
import { seo } from "./objects/seo";

export const documentTypes = [page, siteSettings, header, footer, faqItem];

export const schemaTypes = [...documentTypes, ...pageBlocks, link, seo, menuItem, menuChild];
