import type { ReactNode } from "react";
import { ChakraScope } from "@registry/parts/ChakraScope";
import { SiteIdProvider } from "@web/site/SiteIdContext";

/** A bare Next + Chakra page: Chakra's provider (same system, same SSR style registry) and a Heading. */
export default function BareLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <SiteIdProvider site="main">
          <ChakraScope>{children}</ChakraScope>
        </SiteIdProvider>
      </body>
    </html>
  );
}
