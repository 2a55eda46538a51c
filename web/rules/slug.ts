/**
 * The one way the site makes slugs, on the `slugify` package: place URL names (spec 3
 * `urlName`, "San Antonio" -> "san-antonio"), provider slugs and heading ids. Accents
 * fold to letters, "&" reads "and", other punctuation goes: "St. Mary's Peña" ->
 * "st-marys-pena", "Costs & fees" -> "costs-and-fees". Empty when nothing is left.
 */
import slugify from "slugify";

export function toSlug(text: string): string {
  return slugify(text, { lower: true, strict: true, trim: true });
}
