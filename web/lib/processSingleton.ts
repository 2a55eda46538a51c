/**
 * One value per Node.js process, whichever bundle asks for it.
 *
 * `next build` compiles the proxy (web/proxy.ts) and each route into bundles of
 * their own, and each bundle gets its own copy of every module it imports: a
 * module-level object is one per bundle, not one per process. State that must be
 * shared by all of them (a rate limit counted wherever it is checked) lives on
 * `globalThis` under a registered symbol instead, which every bundle of the
 * process sees. The proxy runs in the same process as the routes (Next 16 loads
 * it with `require` in the Node.js runtime), so it sees the same value.
 */
export function processSingleton<T>(name: string, create: () => T): T {
  const key = Symbol.for(`senior-care-directory:${name}`);
  const registry = globalThis as typeof globalThis & Record<symbol, T | undefined>;
  registry[key] ??= create();
  return registry[key];
}
