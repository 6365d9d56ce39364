import { Card } from '@gari/ui/Card';
import { useT } from '../shared/locale';
import * as s from './booking.css';
import { useFormatBookingDate } from './format';
import { bookingT } from './messages';

/** Props of {@link BookingSummary}. */
export interface BookingSummaryProps {
  /** Name of the garage or carwash. */
  providerName: string;
  /** The chosen service, or null (shown as '—'). */
  service: string | null;
  /** `YYYY-MM-DD`, or null. */
  date: string | null;
  /** `HH:MM`, or null. */
  time: string | null;
  /** Heading level of 'Booking Summary'. @default 2 */
  headingLevel?: 2 | 3;
}

/**
 * The side summary of the booking wizard (spec §2 Booking): 'Booking at' the provider, the service,
 * date and time chosen so far, and the note "We'll send a confirmation SMS once the provider accepts
 * your request.". Pure view: no router, no API.
 */
export function BookingSummary({ providerName, service, date, time, headingLevel = 2 }: BookingSummaryProps) {
  const t = useT(bookingT);
  const formatBookingDate = useFormatBookingDate();
  const H = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Card
      as="aside"
      padding="md"
      gap="sm"
      elevation="flat"
      aria-labelledby="booking-summary-title"
      data-testid="booking-summary"
    >
      <H id="booking-summary-title" className={s.summaryTitle}>
        {t('summaryTitle')}
      </H>
      <dl className={s.review}>
        <dt>{t('bookingAt')}</dt>
        <dd>{providerName}</dd>
        <dt>{t('service')}</dt>
        <dd>{service ?? '—'}</dd>
        <dt>{t('date')}</dt>
        <dd>{formatBookingDate(date)}</dd>
        <dt>{t('time')}</dt>
        <dd>{time ?? '—'}</dd>
      </dl>
      <p className={s.note}>{t('smsNote')}</p>
    </Card>
  );
}
