import { Container } from "@chakra-ui/react";
import type { ReactNode } from "react";

/**
 * The page-width section every block sits in (spec 9: max width 1280 px,
 * horizontal padding 32 px), tagged with its block type.
 */
export function BlockSection({
  block,
  children,
  narrow = false,
  py = "6",
}: {
  block: string;
  children: ReactNode;
  /** Reading width for running text. */
  narrow?: boolean;
  py?: string;
}) {
  return (
    <Container
      as="section"
      maxW={narrow ? "3xl" : "1280px"}
      px={{ base: "4", md: "8" }}
      py={py}
      data-block={block}
    >
      {children}
    </Container>
  );
}
