import { cardImageFor } from "@web/rules/card/placeholderImage";
import { BlockSection } from "@registry/parts/BlockSection";
import { MissingProvider } from "@registry/parts/provider/MissingProvider";
import type { BlockProps } from "@registry/types";
import type { GalleryPhoto } from "./galleryPhoto";
import { Gallery } from "./ProviderGallery.client";

/**
 * The provider's photos (spec 2.2 / 2.3): a carousel whose photo is in the URL
 * (photo-index), with a street-view tab (street-view). The first photo is in the
 * server's HTML at a fixed size; the carousel (Swiper) loads after hydration.
 */
export function ProviderGallery({ block, context }: BlockProps<"providerGallery">) {
  if (!context.provider) return <MissingProvider context={context} title="Provider gallery" />;
  const { provider } = context.provider;
  const photos: GalleryPhoto[] =
    provider.photos.length > 0
      ? provider.photos.map((photo, index) => ({
          src: photo.url,
          alt: photo.caption
            ? `${provider.name}: ${photo.caption}`
            : `${provider.name}, photo ${index + 1} of ${provider.photos.length}`,
        }))
      : [{ src: cardImageFor(provider).src, alt: "" }];
  return (
    <BlockSection block="providerGallery" py="4">
      <Gallery
        name={provider.name}
        photos={photos}
        streetView={
          block.showStreetView !== false
            ? { latitude: provider.address.latitude, longitude: provider.address.longitude }
            : null
        }
      />
    </BlockSection>
  );
}
