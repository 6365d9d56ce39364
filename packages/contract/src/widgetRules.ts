/**
 * The plain rules of the partner console's forms (issue #3 Partner console, issue #13 "My bookings"):
 * the provider's message length, the booking widget's allowed origins and brand colour. Free of zod so
 * that the console can check what is typed without loading the schemas (issue #8: zod is ~26 kB gzip);
 * `./bookings` re-exports them and builds `WebOrigin`, `BrandColor` and the message fields from them,
 * so the console and the API apply the same rules.
 */
import { BLOCK_ALLOWED, hasControl } from './controlCharacters';

/** Most characters of the provider's message to the member (accept, decline, complete). */
export const MAX_PROVIDER_MESSAGE = 500;

/** Most origins a widget may be allowed on. */
export const MAX_WIDGET_ORIGINS = 20;

/** Most characters of an allowed origin, after trimming. */
export const MAX_ORIGIN_LENGTH = 200;

/** Message of an origin that is not `http(s)://host[:port]`. */
export const WEB_ORIGIN_MESSAGE = 'Use an origin such as https://www.example.rw (scheme and host, no path).';

/** A brand colour as typed: `#rrggbb`, either case. */
export const BRAND_COLOR_PATTERN = /^#[0-9a-fA-F]{6}$/;

/** Message of a brand colour that is not `#rrggbb`. */
export const BRAND_COLOR_MESSAGE = 'Use a colour such as #0f766e.';

/**
 * True when `value` (already trimmed) is a website origin: an http or https URL with a host and an
 * optional port, and no user, password, path, query, fragment nor trailing slash.
 */
export function isWebOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return (
      (url.protocol === 'https:' || url.protocol === 'http:') &&
      url.username === '' &&
      url.password === '' &&
      (url.pathname === '/' || url.pathname === '') &&
      url.search === '' &&
      url.hash === '' &&
      !value.endsWith('/')
    );
  } catch {
    return false;
  }
}

/**
 * An origin as typed → its canonical form (`new URL(…).origin`, e.g. 'HTTPS://Example.rw' →
 * 'https://example.rw'), or null when the contract's `WebOrigin` refuses it (a control character,
 * over {@link MAX_ORIGIN_LENGTH} characters once trimmed, or not {@link isWebOrigin}). The same
 * result as `WebOrigin.safeParse(text)` without zod.
 */
export function parseWebOrigin(text: string): string | null {
  if (hasControl(text, BLOCK_ALLOWED)) return null;
  const value = text.trim();
  if (value.length > MAX_ORIGIN_LENGTH || !isWebOrigin(value)) return null;
  return new URL(value).origin;
}

/**
 * A brand colour as typed → `#rrggbb` in lower case, or null when it is not {@link BRAND_COLOR_PATTERN}
 * once trimmed. The same result as the contract's `BrandColor.safeParse(text)` without zod.
 */
export function parseBrandColor(text: string): string | null {
  const value = text.trim();
  return BRAND_COLOR_PATTERN.test(value) ? value.toLowerCase() : null;
}
