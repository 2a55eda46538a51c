import { stegaClean } from "@web/rules/stegaClean";
import type { BlockProps } from "@registry/types";
import { FloatingCtaBar } from "./FloatingCta.client";

/** spec 2.3: the floating call to action, configured per page (see FloatingCta.client.tsx). */
export function FloatingCta({ block, context }: BlockProps<"floatingCta">) {
  const ctaText = block.ctaText ?? context.settings?.ctaDefaults?.text ?? "Get Costs";
  return (
    <FloatingCtaBar
      message={block.message ?? ""}
      ctaText={ctaText}
      rollUpType={stegaClean(block.rollUpType) ?? null}
      formId={`floating-${block._key}`}
    />
  );
}
