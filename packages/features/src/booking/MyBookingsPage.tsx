import { type Booking, type BookingStatus, LOG_EXPENSE_PARAM } from '@gari/contract/bookings';
import { Alert } from '@gari/ui/Alert';
import { Badge, type BadgeTone } from '@gari/ui/Badge';
import { Button } from '@gari/ui/Button';
import { Card } from '@gari/ui/Card';
import { Inline } from '@gari/ui/Inline';
import { Heading } from '@gari/ui/Layout';
import { Link } from '@gari/ui/Link';
import { PageHeader } from '@gari/ui/PageHeader';
import { Stack } from '@gari/ui/Stack';
import { toast } from '@gari/ui/Toast';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useApi } from '../app';
import { LinkAlert } from '../shared/LinkAlert';
import { ListQueryBody } from '../shared/ListQueryBody';
import { useT } from '../shared/locale';
import { myBookingsKey } from '../shared/queryKeys';
import { useErrorText } from '../shared/useErrorText';
import { useFormat } from '../shared/useFormat';
import { useFormatBookingDate } from './format';
import { focusedPrompt } from './myBookings.css';
import { t as myBookingsT } from './myBookingsMessages';
import { RepairExpensePrompt, repairExpenseOf } from './RepairExpensePrompt';

/** How often the list asks for news while open (ms): a provider's answer shows without a reload. */
export const MY_BOOKINGS_REFRESH_MS = 30_000;

const STATUS_TEXT = {
  pending: 'statusPending',
  accepted: 'statusAccepted',
  declined: 'statusDeclined',
  cancelled: 'statusCancelled',
  completed: 'statusCompleted',
} as const satisfies Record<BookingStatus, Parameters<typeof myBookingsT>[0]>;

const STATUS_TONE: Record<BookingStatus, BadgeTone> = {
  pending: 'warning',
  accepted: 'success',
  declined: 'danger',
  cancelled: 'neutral',
  completed: 'success',
};

/**
 * Splits the member's bookings: upcoming (pending or accepted, slot not started; soonest first) and
 * past (the rest; latest first). `now` in ms since the epoch.
 */
export function splitBookings(
  bookings: readonly Booking[],
  now: number,
): { upcoming: Booking[]; past: Booking[] } {
  const ahead = (b: Booking) =>
    (b.status === 'pending' || b.status === 'accepted') && Date.parse(b.starts_at) > now;
  return {
    upcoming: bookings.filter(ahead).sort((a, b) => a.starts_at.localeCompare(b.starts_at)),
    past: bookings.filter((b) => !ahead(b)).sort((a, b) => b.starts_at.localeCompare(a.starts_at)),
  };
}

/**
 * The expense prompt of the booking named by `?log=` (issue #13: the completion SMS/mail's one-tap
 * link): ringed, scrolled into view and focused once shown, so a screen reader starts there.
 */
function FocusedPrompt({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'center' });
    ref.current?.focus({ preventScroll: true });
  }, []);
  return (
    <div ref={ref} tabIndex={-1} className={focusedPrompt} data-log-focus>
      {children}
    </div>
  );
}

/**
 * Cancel of `booking` (POST /bookings/{id}/cancel): the answered booking replaces it in My bookings,
 * with a 'Booking cancelled' toast; a failure (a 409 when it can no longer be cancelled) toasts the
 * error's text. `onSettled` runs after either.
 */
function useCancelBooking(booking: Booking, onSettled: () => void) {
  const errorText = useErrorText();
  const t = useT(myBookingsT);
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.bookings.cancel(booking.booking_id),
    onSuccess: (next) => {
      queryClient.setQueryData<Booking[]>(myBookingsKey, (old) =>
        old?.map((b) => (b.booking_id === next.booking_id ? next : b)),
      );
      toast.success(t('cancelledTitle'), t('cancelledText', { id: booking.booking_id }));
    },
    onError: (error) => toast.error(t('cancelFailedTitle'), errorText(error)),
    onSettled,
  });
}

/**
 * One booking: provider, service, date and time (the provider's), status, calendar file, cancel;
 * `focused`: its expense prompt is the one the `?log=` link opened.
 */
