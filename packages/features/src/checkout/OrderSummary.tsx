import { Box } from '@gari/ui/Box';
import { useT } from '../shared/locale';
import * as s from './checkout.css';
import { t as checkoutT } from './messages';
import { useFormatMinor } from './orderStatus';

/** One line of the summary (a checkout line or an order item). */
export interface SummaryLine {
  listing_id: number;
  title: string;
  quantity: number;
  /** Minor units. */
  line_total_minor: number;
}

/** Props of {@link OrderSummary}. */
export interface OrderSummaryProps {
  lines: readonly SummaryLine[];
  /** Minor units of `currency`. */
  total_minor: number;
  currency: string;
  currency_exponent: number;
  /** The seller's name ("Sold by …"). */
  seller?: string | null;
  /** Heading level of the title. @default 2 */
  level?: 2 | 3;
}

/**
 * The side summary of the checkout and of an order: each line ('2 × Brake pads … RWF 91,000'), the
 * seller and the total in the order's currency.
 * @selector `[data-testid="order-summary"]`
 */
export function OrderSummary({
  lines,
  total_minor,
  currency,
  currency_exponent,
  seller,
  level = 2,
}: OrderSummaryProps) {
  const t = useT(checkoutT);
  const formatMinor = useFormatMinor();
  const Heading = `h${level}` as const;
  return (
    <aside className={s.summary} aria-labelledby="order-summary-title" data-testid="order-summary">
      <Heading id="order-summary-title" className={s.summaryTitle}>
        {t('summaryTitle')}
      </Heading>
      {seller ? <p className={s.muted}>{t('soldBy', { seller })}</p> : null}
      <ul className={s.cardList}>
        {lines.map((l) => (
          <Box
            as="li"
            key={l.listing_id}
            display="flex"
            justifyContent="space-between"
            gap="md"
            fontSize="sm"
          >
            <span>
              {l.quantity} × {l.title}
            </span>
            <span>{formatMinor(l.line_total_minor, currency, currency_exponent)}</span>
          </Box>
        ))}
      </ul>
      <div className={s.totalRow}>
        <span>{t('total')}</span>
        <span data-testid="order-total">{formatMinor(total_minor, currency, currency_exponent)}</span>
      </div>
    </aside>
  );
}
