import { cardAmenities, type CategorisedAmenity } from "@web/rules/cardAmenities";
import hidden from "@registry/parts/visuallyHidden.module.css";
import styles from "./AmenityIcons.module.css";
import { amenitySymbol } from "./icons";

/**
 * One icon per distinct amenity category of the provider (spec 2.3 / 9), each
 * named by its category, at most 6 and "+N more". An item is one element: its text
 * is the category's name (read by screen readers, shifted out of the circle on
 * screen), its `data-icon` draws the icon and its title is a tooltip for a mouse.
 */
export function AmenityIcons({ amenities }: { amenities: readonly CategorisedAmenity[] }) {
  const { shown, moreCount } = cardAmenities(amenities);
  if (shown.length === 0) return null;
  return (
    <ul aria-label="Amenities" className={styles.list}>
      {shown.map((category) => (
        <li key={category.id} data-icon={amenitySymbol(category.id)} title={category.name}>
          {category.name}
        </li>
      ))}
      {moreCount > 0 ? (
        <li className={styles.more}>
          +{moreCount} more
          <span className={hidden.visuallyHidden}> amenity categories</span>
        </li>
      ) : null}
    </ul>
  );
}
