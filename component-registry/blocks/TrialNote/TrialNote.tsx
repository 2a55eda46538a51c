import { BlockSection } from "@registry/parts/BlockSection";
import type { BlockProps } from "@registry/types";

/** A trial block (issue 26): proves the recipe "Adding a block"; reverted after. */
export function TrialNote({ block }: BlockProps<"trialNote">) {
  return (
    <BlockSection block="trialNote">
      <p>{block.text}</p>
    </BlockSection>
  );
}
