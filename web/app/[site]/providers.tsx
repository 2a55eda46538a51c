"use client";

import createCache from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import { ChakraProvider } from "@chakra-ui/react";
import { useServerInsertedHTML } from "next/navigation";
import { createContext, useContext, useState, type ReactNode } from "react";
import type { SiteId } from "../../site/sites";
import { systemFor } from "../../theme/systems";

/**
 * Collects the styles Emotion generates during server rendering and emits them
 * in <head>; without it the client re-creates them and React reports a
 * hydration mismatch.
 */
function EmotionRegistry({ children }: { children: ReactNode }) {
  const [registry] = useState(() => {
    const cache = createCache({ key: "css" });
    cache.compat = true;
    const insert = cache.insert.bind(cache);
    let inserted: string[] = [];
    cache.insert = (...args) => {
      const serialized = args[1];
      if (cache.inserted[serialized.name] === undefined) inserted.push(serialized.name);
      return insert(...args);
    };
    const flush = () => {
      const names = inserted;
      inserted = [];
      return names;
    };
    return { cache, flush };
  });

  useServerInsertedHTML(() => {
    const names = registry.flush();
    if (names.length === 0) return null;
    const styles = names.map((name) => registry.cache.inserted[name]).join("");
    return (
      <style
        key={registry.cache.key}
        data-emotion={`${registry.cache.key} ${names.join(" ")}`}
        dangerouslySetInnerHTML={{ __html: styles }}
      />
    );
  });

  return <CacheProvider value={registry.cache}>{children}</CacheProvider>;
}

const SiteIdContext = createContext<SiteId>("main");

/** The site being rendered, for client parts the page route cannot pass props to (not-found). */
export function useSiteId(): SiteId {
  return useContext(SiteIdContext);
}

export function Providers({ site, children }: { site: SiteId; children: ReactNode }) {
  return (
    <EmotionRegistry>
      <ChakraProvider value={systemFor(site)}>
        <SiteIdContext.Provider value={site}>{children}</SiteIdContext.Provider>
      </ChakraProvider>
    </EmotionRegistry>
  );
}
