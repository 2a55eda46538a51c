import type {
  FaqItem,
  Footer,
  GeoCopyTemplate,
  GeoPageTemplate,
  Header,
  Page,
  ProviderPageTemplate,
  SiteSettings,
} from "@schemas/sanity.types";
import type { SeedTextBlock } from "./portableText";

/**
 * The seed is authored with the TypeGen types of the schemas, minus what the
 * generator adds itself (`_key`s, timestamps, `_rev`), so a misspelt field or a
 * wrong option value in the copy is a type error.
 */
export type Keyless<T> = T extends readonly (infer Item)[]
  ? Keyless<Item>[]
  : T extends object
    ? { [K in keyof T as K extends "_key" ? never : K]: Keyless<T[K]> }
    : T;

type SystemFields = "_createdAt" | "_updatedAt" | "_rev";
type Authored<T> = Keyless<Omit<T, SystemFields>>;

/** The brands (web/rules/sites.ts): every per-brand table of the seed is keyed by them. */
export type { SiteId } from "@web/rules/sites";

export type PageBlock = Keyless<NonNullable<Page["blocks"]>[number]>;

/**
 * A block whose type the schemas do not know (any more). Only the legacy-block
 * demo page may hold one: it proves the renderer skips unknown blocks for
 * visitors and labels them in preview (design: Rendering).
 */
export interface UnknownLegacyBlock {
  _type: "legacyPromoBanner";
  text: string;
}

export type SeedPage = Omit<Authored<Page>, "blocks"> & {
  blocks: (PageBlock | UnknownLegacyBlock)[];
};

/** A provider page template (the layout of a site's provider pages). */
export type SeedProviderTemplate = Authored<ProviderPageTemplate>;
export type ProviderTemplateBlock = Keyless<NonNullable<ProviderPageTemplate["blocks"]>[number]>;

/** A geo page template (the layout of a site's geo pages of a type, or one page's override). */
export type SeedGeoTemplate = Authored<GeoPageTemplate>;
export type GeoTemplateBlock = Keyless<NonNullable<GeoPageTemplate["blocks"]>[number]>;
export type SeedGeoCopyTemplate = Authored<GeoCopyTemplate>;

export type SeedDocument =
  | Authored<SiteSettings>
  | Authored<Header>
  | Authored<Footer>
  | Authored<FaqItem>
  | SeedPage
  | SeedProviderTemplate
  | SeedGeoTemplate
  | SeedGeoCopyTemplate;

/** A document and, optionally, when it was last edited (else the dataset's default). */
export interface SeedEntry {
  doc: SeedDocument;
  updatedAt?: string;
}

export type RichTextBody = SeedTextBlock[];
