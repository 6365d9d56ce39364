/**
 * Labels and text helpers of the AI mechanic views and the PDF report (spec §3 Diagnosis response):
 * severity and safe-to-drive labels, likelihood as a percentage, cost ranges in RWF, and the
 * `**bold**` / `_italic_` markers of the server's texts.
 */

import type { CostRange, SafeToDrive, Severity } from '@gari/contract/ai';
import { formatMoney } from '@gari/ui/format';
import { reportT } from './reportMessages';

/** Severity as shown (English; other languages: `reportT('severity_<level>')`, issue #16). */
export const SEVERITY_LABELS: Record<Severity, string> = {
  low: reportT('severity_low'),
  medium: reportT('severity_medium'),
  high: reportT('severity_high'),
  critical: reportT('severity_critical'),
};

/** Safe-to-drive as shown (English; other languages: `reportT('safe_<value>')`, issue #16). */
export const SAFE_TO_DRIVE_LABELS: Record<SafeToDrive, string> = {
  yes: reportT('safe_yes'),
  with_caution: reportT('safe_with_caution'),
  no: reportT('safe_no'),
};

/**
 * Likelihood 0–1 as a whole percentage: 0.644 → '64%' (or in `locale`'s way, '64 %' in French).
 * Values outside 0–1 are clamped.
 */
export function likelihoodPercent(likelihood: number, locale?: string): string {
  const p = Number.isFinite(likelihood) ? Math.min(1, Math.max(0, likelihood)) : 0;
  if (locale === undefined) return `${Math.round(p * 100)}%`;
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(p);
}

/** How {@link costRange} writes amounts and the free case in the member's language (issue #16). */
export interface CostRangeFormat {
  /** Money in `currency` units. @default formatMoney (English) */
  money?: (amount: number, currency: string) => string;
  /** The text of a free fix. @default 'No cost' */
  noCost?: string;
}

/** A cost range: 'RWF 25,000 – RWF 60,000'; one amount when min = max; 'No cost' for 0. */
export function costRange(
  cost: Pick<CostRange, 'min' | 'max' | 'currency'>,
  { money = (a, c) => formatMoney(a, c), noCost = reportT('noCost') }: CostRangeFormat = {},
): string {
  if (cost.max === 0) return noCost;
  if (cost.min === cost.max) return money(cost.min, cost.currency);
  return `${money(cost.min, cost.currency)} – ${money(cost.max, cost.currency)}`;
}

/** A piece of marked-up text. */
export interface RichSegment {
  text: string;
  bold: boolean;
  italic: boolean;
}

/**
 * Splits the server's markers (spec §3 "lists of text with bold/italic markers"): `**bold**`,
 * `__bold__`, `_italic_` and `*italic*`. Unclosed markers stay as text.
 */
export function richSegments(text: string): RichSegment[] {
  const out: RichSegment[] = [];
  const re =
    /\*\*(.+?)\*\*|__(.+?)__|(?<![\w*])\*(?!\s)(.+?)(?<!\s)\*(?![\w*])|(?<!\w)_(?!\s)(.+?)(?<!\s)_(?!\w)/g;
  let last = 0;
  for (const m of text.matchAll(re)) {
    const at = m.index ?? 0;
    if (at > last) out.push({ text: text.slice(last, at), bold: false, italic: false });
    const bold = m[1] ?? m[2];
    if (bold !== undefined) out.push({ text: bold, bold: true, italic: false });
    else out.push({ text: m[3] ?? m[4] ?? '', bold: false, italic: true });
    last = at + m[0].length;
  }
  if (last < text.length) out.push({ text: text.slice(last), bold: false, italic: false });
  return out;
}

/** The text without its markers: '**Safety warning:** Stop' → 'Safety warning: Stop'. */
export function plainText(text: string): string {
  return richSegments(text)
    .map((s) => s.text)
    .join('');
}

/**
 * Stable React keys for a static list whose texts may repeat: the text, plus '#n' for its n-th
 * repeat ('Check oil', 'Check oil#1').
 */
export function keyed<T>(items: readonly T[], text: (item: T) => string): [string, T][] {
  const seen = new Map<string, number>();
  return items.map((item) => {
    const base = text(item);
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    return [n === 0 ? base : `${base}#${n}`, item];
  });
}
