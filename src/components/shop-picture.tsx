import type { ShopPhoto } from '../../contract/catalog';

export interface ShopPictureProps {
  photo: ShopPhoto;
  /** How wide it shows (the `sizes` attribute), e.g. `(min-width: 540px) 250px, 46vw`. */
  sizes: string;
  /** The alt text: the photo's own by default; '' where the name is next to it (a card's link). */
  alt?: string;
  /** Above the fold (a gallery's first picture, a first row's cards): eager and high priority. */
  eager?: boolean;
  className?: string;
}

/**
 * A staff photo (services/media) as a `<picture>`: AVIF then WebP at about 320, 640 and 1280 px, the
 * browser choosing by `sizes`; width and height reserve its box before it loads; lazy unless eager.
 * Products without photos keep their drawn SVG `<img>` (GoodsCard.img) instead.
 */
export function ShopPicture({ photo, sizes, alt = photo.alt, eager = false, className }: ShopPictureProps) {
  return (
    <picture className={className}>
      <source type="image/avif" srcSet={photo.srcset_avif} sizes={sizes} />
      <source type="image/webp" srcSet={photo.srcset_webp} sizes={sizes} />
      <img
        src={photo.src}
        alt={alt}
        width={photo.width}
        height={photo.height}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        {...{ fetchpriority: eager ? 'high' : 'auto' }}
      />
    </picture>
  );
}

/** `sizes` of the shop's pictures (in contract/: the server's first screen draws the same `<picture>`). */
export { PICTURE_SIZES } from '../../contract/catalog';
