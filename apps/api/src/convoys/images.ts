/**
 * Convoy images (issue #12): the generated SVG covers, avatars and seeded post pictures (drawn here per
 * category or scene and colour variant; no network, no files), and members' post images re-encoded by
 * `sharp` to WebP (full 1600 px and thumb 480 px wide) with every metadata block (EXIF, GPS, ICC)
 * dropped, kept under `DATA_DIR/uploads/convoys`. Served by `GET /convoy-images/{name}`.
 */
import { join } from 'node:path';
import { NOT_AN_IMAGE_MESSAGE } from '@gari/contract/convoyOptions';
import { invalid } from '../errors';
import {
  carDrawing,
  ILLUSTRATION_PALETTES,
  readImageFile,
  removeWebpSizes,
  storeWebpSizes,
} from '../marketplace/images';

/** Public URL prefix of the image route. */
export const CONVOY_IMAGE_PREFIX = '/api/v1/convoy-images';
/** Widths (px) of an uploaded post image. */
export const POST_IMAGE_SIZES = { thumb: 480, full: 1600 } as const;

/** A small stable hash of `text` (FNV-1a), for picking a variant. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

/** Drawings by category or scene, in a 400×300 box, in accent `a`. */
const DRAWINGS: Record<string, (a: string) => string> = {
  brand: (a) =>
    `<circle cx="200" cy="140" r="80" fill="none" stroke="${a}" stroke-width="14"/>${carDrawing(a)}`,
  model: carDrawing,
  fuel: (a) =>
    `<rect x="140" y="60" width="110" height="190" rx="12" fill="none" stroke="${a}" stroke-width="12"/>` +
    `<rect x="160" y="85" width="70" height="50" fill="${a}"/>` +
    `<path d="M250 110 L285 130 L285 215 Q285 235 300 235 Q315 235 315 215 L315 120" fill="none" stroke="${a}" stroke-width="10"/>`,
  gear: (a) =>
    `<circle cx="200" cy="150" r="70" fill="none" stroke="${a}" stroke-width="26" stroke-dasharray="24 14"/>` +
    `<circle cx="200" cy="150" r="24" fill="${a}"/>`,
  culture: (a) =>
    `<path d="M40 230 Q120 120 200 180 T360 140" fill="none" stroke="${a}" stroke-width="10"/>${carDrawing(a)}`,
  technology: (a) =>
    `<rect x="120" y="80" width="160" height="140" rx="16" fill="none" stroke="${a}" stroke-width="12"/>` +
    `<path d="M210 100 L175 155 H205 L190 200 L235 140 H205 Z" fill="${a}"/>`,
  local: (a) =>
    `<path d="M0 240 L120 120 L190 190 L260 110 L400 240 Z" fill="${a}" opacity="0.6"/>` +
    `<path d="M200 300 Q210 230 260 200 T380 170" fill="none" stroke="#fff" stroke-width="8" stroke-dasharray="18 12"/>`,
  classic: (a) =>
    `<path d="M60 200 Q70 140 130 130 L160 100 H250 L290 130 Q340 140 345 200 Z" fill="${a}"/>` +
    `<circle cx="120" cy="205" r="26" fill="#fff"/><circle cx="290" cy="205" r="26" fill="#fff"/>`,
  luxury: (a) => `<path d="M150 90 L200 50 L250 90 L230 110 H170 Z" fill="${a}"/>${carDrawing(a)}`,
  road: (a) =>
    `<path d="M160 300 L195 120 H205 L240 300 Z" fill="${a}" opacity="0.7"/>` +
    `<path d="M200 290 V250 M200 230 V200 M200 185 V160" stroke="#fff" stroke-width="6"/>`,
  meet: (a) =>
    `<g transform="translate(-90 -20) scale(0.7)">${carDrawing(a)}</g><g transform="translate(150 40) scale(0.7)">${carDrawing(a)}</g>`,
  garage: (a) =>
    `<path d="M60 250 V120 L200 60 L340 120 V250" fill="none" stroke="${a}" stroke-width="12"/>` +
    `<g transform="translate(60 70) scale(0.7)">${carDrawing(a)}</g>`,
  sunset: (a) =>
    `<circle cx="200" cy="200" r="80" fill="${a}"/><rect y="200" width="400" height="100" fill="#000" opacity="0.5"/>` +
    `<g transform="translate(100 110) scale(0.5)">${carDrawing('#111')}</g>`,
};

