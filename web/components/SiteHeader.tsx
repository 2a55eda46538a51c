import { Box, Container, Flex, Link } from "@chakra-ui/react";
import type { SiteShell } from "../content/load";
import type { SiteDefinition } from "../site/sites";
import { displayForVisibility } from "./visibility";

type MenuItems = NonNullable<NonNullable<SiteShell["header"]>["menuItems"]>;

function MenuEntry({ item }: { item: MenuItems[number] }) {
  const display = displayForVisibility(item.visibility, "block");
  const color = item.textColor ?? undefined;
  if (item.children && item.children.length > 0) {
    return (
      <Box as="li" display={display} position="relative">
        <Box as="details" css={{ "&[open] > ul": { display: "block" } }}>
          <Box as="summary" cursor="pointer" py="2" px="3" fontWeight="semibold" color={color}>
            {item.text}
          </Box>
          <Box
            as="ul"
            display="none"
            position={{ base: "static", lg: "absolute" }}
            zIndex="dropdown"
            bg="white"
            minW="15rem"
            boxShadow={{ lg: "lg" }}
            borderRadius="md"
            py="2"
            listStyleType="none"
          >
            {item.link?.url ? (
              <Box as="li">
                <Link href={item.link.url} display="block" px="4" py="2" color="brand.text">
                  All {(item.text ?? "").toLowerCase()}
                </Link>
              </Box>
            ) : null}
            {item.children.map((child) => (
              <Box as="li" key={child._key}>
                <Link
                  href={child.link?.url ?? "#"}
                  display="block"
                  px="4"
                  py="2"
                  color="brand.text"
                >
                  {child.text}
                </Link>
              </Box>
            ))}
          </Box>
        </Box>
      </Box>
    );
  }
  return (
    <Box as="li" display={display}>
      <Link
        href={item.link?.url ?? "#"}
        display="block"
        py="2"
        px="3"
        fontWeight="semibold"
        color={color ?? "gray.900"}
      >
        {item.text}
      </Link>
    </Box>
  );
}

/** The content-managed header (spec 2.3): logo, main menu, phone, call to action, Saved. */
export function SiteHeader({ site, shell }: { site: SiteDefinition; shell: SiteShell }) {
  const header = shell.header;
  const phoneItem = header?.secondaryItems?.find((item) => item.category === "phone");
  const ctaItem = header?.secondaryItems?.find((item) => item.category === "ctaButton");
  return (
    <Box as="header" borderBottomWidth="1px" borderColor="gray.200" bg="white">
      <Container maxW="1280px" px={{ base: "4", md: "8" }} py="3">
        <Flex align="center" gap="4" wrap="wrap" justify="space-between">
          <Link
            href="/"
            fontFamily="heading"
            fontSize="2xl"
            fontWeight="bold"
            color="brand.text"
            aria-label={`${header?.logoText ?? site.brand} home`}
          >
            {header?.logoText ?? site.brand}
          </Link>
          <Flex align="center" gap="3" wrap="wrap">
            {phoneItem?.link?.url ? (
              <Link
                href={phoneItem.link.url}
                fontWeight="bold"
                color="brand.text"
                display={displayForVisibility(phoneItem.visibility)}
              >
                {phoneItem.text}
              </Link>
            ) : null}
            {ctaItem?.link?.url ? (
              <Link
                href={ctaItem.link.url}
                bg="brand.solid"
                color="brand.contrast"
                px="4"
                py="2"
                borderRadius="md"
                fontWeight="bold"
                _hover={{ bg: "brand.solidHover", textDecoration: "none" }}
                display={displayForVisibility(ctaItem.visibility)}
              >
                {ctaItem.text}
              </Link>
            ) : null}
            {/* spec 2.3: the Saved button is on the main site only. */}
            {site.id === "main" ? (
              <Link
                href="/saved"
                fontWeight="semibold"
                color="brand.text"
                borderWidth="2px"
                borderColor="brand.solid"
                px="3"
                py="1.5"
                borderRadius="md"
              >
                Saved
              </Link>
            ) : null}
          </Flex>
        </Flex>
        {header?.menuItems && header.menuItems.length > 0 ? (
          <Box as="nav" aria-label="Main" mt="2">
            <Flex as="ul" listStyleType="none" wrap="wrap" gap="1">
              {header.menuItems.map((item) => (
                <MenuEntry key={item._key} item={item} />
              ))}
            </Flex>
          </Box>
        ) : null}
      </Container>
    </Box>
  );
}
