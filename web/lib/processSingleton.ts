/**
 * One value per server process. Next bundles the proxy, the instrumentation hook
 * and every route separately, and each bundle gets its own copy of a module, so
 * module-level state is not shared between them; `globalThis` is. `name` keys the
 * value under `Symbol.for("senior-care-directory.<name>")`; `create` runs once.
 */
export function processSingleton<T>(name: string, create: () => T): T {
  const registry = globalThis as Record<symbol, unknown>;
  const key = Symbol.for(`senior-care-directory.${name}`);
  if (!(key in registry)) registry[key] = create();
  return registry[key] as T;
}
