import { Box, Flex, Skeleton, SkeletonText } from "@chakra-ui/react";

/**
 * A loading placeholder the size of a ProviderCard (4:3 image, title, lines,
 * buttons). Hidden from assistive technology: mark the list that holds it
 * aria-busy instead.
 */
export function ProviderCardSkeleton() {
  return (
    <Box
      aria-hidden="true"
      data-provider-card-skeleton=""
      display="flex"
      flexDirection="column"
      w="full"
      h="full"
      minH="36rem"
      bg="white"
      borderWidth="1px"
      borderColor="gray.300"
      borderRadius="xl"
      overflow="hidden"
    >
      <Skeleton aspectRatio={4 / 3} w="full" borderRadius="0" />
      <Flex direction="column" gap="3" p={{ base: "4", md: "5" }} flex="1">
        <Skeleton h="7" w="75%" />
        <Skeleton h="5" w="60%" />
        <Skeleton h="5" w="45%" />
        <Skeleton h="5" w="50%" />
        <SkeletonText noOfLines={3} gap="2" />
        <Flex gap="2" mt="auto">
          <Skeleton h="11" flex="1" />
          <Skeleton h="11" flex="1" />
        </Flex>
      </Flex>
    </Box>
  );
}
