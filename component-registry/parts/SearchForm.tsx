import { Box, Button, Flex, Text } from "@chakra-ui/react";
import { SEARCH_CARE_TYPES } from "@schemas/objects/careTypes";
import type { SiteDefinition } from "@web/site/sites";
import { LocationAutocomplete } from "../search/LocationAutocomplete";

export const CARE_TYPE_CHOICES = SEARCH_CARE_TYPES.map(({ title, value }) => ({
  label: title,
  value,
}));

interface SearchFormProps {
  site: SiteDefinition;
  idPrefix: string;
  placeholder?: string;
  buttonLabel?: string;
  careType?: string;
  showCareType?: boolean;
  /** The place already searched, shown in the box (the search page). */
  keyword?: string;
}

/**
 * A plain GET form to the site's search route (spec 2.1: keyword and
 * care-type): it works before, and without, any client JavaScript.
 */
export function SearchForm({
  site,
  idPrefix,
  placeholder = "City, state or ZIP",
  buttonLabel = "Search",
  careType = "senior-living",
  showCareType = true,
  keyword,
}: SearchFormProps) {
  const locationId = `${idPrefix}-keyword`;
  const careTypeId = `${idPrefix}-care-type`;
  return (
    <Box asChild>
      <form action={site.searchPath} method="get" role="search" aria-label="Find senior care">
        <Flex gap="3" direction={{ base: "column", md: "row" }} align={{ md: "flex-end" }}>
          <Box flex="2">
            <Text asChild display="block" fontWeight="semibold" mb="1">
              <label htmlFor={locationId}>Location</label>
            </Text>
            <LocationAutocomplete
              id={locationId}
              name="keyword"
              label="Location"
              placeholder={placeholder}
              siteId={site.id}
              defaultValue={keyword}
              required
            />
          </Box>
          {showCareType ? (
            <Box flex="1">
              <Text asChild display="block" fontWeight="semibold" mb="1">
                <label htmlFor={careTypeId}>Type of care</label>
              </Text>
              {/* A native select styled in place: no select component code in the page's JS. */}
              <Box
                asChild
                width="full"
                height="12"
                px="3"
                bg="white"
                borderWidth="1px"
                borderColor="gray.500"
                borderRadius="md"
                fontSize="md"
              >
                <select id={careTypeId} name="care-type" defaultValue={careType}>
                  {CARE_TYPE_CHOICES.map((choice) => (
                    <option key={choice.value} value={choice.value}>
                      {choice.label}
                    </option>
                  ))}
                </select>
              </Box>
            </Box>
          ) : (
            <input type="hidden" name="care-type" value={careType} />
          )}
          <Button
            type="submit"
            size="lg"
            bg="brand.solid"
            color="brand.contrast"
            _hover={{ bg: "brand.solidHover" }}
          >
            {buttonLabel}
          </Button>
        </Flex>
      </form>
    </Box>
  );
}
