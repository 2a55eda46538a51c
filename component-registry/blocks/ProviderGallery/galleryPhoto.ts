/** A photo of the gallery. */
export interface GalleryPhoto {
  src: string;
  /** Empty for a placeholder (decorative: the provider's name is the page's heading). */
  alt: string;
}

/** The gallery's photo size: width and height are set so nothing moves while it loads. */
export const PHOTO_WIDTH = 640;
export const PHOTO_HEIGHT = 400;
