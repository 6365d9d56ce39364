/**
 * Whose language a mail or SMS speaks (issue #16 "in the member's own words and language"):
 * - a member: their stored `users.language`; when they never chose one, the language of the request
 *   that makes the mail (if any), else English;
 * - a visitor with no account (a widget booking, the newsletter): the language of their request
 *   (the `gari_lang` cookie, else `Accept-Language`), else English;
 * - staff told of a new booking: their own `users.language`, else English.
 * The locale that formats dates and money is the language with the person's country (`localeOf`).
 */
import {
  DEFAULT_LANGUAGE,
  type Language,
  languageFromCookie,
  localeOf,
  parseLanguage,
} from '@gari/contract/locale';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { users } from '../db/schema';
import { type MailFormat, mailFormat } from './format';

/** The language and formatters a message is written with. */
export interface Recipient {
  language: Language;
  /** Dates, times, numbers and money in `localeOf(language, country)`. */
  format: MailFormat;
}

/** What {@link recipientOf} reads of a person: a `users` row fits. */
export interface LanguageOwner {
  /** Stored language ('en' | 'fr' | 'rw' | 'sw'); null or anything else = not chosen. */
  language?: string | null;
  /** ISO 3166-1 alpha-2; default 'RW'. */
  country?: string | null;
}

/**
 * The recipient of a message to `person`: their language, else `fallback` (the request's or the
 * booking's), else English, formatted for that language in their country ('fr' + 'RW' → 'fr-RW').
 */
export function recipientOf(
  person: LanguageOwner | null | undefined,
  fallback: Language | null | undefined = null,
): Recipient {
  const language = parseLanguage(person?.language) ?? fallback ?? DEFAULT_LANGUAGE;
  return { language, format: mailFormat(localeOf(language, person?.country || 'RW')) };
}

/**
 * The first language of an `Accept-Language` header that Gari speaks, by quality then order
 * ('rw;q=0.5, fr-RW;q=0.9, de' → 'fr'); null when none is (or the header is absent).
 */
export function acceptedLanguage(header: string | null | undefined): Language | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/i.exec(p)?.[1]).find((v) => v !== undefined);
      return { language: parseLanguage(tag), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((r): r is { language: Language; q: number; index: number } => r.language !== null && r.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked[0]?.language ?? null;
}

/** The headers {@link requestLanguage} reads (Fastify's `request.headers` fits). */
export interface LanguageHeaders {
  cookie?: string | undefined;
  'accept-language'?: string | undefined;
}

/**
 * The language a request asks for: the `gari_lang` cookie (the site's picker), else the first
 * `Accept-Language` Gari speaks; null when neither names one.
 */
export function requestLanguage(headers: LanguageHeaders): Language | null {
  return languageFromCookie(headers.cookie) ?? acceptedLanguage(headers['accept-language']);
}

/** A member's email, phone and recipient (language and locale), or null when the id is unknown. */
export async function memberRecipient(
  db: Db | Tx,
  userId: number,
  fallback: Language | null = null,
): Promise<(Recipient & { email: string; phone: string | null }) | null> {
  const [user] = await db
    .select({ email: users.email, phone: users.phone, language: users.language, country: users.country })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return user ? { email: user.email, phone: user.phone, ...recipientOf(user, fallback) } : null;
}
