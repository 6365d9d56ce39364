/**
 * Listing images (issue #10 "Seeded images are generated illustrations per category … members upload
 * real photos"): the seed's SVG illustrations, drawn here per category and colour variant (no network,
 * no files), and members' photos re-encoded by `sharp` to WebP in three widths with every metadata block
 * (EXIF, GPS, ICC) dropped, kept on disk under `DATA_DIR/uploads/listings`.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type LISTING_CATEGORIES, MAX_PHOTO_BYTES } from '@gari/contract/marketplace';
import sharp, { type Metadata } from 'sharp';
import { invalid, notFound } from '../errors';

/** Public URL prefix of the image route. */
export const IMAGE_PREFIX = '/api/v1/marketplace/images';
/** Widths (px) of the three WebP sizes of an uploaded photo. */
export const PHOTO_SIZES = { thumb: 320, medium: 800, full: 1600 } as const;

/** The three URLs of an image: generated SVGs are one file at every size. */
export function imageUrls(source: 'upload' | 'generated', key: string) {
  if (source === 'generated') {
    const url = `${IMAGE_PREFIX}/${key}.svg`;
    return { url, medium_url: url, thumb_url: url };
  }
  return {
    url: `${IMAGE_PREFIX}/${key}-full.webp`,
    medium_url: `${IMAGE_PREFIX}/${key}-medium.webp`,
    thumb_url: `${IMAGE_PREFIX}/${key}-thumb.webp`,
  };
}

/**
 * Colour pairs (background, accent) of the generated illustrations: the variants of the listing
 * illustrations here and of the convoy covers, avatars and post scenes (`convoys/images.ts`).
 */
export const ILLUSTRATION_PALETTES = [
  ['#0f172a', '#f59e0b'],
  ['#1e3a8a', '#38bdf8'],
  ['#14532d', '#a3e635'],
  ['#7f1d1d', '#fca5a5'],
  ['#312e81', '#c4b5fd'],
  ['#3f3f46', '#fde047'],
] as const;
/** Number of colour variants per category. */
export const ILLUSTRATION_VARIANTS = ILLUSTRATION_PALETTES.length;

/**
 * A side view of a car in a 400×300 box, filled with `a` (accent) on white wheels: the `vehicles`
 * (car for sale) illustration, and the car of the convoy drawings.
 */
export const carDrawing = (a: string) =>
  `<path d="M50 200 L80 200 Q85 170 115 170 Q145 170 150 200 L250 200 Q255 170 285 170 Q315 170 320 200 L350 200 L350 160 Q340 140 300 135 L250 95 Q240 88 220 88 H140 Q120 88 105 100 L75 135 Q50 140 50 160 Z" fill="${a}"/>` +
  `<circle cx="115" cy="205" r="24" fill="#fff"/><circle cx="285" cy="205" r="24" fill="#fff"/>`;

