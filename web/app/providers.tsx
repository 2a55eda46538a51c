"use client";

import createCache from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import { ChakraProvider } from "@chakra-ui/react";
import { useServerInsertedHTML } from "next/navigation";
import { useState, type ReactNode } from "react";
import type { SiteId } from "../site/sites";
import { systems } from "../theme/systems";

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

export function Providers({ site, children }: { site: SiteId; children: ReactNode }) {
  return (
    <EmotionRegistry>
      <ChakraProvider value={systems[site]}>{children}</ChakraProvider>
    </EmotionRegistry>
  );
}
