import { cardAmenities, type CategorisedAmenity } from "@web/rules/card/cardAmenities";
import hidden from "@registry/parts/visuallyHidden.module.css";
import styles from "./AmenityIcons.module.css";
import { AmenityCategoryIcon } from "./icons";

/**
 * One icon per distinct amenity category of the provider (spec 2.3 / 9), each
 * named by its category, at most 6 and "+N more".
 */
export function AmenityIcons({ amenities }: { amenities: readonly CategorisedAmenity[] }) {
  const { shown, moreCount } = cardAmenities(amenities);
  if (shown.length === 0) return null;
  return (
    <ul aria-label="Amenities" className={styles.list}>
      {shown.map((category) => (
        <li key={category.id} className={styles.item}>
          <AmenityCategoryIcon categoryId={category.id} name={category.name} />
        </li>
      ))}
      {moreCount > 0 ? (
        <li>
          <p className={styles.more}>
            +{moreCount} more
            <span className={hidden.visuallyHidden}> amenity categories</span>
          </p>
        </li>
      ) : null}
    </ul>
  );
}
