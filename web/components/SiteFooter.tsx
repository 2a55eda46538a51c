import { Box, Container, Heading, Link, SimpleGrid, Text } from "@chakra-ui/react";
import type { SiteShell } from "../content/load";
import type { SiteDefinition } from "../site/sites";

export function SiteFooter({ site, shell }: { site: SiteDefinition; shell: SiteShell }) {
  const footer = shell.footer;
  const settings = shell.settings;
  return (
    <Box as="footer" bg="gray.900" color="white" mt="12" py="10">
      <Container maxW="1280px" px={{ base: "4", md: "8" }}>
        <SimpleGrid columns={{ base: 1, md: 2, lg: 4 }} gap="8">
          <Box>
            <Text fontFamily="heading" fontSize="xl" fontWeight="bold">
              {settings?.name ?? site.brand}
            </Text>
            {settings?.tagline ? <Text mt="1">{settings.tagline}</Text> : null}
            {settings?.phone ? (
              <Link
                href={`tel:${settings.phone.replace(/\D/g, "")}`}
                color="white"
                textDecoration="underline"
                mt="2"
                display="inline-block"
              >
                {settings.phone}
              </Link>
            ) : null}
          </Box>
          {(footer?.columns ?? []).map((column) => (
            <Box as="nav" key={column._key} aria-label={column.title ?? undefined}>
              <Heading as="h2" size="md" mb="3">
                {column.title}
              </Heading>
              <Box as="ul" listStyleType="none">
                {(column.links ?? []).map((link) => (
                  <Box as="li" key={link._key} mb="1.5">
                    <Link href={link.link?.url ?? "#"} color="white" textDecoration="underline">
                      {link.label}
                    </Link>
                  </Box>
                ))}
              </Box>
            </Box>
          ))}
        </SimpleGrid>
        {footer?.legalText ? (
          <Text mt="8" fontSize="sm" color="gray.300">
            {footer.legalText}
          </Text>
        ) : null}
      </Container>
    </Box>
  );
}