function BookingItem({ booking, focused }: { booking: Booking; focused: boolean }) {
  const t = useT(myBookingsT);
  const [confirming, setConfirming] = useState(false);
  const cancel = useCancelBooking(booking, () => setConfirming(false));
  const headingId = `booking-${booking.booking_id}`;
  const formatBookingDate = useFormatBookingDate();
  const f = useFormat();
  return (
    <Card
      as="li"
      gap="xs"
      elevation="flat"
      aria-labelledby={headingId}
      data-booking-id={booking.booking_id}
      data-status={booking.status}
    >
      <Inline gap="sm" justify="between">
        <Heading level={3} size="md" id={headingId}>
          <Link href={`/providers/${booking.provider.type}/${booking.provider.id}`}>
            {booking.provider.name}
          </Link>
        </Heading>
        <Badge tone={STATUS_TONE[booking.status]} data-booking-status={booking.status}>
          {t(STATUS_TEXT[booking.status])}
        </Badge>
      </Inline>
      <p>
        {booking.service} · {formatBookingDate(booking.date)} {booking.time}
      </p>
      <p>
        {booking.provider.address}, {booking.provider.city} · {booking.booking_id}
      </p>
      {booking.notes ? <p>{booking.notes}</p> : null}
      {booking.status === 'completed' && booking.final_price !== null ? (
        <p data-final-price={booking.final_price}>
          {t('finalPrice', { price: f.money(booking.final_price) })}
        </p>
      ) : null}
      {booking.provider_message ? (
        <blockquote aria-label={t('providerMessage', { provider: booking.provider.name })}>
          {booking.provider.name}: {booking.provider_message}
        </blockquote>
      ) : null}
      {booking.diagnosis_id !== null && booking.vehicle_id !== null ? (
        <Link
          href={`/vehicles/${booking.vehicle_id}/ai-mechanic/diagnostic-results?diagnosis=${booking.diagnosis_id}`}
        >
          {t('diagnosisLink')}
        </Link>
      ) : null}
      {focused && needsOrHasExpense(booking) ? (
        <FocusedPrompt>
          <RepairExpensePrompt booking={booking} />
        </FocusedPrompt>
      ) : (
        <RepairExpensePrompt booking={booking} />
      )}
      {booking.status === 'pending' || booking.status === 'accepted' ? (
        <Inline gap="sm">
          <Link href={booking.calendar_url}>{t('addToCalendar')}</Link>
          {booking.can_cancel && !confirming ? (
            <Button variant="secondary" size="sm" onPress={() => setConfirming(true)}>
              {t('cancelBooking')}
            </Button>
          ) : null}
        </Inline>
      ) : null}
      {confirming ? (
        <Alert
          tone="warning"
          title={t('cancelConfirm')}
          action={
            <Inline gap="sm">
              <Button
                variant="danger"
                size="sm"
                isPending={cancel.isPending}
                onPress={() => cancel.mutate()}
                aria-label={cancel.isPending ? t('cancelling') : undefined}
              >
                {cancel.isPending ? t('cancelling') : t('cancelYes')}
              </Button>
              <Button
                variant="secondary"
                size="sm"
                onPress={() => setConfirming(false)}
                isDisabled={cancel.isPending}
              >
                {t('cancelKeep')}
              </Button>
            </Inline>
          }
        />
      ) : null}
    </Card>
  );
}

function BookingList({
  title,
  bookings,
  empty,
  focus,
}: {
  title: string;
  bookings: Booking[];
  empty?: string;
  focus: string | null;
}) {
  const id = `my-bookings-${title.toLowerCase()}`;
  if (bookings.length === 0 && !empty) return null;
  return (
    <Stack as="section" gap="sm" aria-labelledby={id}>
      <Heading level={2} size="lg" id={id}>
        {title}
      </Heading>
      {bookings.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <Stack as="ul" gap="sm" aria-labelledby={id}>
          {bookings.map((b) => (
            <BookingItem key={b.booking_id} booking={b} focused={b.booking_id === focus} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/**
 * /bookings (issue #13 My bookings): the member's garage and carwash bookings (GET /bookings), upcoming
 * (soonest first) and past, each with its live status (pending, accepted, declined, cancelled,
 * completed with its final price in RWF and the provider's message — issue #13; the list
 * asks again every {@link MY_BOOKINGS_REFRESH_MS} ms and when the tab comes back), the provider's
 * address, the calendar file while it stands, and Cancel while the API allows it (`can_cancel`: POST
 * /bookings/{id}/cancel after an inline confirmation; the 409 text shows in the toast on failure).
 * A completed booking of a car offers the one-tap repair expense ({@link RepairExpensePrompt}) and a
 * booking made from a diagnostic report links back to it. `?log=<booking_id>` (the completion SMS/mail's
 * one-tap link, issue #13) rings, scrolls to and focuses that booking's expense prompt
 * (`[data-log-focus]`); an id that is not the member's says so.
 * Loading, 'Failed to load your bookings' with Try again, and an empty state linking to /maintenance.
 * For signed-in members (the route wraps it in `RequireAuth`).
 * @selector `[data-booking-id]` and `[data-status]` on each booking.
 */
export function MyBookingsPage({ now = Date.now }: { now?: () => number }) {
  const t = useT(myBookingsT);
  const api = useApi();
  const bookings = useQuery({
    queryKey: myBookingsKey,
    queryFn: () => api.bookings.list(),
    refetchInterval: MY_BOOKINGS_REFRESH_MS,
  });
  return (
    <Stack as="section" gap="lg" aria-labelledby="my-bookings-title">
      <PageHeader titleId="my-bookings-title" title={t('myTitle')} subtitle={t('mySubtitle')} />
      <ListQueryBody
        query={bookings}
        loading={{ label: t('myLoading'), height: '6rem', lines: 3 }}
        failedTitle={t('myFailed')}
        empty={
          <LinkAlert title={t('myEmpty')} href="/maintenance" linkText={t('findGarage')}>
            {t('myEmptyText')}
          </LinkAlert>
        }
      >
        {(list) => <Lists bookings={list} now={now()} />}
      </ListQueryBody>
    </Stack>
  );
}

function Lists({ bookings, now }: { bookings: Booking[]; now: number }) {
  const t = useT(myBookingsT);
  const { upcoming, past } = splitBookings(bookings, now);
  const focus = useSearchParams()[0].get(LOG_EXPENSE_PARAM);
  return (
    <>
      {focus !== null && !bookings.some((b) => b.booking_id === focus) ? (
        <Alert tone="warning">{t('logNotFound', { id: focus })}</Alert>
      ) : null}
      <BookingList title={t('upcoming')} bookings={upcoming} empty={t('noUpcoming')} focus={focus} />
      <BookingList title={t('past')} bookings={past} focus={focus} />
    </>
  );
}

/** True when a completed booking of a car has (or waits for) its repair expense. */
const needsOrHasExpense = (b: Booking) => repairExpenseOf(b) !== null && b.vehicle_id !== null;
