import { Button, LinkButton } from '@gari/ui/Button';
import { Inline } from '@gari/ui/Inline';
import { useT } from '../shared/locale';
import { TitledSection } from '../shared/TitledSection';
import * as s from './booking.css';
import { useFormatBookingDate } from './format';
import { bookingT } from './messages';

/** Props of {@link BookingConfirmed}. */
export interface BookingConfirmedProps {
  /** The reference: the API's booking_id (e.g. `GR-7K2M9Q`) or the random code of spec §4. */
  bookingId: string;
  providerName: string;
  service: string | null;
  /** `YYYY-MM-DD`. */
  date: string | null;
  /** `HH:MM`. */
  time: string | null;
  /** URL of the booking's .ics file (Add to Calendar); the link is hidden when null. */
  calendarUrl: string | null;
  /** Close: the caller resets the wizard (and may navigate away). */
  onClose: () => void;
}

/**
 * The confirmation screen (spec §2 Booking, §4 step 4): the reference, what was booked, Add to Calendar
 * (downloads the .ics of GET /bookings/{booking_id}/calendar.ics) and Close. Pure view.
 */
export function BookingConfirmed({
  bookingId,
  providerName,
  service,
  date,
  time,
  calendarUrl,
  onClose,
}: BookingConfirmedProps) {
  const t = useT(bookingT);
  const formatBookingDate = useFormatBookingDate();
  return (
    <TitledSection
      look={{ section: s.confirmed, title: s.stepTitle }}
      data-testid="booking-confirmed"
      titleId="booking-confirmed-title"
      title={t('confirmedTitle')}
    >
      <p className={s.muted}>
        {t('confirmedText', {
          service: service ?? t('yourService'),
          provider: providerName,
          date: formatBookingDate(date),
          time: time ?? '—',
        })}
      </p>
      <p className={s.muted}>{t('reference')}</p>
      <p className={s.reference} data-testid="booking-reference">
        {bookingId}
      </p>
      <p className={s.muted}>{t('smsNote')}</p>
      <Inline align="stretch" gap="md" justify="center">
        {calendarUrl ? (
          <LinkButton href={calendarUrl} variant="secondary" download={`${bookingId}.ics`}>
            {t('addToCalendar')}
          </LinkButton>
        ) : null}
        <Button variant="primary" onPress={onClose}>
          {t('close')}
        </Button>
      </Inline>
    </TitledSection>
  );
}