/** The drawing of each category, in a 400×300 box, stroked/filled with `a` (accent). */
const DRAWINGS: Record<(typeof LISTING_CATEGORIES)[number], (a: string) => string> = {
  engine: (a) =>
    `<rect x="110" y="110" width="180" height="110" rx="10" fill="none" stroke="${a}" stroke-width="10"/>` +
    `<rect x="140" y="80" width="120" height="30" fill="${a}"/><rect x="80" y="140" width="30" height="50" fill="${a}"/>` +
    `<rect x="290" y="140" width="30" height="50" fill="${a}"/><circle cx="200" cy="165" r="22" fill="${a}"/>`,
  brakes: (a) =>
    `<circle cx="200" cy="150" r="95" fill="none" stroke="${a}" stroke-width="14"/>` +
    `<circle cx="200" cy="150" r="30" fill="${a}"/>` +
    `<path d="M250 70 A95 95 0 0 1 295 150 L260 150 A60 60 0 0 0 232 102 Z" fill="${a}"/>`,
  suspension: (a) =>
    `<rect x="185" y="40" width="30" height="40" fill="${a}"/>` +
    `<path d="M150 95 L250 115 L150 135 L250 155 L150 175 L250 195 L150 215" fill="none" stroke="${a}" stroke-width="12" stroke-linecap="round"/>` +
    `<rect x="185" y="225" width="30" height="40" fill="${a}"/>`,
  wheels: (a) =>
    `<circle cx="200" cy="150" r="100" fill="none" stroke="${a}" stroke-width="26"/>` +
    `<circle cx="200" cy="150" r="22" fill="${a}"/>` +
    [0, 72, 144, 216, 288]
      .map(
        (d) => `<rect x="194" y="70" width="12" height="60" fill="${a}" transform="rotate(${d} 200 150)"/>`,
      )
      .join(''),
  interior: (a) =>
    `<path d="M150 60 h70 a15 15 0 0 1 15 15 v105 h-85 z" fill="${a}"/>` +
    `<path d="M130 190 h150 a12 12 0 0 1 12 12 v20 h-162 z" fill="${a}"/>` +
    `<rect x="150" y="232" width="14" height="40" fill="${a}"/><rect x="250" y="232" width="14" height="40" fill="${a}"/>`,
  exterior: (a) =>
    `<path d="M70 190 L100 130 Q110 115 130 115 H270 Q290 115 300 130 L330 190 Z" fill="none" stroke="${a}" stroke-width="12" stroke-linejoin="round"/>` +
    `<rect x="60" y="185" width="280" height="40" rx="12" fill="${a}"/>` +
    `<circle cx="280" cy="205" r="12" fill="#fff"/><circle cx="120" cy="205" r="12" fill="#fff"/>`,
  electrical: (a) =>
    `<rect x="100" y="100" width="200" height="130" rx="10" fill="none" stroke="${a}" stroke-width="12"/>` +
    `<rect x="130" y="75" width="36" height="25" fill="${a}"/><rect x="234" y="75" width="36" height="25" fill="${a}"/>` +
    `<path d="M210 120 L175 170 H205 L190 215 L235 155 H205 Z" fill="${a}"/>`,
  vehicles: carDrawing,
  fuel: (a) =>
    `<rect x="120" y="60" width="120" height="200" rx="12" fill="none" stroke="${a}" stroke-width="12"/>` +
    `<rect x="142" y="85" width="76" height="50" fill="${a}"/><rect x="100" y="250" width="160" height="20" fill="${a}"/>` +
    `<path d="M240 110 L275 130 L275 215 Q275 235 290 235 Q305 235 305 215 L305 120" fill="none" stroke="${a}" stroke-width="10" stroke-linecap="round"/>`,
};

const LABELS: Record<string, string> = { vehicles: 'Car for sale', fuel: 'Fuel' };

/** The SVG illustration of `key` (`<category>-<variant>`), or null for an unknown key. */
export function illustrationSvg(key: string): string | null {
  const match = /^([a-z]+)-(\d+)$/.exec(key);
  if (!match) return null;
  const category = match[1] as (typeof LISTING_CATEGORIES)[number];
  const draw = DRAWINGS[category];
  const palette = ILLUSTRATION_PALETTES[Number(match[2])];
  if (!draw || !palette) return null;
  const [bg, accent] = palette;
  const label = LABELS[category] ?? category[0]?.toUpperCase() + category.slice(1);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" width="400" height="300" role="img" aria-label="${label}">` +
    `<rect width="400" height="300" fill="${bg}"/>${draw(accent)}` +
    `<text x="200" y="288" font-family="sans-serif" font-size="18" fill="#fff" text-anchor="middle">${label}</text></svg>`
  );
}

/** Where uploaded photos live. */
export const uploadDir = (dataDir: string) => join(dataDir, 'uploads', 'listings');

/** Field message of a file that is not an image sharp can read. */
export const NOT_AN_IMAGE = 'The photo must be an image (JPEG, PNG, WebP, AVIF, HEIC, GIF or TIFF).';
/** Field message of a file over the limit. */
export const TOO_LARGE = `The photo may be at most ${MAX_PHOTO_BYTES / 1024 / 1024} MB.`;

/** Options of {@link storeWebpSizes} beyond the plain listing-photo behaviour. */
export interface StoreSizesOptions {
  /** Crop to this width / height (e.g. 16 / 9) at every size, so each size's height is known. */
  aspect?: number;
  /** Also write `<key>-<size>.avif` beside each WebP (issue #16 provider pictures). */
  avif?: boolean;
  /** sharp formats accepted (sniffed from the content); others are "not an image". Default: any. */
  formats?: readonly string[];
}

/**
 * Re-encodes `input` (an uploaded file) to WebP (and AVIF with `options.avif`) at each width (px) of
 * `sizes` (auto-rotated from EXIF first; cropped to `options.aspect` when given; sharp writes no
 * metadata, so EXIF, GPS and ICC are gone) as `<key>-<size>.webp` / `.avif` under `dir`. The type is
 * sniffed from the bytes by sharp, never taken from the upload's mime type. Resolves the new key;
 * throws `notAnImage()` for a non-image, a format outside `options.formats` or an image over 40
 * megapixels (nothing is left on disk then). Shared by listing photos, convoy post images, provider
 * covers and logos, and avatars.
 */
