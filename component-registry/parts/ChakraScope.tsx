"use client";

import createCache from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import { ChakraProvider } from "@chakra-ui/react";
import { useServerInsertedHTML } from "next/navigation";
import { useState, type ReactNode } from "react";
import { useSiteId } from "@web/site/SiteIdContext";
import { systemFor } from "@web/site/theme/systems";

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

/**
 * Chakra for the components that bring behaviour (dialogs, toasts). Pages are
 * styled by static CSS (the theme's tokens come with the page from
 * web/site/theme/themeCss), so Chakra's system is built only where a scope is
 * rendered, typically when a dialog or toast is first shown, not on every
 * page load. Styles of a scope rendered on the server are sent with the page.
 */
export function ChakraScope({ children }: { children: ReactNode }) {
  return (
    <EmotionRegistry>
      <ChakraProvider value={systemFor(useSiteId())}>{children}</ChakraProvider>
    </EmotionRegistry>
  );
}
