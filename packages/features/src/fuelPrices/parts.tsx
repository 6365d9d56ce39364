/**
 * Pieces the price widget's views share (issue #11): the footer with the update age, the stale notice
 * and the credit link; the texts of a price (money per litre, age and source, ceiling).
 */

import type { FuelCeiling } from '@gari/contract/gasStations';
import { DEFAULT_LANGUAGE, localeOf } from '@gari/contract/locale';
import { formatMoney } from '@gari/ui/format';
import { useT } from '../shared/locale';
import { type PriceReport, priceAgeText } from '../shared/priceAge';
import { useFormat } from '../shared/useFormat';
import { type TimeAgo, timeAgoIn, useTimeAgo } from '../shared/useTimeAgo';
import * as styles from './fuelPrices.css';
import { t as fuelT } from './messages';

/** Class names joined, the falsy ones left out. */
export const cx = (...names: Array<string | false | null | undefined>) => names.filter(Boolean).join(' ');

/** The footer: when the prices were updated (hidden by the stale notice when stale), and the credit to Gari. */
export function FuelPricesFooter({ updated, siteUrl }: { updated: string | null; siteUrl: string }) {
  const t = useT(fuelT);
  return (
    <div className={styles.footer} aria-live="polite">
      <span className={styles.updated}>{updated ?? ''}</span>
      <span className={styles.staleNote}>{t('stale')}</span>
      <a className={styles.credit} href={`${siteUrl}/gas-station`} target="_blank" rel="noopener">
        {t('credit')}
      </a>
    </div>
  );
}

/**
 * 'Updated 2h ago' for the newest of `times` (ISO instants), or 'No prices yet'; `t` and `timeAgo`: the
 * catalog and the ages in the member's language (default English: the widget renders without a provider).
 */
export function updatedText(
  times: readonly (string | null | undefined)[],
  now: Date,
  t: typeof fuelT = fuelT,
  timeAgo: TimeAgo = timeAgoIn(),
): string {
  const newest = times
    .filter((x): x is string => Boolean(x))
    .sort()
    .at(-1);
  return newest ? t('updated', { age: timeAgo(newest, now) }) : t('notUpdated');
}

/** A price per litre: 'RWF 1,752' and a muted '/L'. */
export function PerLitre({ price, currency }: { price: number; currency: string }) {
  const t = useT(fuelT);
  const f = useFormat();
  return (
    <>
      {f.money(price, currency)}
      <span className={styles.unit}> {t('perLitre')}</span>
    </>
  );
}

/**
 * 'Ceiling RWF 1,803 (RURA)', or 'No regulated ceiling'; `t` and `money`: the catalog and the money
 * format in the member's language (default English in Rwanda).
 */
export const ceilingText = (
  c: FuelCeiling | null,
  t: typeof fuelT = fuelT,
  money: (amount: number, currency: string) => string = (amount, currency) =>
    formatMoney(amount, currency, localeOf(DEFAULT_LANGUAGE)),
) => (c ? t('ceiling', { price: money(c.price, c.currency), regulator: c.regulator }) : t('noCeiling'));

/**
 * What the widget's views need to write prices in the member's language (English in Rwanda outside a
 * `LocaleProvider`, as the server-rendered widget is): the catalog `t` and `money`, and the texts of
 * one view bound to them, ages measured against `now` — `age` of a price ({@link priceAgeText}),
 * `ceiling` ({@link ceilingText}) and `updated` for the newest of some ISO instants ({@link updatedText}).
 */
export function useFuelTexts(now: Date) {
  const t = useT(fuelT);
  const f = useFormat();
  const timeAgo = useTimeAgo();
  return {
    t,
    money: f.money,
    age: (p: PriceReport) => priceAgeText(p, now, t, timeAgo),
    ceiling: (c: FuelCeiling | null) => ceilingText(c, t, f.money),
    updated: (times: readonly (string | null | undefined)[]) => updatedText(times, now, t, timeAgo),
  };
}

/** The 'Above ceiling' tag. */
export const AboveCeiling = () => {
  const t = useT(fuelT);
  return <span className={styles.flag}>{t('aboveCeiling')}</span>;
};

/** The page of a station on the Gari site (`{siteUrl}/gas-station/{id}`), opened in a new tab. */
export function StationLink({ id, name, siteUrl }: { id: number; name: string; siteUrl: string }) {
  return (
    <a className={styles.link} href={`${siteUrl}/gas-station/${id}`} target="_blank" rel="noopener">
      {name}
    </a>
  );
}