export async function storeWebpSizes(
  dir: string,
  input: Buffer,
  sizes: Readonly<Record<string, number>>,
  notAnImage: () => Error,
  options: StoreSizesOptions = {},
): Promise<string> {
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: 40_000_000 }).metadata();
  } catch {
    throw notAnImage();
  }
  if (!meta.format || !meta.width || !meta.height) throw notAnImage();
  if (options.formats && !options.formats.includes(meta.format)) throw notAnImage();
  const key = randomUUID();
  await mkdir(dir, { recursive: true });
  const { aspect } = options;
  try {
    await Promise.all(
      Object.entries(sizes).map(async ([size, width]) => {
        const resized = sharp(input, { limitInputPixels: 40_000_000 })
          .rotate()
          .resize(
            aspect
              ? { width, height: Math.round(width / aspect), fit: 'cover' }
              : { width, withoutEnlargement: true },
          );
        const webp = await resized.clone().webp({ quality: 80 }).toBuffer();
        await writeFile(join(dir, `${key}-${size}.webp`), webp);
        if (options.avif) {
          const avif = await resized.clone().avif({ quality: 50, effort: 2 }).toBuffer();
          await writeFile(join(dir, `${key}-${size}.avif`), avif);
        }
      }),
    );
  } catch {
    await removeWebpSizes(dir, key, sizes);
    throw notAnImage();
  }
  return key;
}

/** Deletes the `<key>-<size>.webp` (and `.avif`) files of `sizes` under `dir` (missing files are fine). */
export async function removeWebpSizes(dir: string, key: string, sizes: Readonly<Record<string, number>>) {
  await Promise.all(
    Object.keys(sizes).flatMap((size) =>
      ['webp', 'avif'].map((ext) => unlink(join(dir, `${key}-${size}.${ext}`)).catch(() => undefined)),
    ),
  );
}

/**
 * Re-encodes a listing photo to WebP in the three {@link PHOTO_SIZES} under `dir` (see
 * {@link storeWebpSizes}). Resolves the new key. 422 on `photo` for a non-image or over 40 megapixels.
 */
export function storePhoto(dir: string, input: Buffer): Promise<string> {
  return storeWebpSizes(dir, input, PHOTO_SIZES, () => invalid({ photo: [NOT_AN_IMAGE] }));
}

/** Deletes the files of a photo (missing files are fine). */
export function removePhotoFiles(dir: string, key: string): Promise<void> {
  return removeWebpSizes(dir, key, PHOTO_SIZES);
}

/** Message of an unknown image: 404. */
export const IMAGE_NOT_FOUND = 'Image not found.';

/**
 * The bytes and type of the image file `name` of an image route whose files live under `dir`: a
 * generated `<key>.svg` drawn by `svgOf(key)` (null for an unknown key), or an uploaded
 * `<uuid>-<size>.webp` whose `<size>` is one of the names of `sizes` (as {@link storeWebpSizes} wrote
 * it). Anything else, or a file not on disk: 404 {@link IMAGE_NOT_FOUND}. Shared by the listing and
 * the convoy image routes.
 */
export async function readImageFile(
  dir: string,
  name: string,
  svgOf: (key: string) => string | null,
  sizes: Readonly<Record<string, number>>,
): Promise<{ body: Buffer | string; type: string }> {
  if (name.endsWith('.svg')) {
    const svg = svgOf(name.slice(0, -4));
    if (!svg) throw notFound(IMAGE_NOT_FOUND);
    return { body: svg, type: 'image/svg+xml' };
  }
  const size = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}-([a-z]+)\.webp$/.exec(
    name,
  )?.[1];
  if (size === undefined || !Object.hasOwn(sizes, size)) throw notFound(IMAGE_NOT_FOUND);
  try {
    return { body: await readFile(join(dir, name)), type: 'image/webp' };
  } catch {
    throw notFound(IMAGE_NOT_FOUND);
  }
}

/** The bytes and type of a listing image file `name` (`<key>.svg` or `<uuid>-<size>.webp`), else 404. */
export function readImage(dir: string, name: string): Promise<{ body: Buffer | string; type: string }> {
  return readImageFile(dir, name, illustrationSvg, PHOTO_SIZES);
}
