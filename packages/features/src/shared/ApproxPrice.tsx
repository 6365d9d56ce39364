import { visuallyHidden } from '@gari/ui/theme';
import { useCountry } from '../chrome/country';
import * as styles from './ApproxPrice.css';
import { useT } from './locale';
import { convertMinor, currencyOfCountry, type MinorAmount } from './rates';
import { t as sharedT } from './sharedMessages';
import { useFormat } from './useFormat';
import { useRates } from './useRates';

/** Props of {@link ApproxPrice}: the price as shown, in integer minor units of its currency. */
export interface ApproxPriceProps extends MinorAmount {
  /** Extra class names of the hint (muted small text on its own line by default). */
  className?: string;
}

/**
 * "≈ RWF 12,345": a foreign price in the visitor's currency (issue #12 "Prices shown in a foreign
 * country's listing get an '≈ in your currency' hint"; spec §7 `GET /finance/rates`). The visitor's
 * currency is their top-bar country's (`useCountry`; RW → RWF, KE → KES …). Nothing is rendered when
 * the price is already in that currency, the country's currency is not in the rates, or the rates
 * have not arrived (they load only when such a price is on screen; the server page has no hint).
 * Screen readers hear "about RWF 12,345 in your currency".
 */
export function ApproxPrice({ className, ...amount }: ApproxPriceProps) {
  const [country] = useCountry();
  const t = useT(sharedT);
  const f = useFormat();
  const mine = currencyOfCountry(country);
  const foreign = mine !== null && mine !== amount.currency.toUpperCase();
  const rates = useRates(foreign);
  if (!foreign || !rates.data) return null;
  const converted = convertMinor({ ...amount, currency: amount.currency.toUpperCase() }, mine, rates.data);
  if (!converted) return null;
  return (
    <span
      className={className ? `${styles.approx} ${className}` : styles.approx}
      data-testid="approx-price"
      title={t('rateOf', { date: f.date(rates.data.as_of) })}
    >
      <span aria-hidden="true">≈ </span>
      <span className={visuallyHidden}>{t('approxAbout')}</span>
      {f.money(converted.minor / 10 ** converted.exponent, converted.currency)}
      <span className={visuallyHidden}>{t('approxMine')}</span>
    </span>
  );
}
