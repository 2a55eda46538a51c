import { Heading } from "@chakra-ui/react";

export default function BarePage() {
  return <Heading as="h1">Hello</Heading>;
}
