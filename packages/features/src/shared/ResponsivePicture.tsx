import type { Picture } from '@gari/contract/photos';

/** `srcset` of one format of a picture: `url 360w, url 720w, …` (type-only import: no zod here). */
export const srcSet = (picture: Picture, format: 'webp' | 'avif') =>
  picture.variants.map((v) => `${v[format]} ${v.width}w`).join(', ');

const PICTURE_STYLE = { display: 'contents' } as const;

/** Props of {@link ResponsivePicture}. */
export interface ResponsivePictureProps {
  picture: Picture;
  /** The `sizes` attribute: how wide the image is drawn, e.g. '(max-width: 40rem) 100vw, 22rem'. */
  sizes: string;
  /** Alternative text; '' for a decorative picture (the default). */
  alt?: string;
  className?: string;
  /** 'eager' for a picture in the first screen (the provider page's cover). @default 'lazy' */
  loading?: 'lazy' | 'eager';
}

/**
 * An uploaded picture (issue #16 "`srcset` and `sizes`, width and height set so nothing shifts"): a
 * `<picture>` with an AVIF and a WebP `srcset` of every size and an `<img>` with the WebP `src`, the
 * intrinsic `width`/`height` (px, so the box keeps its aspect ratio before the file loads),
 * `loading=lazy` and `decoding=async`. The browser picks the smallest file that fills `sizes`.
 */
export function ResponsivePicture({
  picture,
  sizes,
  alt = '',
  className,
  loading = 'lazy',
}: ResponsivePictureProps) {
  return (
    // `display: contents`: the <img> sizes against the caller's box as if it were its direct child.
    <picture style={PICTURE_STYLE}>
      <source type="image/avif" srcSet={srcSet(picture, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(picture, 'webp')} sizes={sizes} />
      <img
        className={className}
        src={picture.src}
        width={picture.width}
        height={picture.height}
        alt={alt}
        loading={loading}
        decoding="async"
      />
    </picture>
  );
}
