import type { ReactNode } from "react";
import { Providers } from "../../../../web/app/[site]/providers";

export default function BareLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <Providers site="main">{children}</Providers>
      </body>
    </html>
  );
}
