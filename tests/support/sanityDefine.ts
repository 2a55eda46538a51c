/**
 * Jest cannot load the ESM-only `sanity` package, and the schemas use nothing
 * from it at run time but `defineType`, `defineField` and `defineArrayMember`,
 * which are identity functions in @sanity/types. This module stands in for
 * `sanity` under Jest only; tsc, the Studio and the seed validation use the
 * real package.
 */
export function defineType<T>(definition: T): T {
  return definition;
}
export function defineField<T>(definition: T): T {
  return definition;
}
export function defineArrayMember<T>(definition: T): T {
  return definition;
}
