import { amenityGroups } from "@web/rules/provider/amenityGroups";
import { careTypeLinks } from "@web/rules/provider/careTypeLinks";
import { OFFERS_HEADING, providerHeading } from "@web/rules/provider/providerPage";
import { BlockSection } from "@registry/parts/BlockSection";
import section from "@registry/parts/BlockSection.module.css";
import { AmenityGroupIcon } from "@registry/parts/card/icons";
import { MissingProvider } from "@registry/parts/provider/MissingProvider";
import { sectionHeadingId } from "@registry/headingIds";
import type { BlockProps, HeadingContext } from "@registry/types";
import styles from "./ProviderOffers.module.css";

/**
 * spec 2.3: 'What {provider name} Offers': the care types it offers, each a link to its
 * listing in the provider's city (spec 2.1; 55-plus as plain text), then its amenities
 * grouped by category, the legacy flags (pets, internet, wheelchair, transportation)
 * included. Nothing when the provider lists neither.
 */
/** The section's level-2 heading (table of contents); null when it shows nothing. */
export function providerOffersHeading(
  block: BlockProps<"providerOffers">["block"],
  context: HeadingContext,
): string | null {
  const provider = context.provider?.provider;
  if (
    !provider ||
    (careTypeLinks(provider, context.site.searchPath).length === 0 &&
      amenityGroups(provider.amenities, provider.amenitiesLegacy).length === 0)
  ) {
    return null;
  }
  return providerHeading(block.heading, OFFERS_HEADING, provider.name);
}

export function ProviderOffers({ block, context }: BlockProps<"providerOffers">) {
  if (!context.provider) return <MissingProvider context={context} title="Provider amenities" />;
  const { provider } = context.provider;
  const groups = amenityGroups(provider.amenities, provider.amenitiesLegacy);
  const careTypes = careTypeLinks(provider, context.site.searchPath);
  if (groups.length === 0 && careTypes.length === 0) return null;
  const headingId = sectionHeadingId(context, block._key) ?? `provider-offers-${provider.id}`;
  return (
    <BlockSection block="providerOffers" deferred>
      <h2 id={headingId} className={section.heading}>
        {providerOffersHeading(block, context)}
      </h2>
      <div className={styles.groups}>
        {careTypes.length > 0 ? (
          <section
            className={styles.group}
            aria-labelledby={`${headingId}-care-types`}
            data-care-types
          >
            <h3 id={`${headingId}-care-types`} className={styles.groupName}>
              <AmenityGroupIcon categoryId={0} />
              Types of care
            </h3>
            <ul className={styles.list}>
              {careTypes.map((careType) => (
                <li key={careType.slug}>
                  {careType.href ? (
                    <a href={careType.href} className={styles.careTypeLink}>
                      {careType.name}
                    </a>
                  ) : (
                    careType.name
                  )}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {groups.map((group) => (
          <section
            key={group.id}
            className={styles.group}
            aria-labelledby={`${headingId}-${group.id}`}
          >
            <h3 id={`${headingId}-${group.id}`} className={styles.groupName}>
              <AmenityGroupIcon categoryId={group.id} />
              {group.name}
            </h3>
            <ul className={styles.list}>
              {group.amenities.map((name) => (
                <li key={name}>{name}</li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </BlockSection>
  );
}
