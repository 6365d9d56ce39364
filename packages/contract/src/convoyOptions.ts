/**
 * Convoy constants without zod (issue #12; spec §2 Convoys list / Convoy detail, §4, §5, §9), so the
 * site's first load can import them without the schemas.
 */

/** The convoy categories no car derives: themes a member picks (spec §9). */
const THEME_CONVOY_CATEGORIES = ['culture', 'technology', 'local', 'classic', 'luxury'] as const;

/** Categories of the convoy list (spec §9), `all` aside. */
export const CONVOY_LIST_CATEGORIES = ['brand', ...THEME_CONVOY_CATEGORIES] as const;

/** Kinds of convoys derived from a member's cars (spec §2 Convoys list): joined when the car is added. */
export const DERIVED_CONVOY_KINDS = ['brand', 'model', 'fuel', 'gear'] as const;
export type DerivedConvoyKind = (typeof DERIVED_CONVOY_KINDS)[number];

/** Every stored convoy category: the derived kinds, then the themes (`brand` is the list's too). */
export const CONVOY_CATEGORIES = [...DERIVED_CONVOY_KINDS, ...THEME_CONVOY_CATEGORIES] as const;
export type ConvoyCategory = (typeof CONVOY_CATEGORIES)[number];

/** Sorts of the convoy list (spec §9): most members first (default), latest activity, most posts, newest. */
export const CONVOY_SORTS = ['members', 'activity', 'posts', 'newest'] as const;
export type ConvoySort = (typeof CONVOY_SORTS)[number];

/** Paging of GET /convoys: 1-based pages of `per_page` (default 12, max 50). */
export const CONVOY_PAGE = { default: 12, max: 50 } as const;
/** Cursor paging of post lists (convoy posts, feeds, comments): default 20, max 50. */
export const POST_PAGE = { default: 20, max: 50 } as const;

/** Images per post (spec §5, §9). */
export const MAX_POST_IMAGES = 3;
/** Bytes per uploaded post image (8 MB). */
export const MAX_POST_IMAGE_BYTES = 8 * 1024 * 1024;
/** Characters of a post and of a comment. */
export const MAX_POST_CHARS = 2000;
export const MAX_COMMENT_CHARS = 1000;
/** Reports from distinct members that hide a post pending review. */
export const REPORTS_TO_HIDE = 3;
/** Age (hours) an account needs, with a verified email, before it may upload post images. */
export const IMAGE_UPLOAD_MIN_ACCOUNT_HOURS = 24;
/** Days of the trending hashtags window and how many are listed. */
export const TRENDING_DAYS = 7;
export const TRENDING_LIMIT = 10;

/** Field message of a fourth image (spec §5). */
export const TOO_MANY_IMAGES_MESSAGE = 'You can only add up to 3 images per post.';
/** Field message of a file that is not an image (spec §5 "image files only"). */
export const NOT_AN_IMAGE_MESSAGE =
  'Only image files can be added (JPEG, PNG, WebP, AVIF, HEIC, GIF or TIFF).';
/** Field message of an image over {@link MAX_POST_IMAGE_BYTES}. */
export const IMAGE_TOO_LARGE_MESSAGE = 'Each image may be at most 8 MB.';
/** Message of an upload by an account younger than 24 h or with an unverified email (403). */
export const NEW_ACCOUNT_IMAGES_MESSAGE =
  'New accounts can post images after 24 hours and once their email is verified.';
/** Field message of an empty post (spec §5: Share is disabled with empty text and no image). */
export const EMPTY_POST_MESSAGE = 'Write something or add an image.';
/** Field message of a blank comment (spec §5). */
export const EMPTY_COMMENT_MESSAGE = 'Write a comment.';

/** The id of the convoy of `kind` for `key` (already a slug): `brand:toyota`. */
export const convoyId = (kind: ConvoyCategory, key: string) => `${kind}:${key}`;

/** A convoy key from free text: lower case, letters and digits joined by `-` (`Land Rover` → `land-rover`). */
export function convoyKey(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Hashtags of a text (`#Kigali #road_trip` → `['kigali', 'road_trip']`), lower case, unique, in order. */
export function hashtagsOf(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/(?:^|[^\p{L}\p{N}_&#])#([\p{L}\p{N}_]{2,40})/gu)) {
    const tag = (m[1] as string).toLowerCase();
    if (!out.includes(tag)) out.push(tag);
  }
  return out;
}
