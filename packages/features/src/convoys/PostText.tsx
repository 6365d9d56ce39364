import { Fragment } from 'react';
import * as s from './posts.css';

/** http(s) links and bare www. links in member text. */
const LINK = /\b(https?:\/\/[^\s<>"']+|www\.[^\s<>"']+)/gi;
/** Punctuation that ends a sentence rather than a link. */
const TRAILING = /[.,;:!?)\]}]+$/;

/**
 * Splits member text into plain parts and links (`{ text }` / `{ href, text }`); a link's trailing
 * punctuation stays text, `www.` links get `https://`.
 */
export function linkParts(
  text: string,
): ({ text: string; href?: undefined } | { text: string; href: string })[] {
  const parts: ({ text: string; href?: undefined } | { text: string; href: string })[] = [];
  let last = 0;
  for (const m of text.matchAll(LINK)) {
    const raw = m[0];
    const tail = TRAILING.exec(raw)?.[0] ?? '';
    const link = raw.slice(0, raw.length - tail.length);
    const start = m.index ?? 0;
    if (start > last) parts.push({ text: text.slice(last, start) });
    parts.push({ text: link, href: link.startsWith('www.') ? `https://${link}` : link });
    last = start + link.length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

/**
 * A post's or comment's text (issue #12 safety: member text is plain text): rendered as text (React
 * escapes it; line breaks kept), links as `<a rel="nofollow ugc noopener" target="_blank">`.
 */
export function PostText({ text, className = s.content }: { text: string; className?: string }) {
  return (
    <p className={className}>
      {linkParts(text).map((part, i) =>
        part.href ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts of one fixed text
          <a key={i} href={part.href} rel="nofollow ugc noopener" target="_blank">
            {part.text}
          </a>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts of one fixed text
          <Fragment key={i}>{part.text}</Fragment>
        ),
      )}
    </p>
  );
}
