import { descriptionPreview } from "@web/rules/card/descriptionPreview";
import { isEnhancedProvider } from "@web/rules/card/isEnhancedProvider";
import { providerHeading, providerIntroParagraphs } from "@web/rules/provider/providerPage";
import { videoEmbedsOf } from "@web/rules/videoEmbeds";
import { BlockSection } from "@registry/parts/BlockSection";
import section from "@registry/parts/BlockSection.module.css";
import { MissingProvider } from "@registry/parts/provider/MissingProvider";
import { sectionHeadingId } from "@registry/headingIds";
import type { BlockProps, HeadingContext, ProviderPageData } from "@registry/types";
import { DescriptionText, ProviderVideos } from "./ProviderDescription.client";

/**
 * The provider's description (spec 4: collapsed past 140 characters, READ MORE /
 * READ LESS; spec 5: non-enhanced providers show the intro cut to the first
 * non-empty paragraph). Provider HTML is read as text (web/rules/htmlText.ts), so
 * nothing a provider wrote runs or styles the page.
 */
const paragraphsOf = (provider: ProviderPageData["provider"]) =>
  providerIntroParagraphs(provider.description, isEnhancedProvider(provider));

/** The section's level-2 heading (table of contents); null when it shows nothing. */
export function providerDescriptionHeading(
  block: BlockProps<"providerDescription">["block"],
  context: HeadingContext,
): string | null {
  const provider = context.provider?.provider;
  if (!provider || paragraphsOf(provider).length === 0) return null;
  return providerHeading(block.heading, "About {name}", provider.name);
}

export function ProviderDescription({ block, context }: BlockProps<"providerDescription">) {
  if (!context.provider) return <MissingProvider context={context} title="Provider description" />;
  const { provider } = context.provider;
  const paragraphs = paragraphsOf(provider);
  if (paragraphs.length === 0) return null;
  const preview = descriptionPreview(paragraphs.join("\n\n"));
  // spec 5: the description's videos, as the import checked them; an enhanced provider's
  // whole description shows, the others' only its intro, which carries none.
  const videos = isEnhancedProvider(provider) ? videoEmbedsOf(provider.description) : [];
  return (
    <BlockSection block="providerDescription">
      <h2 id={sectionHeadingId(context, block._key)} className={section.heading}>
        {providerDescriptionHeading(block, context)}
      </h2>
      <DescriptionText
        paragraphs={paragraphs}
        preview={preview.collapsible ? preview.preview : null}
      />
      {videos.length > 0 ? <ProviderVideos urls={videos} name={provider.name} /> : null}
    </BlockSection>
  );
}
