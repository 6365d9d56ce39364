/**
 * The zod-free check behind the contract's `Text` and `MultilineText` (issue #9: PostgreSQL refuses NUL
 * in text): `./common` builds the schemas from it, and `./widgetRules` checks typed text with it
 * without loading zod (issue #8).
 */

/** Tab, line feed, carriage return: the controls multi-line text may keep. */
export const BLOCK_ALLOWED = [0x09, 0x0a, 0x0d] as const;

/**
 * True when `s` holds a C0 control character (U+0000–U+001F) or DEL (U+007F); `allowed` lists the
 * controls the text may keep (e.g. {@link BLOCK_ALLOWED}).
 */
export function hasControl(s: string, allowed: readonly number[] = []): boolean {
  for (let i = 0; i < s.length; i++) {
    const code = s.charCodeAt(i);
    if ((code < 0x20 || code === 0x7f) && !allowed.includes(code)) return true;
  }
  return false;
}