/** Scenes of the seeded post pictures. */
export const POST_SCENES = ['road', 'meet', 'garage', 'sunset'] as const;

/** The cover key of a convoy: `cover-<category>-<variant>`. */
export function coverKeyOf(category: string, key: string): string {
  return `cover-${category}-${hash(key) % ILLUSTRATION_PALETTES.length}`;
}

/** The cover and avatar URLs of a convoy's `cover_key`. */
export function convoyArt(coverKey: string): { cover: string; avatar: string } {
  return {
    cover: `${CONVOY_IMAGE_PREFIX}/${coverKey}.svg`,
    avatar: `${CONVOY_IMAGE_PREFIX}/${coverKey.replace(/^cover-/, 'avatar-')}.svg`,
  };
}

/** The URLs of a post image. */
export function postImageUrls(source: 'upload' | 'generated', key: string) {
  if (source === 'generated') {
    const url = `${CONVOY_IMAGE_PREFIX}/${key}.svg`;
    return { url, thumb_url: url };
  }
  return {
    url: `${CONVOY_IMAGE_PREFIX}/${key}-full.webp`,
    thumb_url: `${CONVOY_IMAGE_PREFIX}/${key}-thumb.webp`,
  };
}

/**
 * The SVG of `name` (`cover-<category>-<n>` 1200×400, `avatar-<category>-<n>` 200×200,
 * `scene-<scene>-<n>` 400×300), or null for an unknown name.
 */
export function convoySvg(name: string): string | null {
  const match = /^(cover|avatar|scene)-([a-z]+)-(\d+)$/.exec(name);
  if (!match) return null;
  const [, shape, what, variant] = match as unknown as [string, string, string, string];
  const draw = DRAWINGS[what];
  const palette = ILLUSTRATION_PALETTES[Number(variant)];
  if (!draw || !palette) return null;
  const [bg, accent] = palette;
  const box =
    shape === 'cover'
      ? { w: 1200, h: 400, inner: `<g transform="translate(400 50)">${draw(accent)}</g>` }
      : shape === 'avatar'
        ? { w: 200, h: 200, inner: `<g transform="translate(-50 -30) scale(0.75)">${draw(accent)}</g>` }
        : { w: 400, h: 300, inner: draw(accent) };
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${box.w} ${box.h}" width="${box.w}" height="${box.h}" role="img" aria-label="${what}">` +
    `<rect width="${box.w}" height="${box.h}" fill="${bg}"/>${box.inner}</svg>`
  );
}

/** Where uploaded post images live. */
export const convoyUploadDir = (dataDir: string) => join(dataDir, 'uploads', 'convoys');

/** Deletes the files of an uploaded image (missing files are fine). */
export function removePostImageFiles(dir: string, key: string): Promise<void> {
  return removeWebpSizes(dir, key, POST_IMAGE_SIZES);
}

/**
 * Re-encodes `input` to WebP in the {@link POST_IMAGE_SIZES} under `dir` (EXIF and GPS dropped; see
 * `storeWebpSizes`); resolves the new key. 422 on `images` for a file sharp cannot read or over 40
 * megapixels.
 */
export function storePostImage(dir: string, input: Buffer): Promise<string> {
  return storeWebpSizes(dir, input, POST_IMAGE_SIZES, () => invalid({ images: [NOT_AN_IMAGE_MESSAGE] }));
}

/** The bytes and type of `name` (`<key>.svg` or `<uuid>-<size>.webp`), else 404 'Image not found.'. */
export function readConvoyImage(dir: string, name: string): Promise<{ body: Buffer | string; type: string }> {
  return readImageFile(dir, name, convoySvg, POST_IMAGE_SIZES);
}
