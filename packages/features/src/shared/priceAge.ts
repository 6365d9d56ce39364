/**
 * The age and source line of a shown fuel or oil price (issue #11 "always with its age ('2 h ago') and
 * source ('station' / '3 drivers')"), shared by the gas station pages and the price widget.
 */
import type { PriceSource } from '@gari/contract/gasOptions';
import { type TimeAgo, timeAgoIn } from './useTimeAgo';

/** The source names a price's catalog has (`useT` of the gas station or price widget catalog). */
export interface PriceSourceTexts {
  /** 'station'. */
  (key: 'sourceStation'): string;
  /** '1 driver', '3 drivers'. */
  (key: 'sourceDrivers', values: { count: number }): string;
}

/** What {@link priceAgeText} reads of a price: when and by whom it was reported. */
export interface PriceReport {
  /** ISO instant of the shown price; null when none. */
  reported_at: string | null;
  /** 'station' (staff) or 'drivers' (members' reports); null when none. */
  source: PriceSource | null;
  /** How many members' reports make the price. */
  report_count: number;
}

/**
 * Age and source of a shown price: '2h ago · station', 'Just now · 1 driver'; '' without a time or a
 * source. `now` is the instant ages are measured against (the time the data was fetched while
 * hydrating, so server and browser agree); `t` names the source and `timeAgo` writes the age, both in
 * the member's language (`useT`, `useTimeAgo`; default English for `timeAgo`).
 */
export function priceAgeText(
  p: PriceReport,
  now: Date | number,
  t: PriceSourceTexts,
  timeAgo: TimeAgo = timeAgoIn(),
): string {
  if (!p.reported_at || !p.source) return '';
  const source = p.source === 'station' ? t('sourceStation') : t('sourceDrivers', { count: p.report_count });
  return `${timeAgo(p.reported_at, now)} · ${source}`;
}
