import { providerHeading } from "@web/rules/providerPage";
import { BlockSection } from "@registry/parts/BlockSection";
import section from "@registry/parts/BlockSection.module.css";
import { ProviderCard } from "@registry/parts/ProviderCard";
import { MissingProvider } from "@registry/parts/provider/MissingProvider";
import { SaveToggle } from "@registry/parts/saved/SaveToggle";
import type { BlockProps } from "@registry/types";
import styles from "./NearbyProviders.module.css";

const DEFAULT_HEADING = "Other options near {name}";

/**
 * Providers of the same care type near this one (spec 7 /v1/nearby-search, spec 9:
 * radius 25), nearest first, as the search page's cards with their save toggles.
 * The route loads them; nothing shows when there are none.
 */
export function NearbyProviders({ block, context }: BlockProps<"nearbyProviders">) {
  if (!context.provider) return <MissingProvider context={context} title="Nearby providers" />;
  const { provider, nearby } = context.provider;
  const shown = nearby.slice(0, block.count ?? 6);
  if (shown.length === 0) return null;
  return (
    <BlockSection block="nearbyProviders">
      <h2 className={section.heading}>
        {providerHeading(block.heading, DEFAULT_HEADING, provider.name)}
      </h2>
      <ul className={styles.list}>
        {shown.map((item) => (
          <li key={item.id} className={styles.item}>
            <ProviderCard
              provider={item}
              siteId={context.site.id}
              saveControl={<SaveToggle provider={item} />}
            />
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}
