import { Alert } from '@gari/ui/Alert';
import { Box } from '@gari/ui/Box';
import { Spinner } from '@gari/ui/Skeleton';
import { Stack } from '@gari/ui/Stack';
import { TextField } from '@gari/ui/TextField';
import { type CalendarDate, getLocalTimeZone, parseDate, today as todayIn } from '@internationalized/date';
import {
  Calendar,
  CalendarCell,
  CalendarGrid,
  Heading,
  Label,
  Button as RACButton,
  Radio,
  RadioGroup,
} from 'react-aria-components';
import { useT } from '../shared/locale';
import { RetryAlert } from '../shared/RetryAlert';
import { StepHeader } from '../shared/StepHeader';
import { StepNav } from '../shared/StepNav';
import { BookingConfirmed } from './BookingConfirmed';
import { BookingSummary } from './BookingSummary';
import * as s from './booking.css';
import { useFormatBookingDate } from './format';
import { bookingT, STEP_TEXT } from './messages';
import type { BookingController } from './useBooking';

/** Bookings ahead are allowed up to this many days (the API's limit). */
export const BOOKING_MAX_DAYS_AHEAD = 60;

/** Props of {@link BookingWizard}. */
export interface BookingWizardProps {
  /** The hook result of `useBooking()` (the site, the widget and stories each make their own). */
  booking: BookingController;
  /**
   * Called after Close on the confirmation (the wizard has already reset every field). The site may
   * navigate back; the widget may close its popup. @default undefined (stay on step 0)
   */
  onClose?: () => void;
  /** First bookable day `YYYY-MM-DD` (no past dates). @default today in `timeZone` */
  today?: string;
  /** Time zone of the provider, for "today". @default 'Africa/Kigali' */
  timeZone?: string;
  /** Show the side summary next to the steps. @default true */
  showSummary?: boolean;
  /** Extra class name on the root. */
  className?: string;
}

/** The step header's look (see {@link StepHeader}). */
const STEP_LOOK = { header: s.stepHeader, title: s.stepTitle };

function firstDay(today: string | undefined, timeZone: string): CalendarDate {
  if (today) return parseDate(today);
  try {
    return todayIn(timeZone);
  } catch {
    return todayIn(getLocalTimeZone());
  }
}

/**
 * The four-step booking wizard (spec §2 Booking, §4 Booking wizard, §5 Booking): 'Step N of 4' with a
 * progress bar; Service (radio group of the provider's services or the §9 defaults); Date & Time (a
 * calendar from today to 60 days ahead, then the free slots as a radio group, 'Pick a date first.',
 * 'No slots', a slot-taken or loading error with Try again); Contact (Full name, Phone, Notes); Review
 * (a list and Confirm); then {@link BookingConfirmed}. Back/Next follow the machine's gating and sit in
 * a sticky bottom bar on small screens. The side {@link BookingSummary} shows what is chosen so far.
 *
 * No router or site dependency: the widget renders it as is. `data-state` on the root is the machine
 * state as a dotted path (@selector `[data-state="dateTime.pickTime"]`), `data-step` the step 0–4
 * (@selector `[data-step="2"]`).
 */
export function BookingWizard({
  booking,
  onClose,
  today,
  timeZone = 'Africa/Kigali',
  showSummary = true,
  className,
}: BookingWizardProps) {
  const t = useT(bookingT);
  const formatBookingDate = useFormatBookingDate();
  const { state, step } = booking;
  const c = state.context;
  const dotted =
    typeof state.value === 'string'
      ? state.value
      : (Object.entries(state.value).map(([k, v]) => `${k}.${String(v)}`)[0] ?? '');
  const stepName = t(STEP_TEXT[Math.min(step, 3)] ?? 'stepReview');
  /** The value, edits and machine error of a required contact field. */
  const contactField = (field: 'full_name' | 'phone') => ({
    value: c[field],
    onChange: (value: string) => booking.change(field, value),
    isInvalid: Boolean(c.fieldErrors[field]),
    errorMessage: t.message(c.fieldErrors[field]?.[0]),
  });

  if (state.matches('confirmed')) {
    return (
      <div className={[s.wizard, className].filter(Boolean).join(' ')} data-state={dotted} data-step={step}>
        <BookingConfirmed
          bookingId={c.bookingId ?? ''}
          providerName={c.provider.name}
          service={c.service}
          date={c.date}
          time={c.time}
          calendarUrl={c.calendarUrl}
          onClose={() => {
            booking.close();
            onClose?.();
          }}
        />
      </div>
    );
  }

  const min = firstDay(today, timeZone);
  const max = min.add({ days: BOOKING_MAX_DAYS_AHEAD });
  const shown = step + 1;

  return (
    <div className={[s.layout, className].filter(Boolean).join(' ')}>
      <section className={s.wizard} aria-labelledby="booking-step-title" data-state={dotted} data-step={step}>
        <StepHeader look={STEP_LOOK} titleId="booking-step-title" title={stepName}>
          <Box display="flex" justifyContent="space-between" fontSize="sm" color="muted">
            <span id="booking-progress-label">{t('stepOf', { step: shown })}</span>
            <span>{stepName}</span>
          </Box>
          <div
            className={s.progressTrack}
            role="progressbar"
            aria-labelledby="booking-progress-label"
            aria-valuemin={0}
            aria-valuemax={4}
            aria-valuenow={shown}
            aria-valuetext={t('stepOfNamed', { step: shown, name: stepName })}
          >
            <div className={s.progressFill} style={{ width: `${(shown / 4) * 100}%` }} />
          </div>
        </StepHeader>

        {state.matches('service') ? (
          <RadioGroup
            value={c.service}
            onChange={booking.selectService}
            aria-label={t('service')}
            className={s.choices}
          >
            {c.services.map((name) => (
              <Radio key={name} value={name} className={s.choice}>
                {name}
              </Radio>
            ))}
          </RadioGroup>
        ) : null}

        {state.matches('dateTime') ? (
          <div className={s.dateTime}>
            <Calendar
              aria-label={t('date')}
              className={s.calendar}
              minValue={min}
              maxValue={max}
              value={c.date ? parseDate(c.date) : null}
              onChange={(d) => booking.selectDate(d.toString())}
            >
              <header>
                <RACButton slot="previous" className={s.navButton} aria-label={t('previousMonth')}>
                  ‹
                </RACButton>
                <Heading />
                <RACButton slot="next" className={s.navButton} aria-label={t('nextMonth')}>
                  ›
                </RACButton>
              </header>
              <CalendarGrid>{(date) => <CalendarCell date={date} className={s.cell} />}</CalendarGrid>
            </Calendar>
            <div>
              {c.error && !state.matches({ dateTime: 'slotsFailed' }) ? (
                <Alert tone="warning" live>
                  {t.message(c.error)}
                </Alert>
              ) : null}
              {state.matches({ dateTime: 'pickDate' }) ? (
                <p className={s.muted}>{t('pickDateFirst')}</p>
              ) : null}
              {state.matches({ dateTime: 'loadingSlots' }) ? (
                <Spinner label={t('loadingSlots')} showLabel />
              ) : null}
              {state.matches({ dateTime: 'noSlots' }) ? (
                <p className={s.muted} data-testid="no-slots">
                  {t('noSlots')}
                </p>
              ) : null}
              {state.matches({ dateTime: 'slotsFailed' }) ? (
                <RetryAlert title={t.message(c.error) ?? t('slotsFailed')} onRetry={booking.reloadSlots} />
              ) : null}
              {state.matches({ dateTime: 'pickTime' }) ? (
                <RadioGroup value={c.time} onChange={booking.selectTime}>
                  <Label className={s.groupLabel}>{t('timeOn', { date: formatBookingDate(c.date) })}</Label>
                  <div className={s.slots}>
                    {c.slots.map((slot) => (
                      <Radio key={slot.time} value={slot.time} className={s.choice}>
                        {slot.time}
                      </Radio>
                    ))}
                  </div>
                </RadioGroup>
              ) : null}
            </div>
          </div>
        ) : null}

        {state.matches('contact') ? (
          <Stack>
            {c.error && Object.keys(c.fieldErrors).length > 0 ? (
              <Alert tone="danger" live>
                {t.message(c.error)}
              </Alert>
            ) : null}
            <TextField label={t('fullName')} autoComplete="name" isRequired {...contactField('full_name')} />
            <TextField
              label={t('phone')}
              type="tel"
              autoComplete="tel"
              isRequired
              description={t('phoneHint')}
              {...contactField('phone')}
            />
            <TextField
              label={t('notes')}
              multiline
              rows={3}
              value={c.notes}
              onChange={(v) => booking.change('notes', v)}
            />
          </Stack>
        ) : null}

        {state.matches('review') || state.matches('submitting') || state.matches('failed') ? (
          <>
            <dl className={s.review} data-testid="booking-review">
              <dt>{t('bookingAt')}</dt>
              <dd>{c.provider.name}</dd>
              <dt>{t('service')}</dt>
              <dd>{c.service}</dd>
              <dt>{t('date')}</dt>
              <dd>{formatBookingDate(c.date)}</dd>
              <dt>{t('time')}</dt>
              <dd>{c.time}</dd>
              <dt>{t('fullName')}</dt>
              <dd>{c.full_name}</dd>
              <dt>{t('phone')}</dt>
              <dd>{c.phone}</dd>
              <dt>{t('notes')}</dt>
              <dd>{c.notes.trim() === '' ? '—' : c.notes}</dd>
            </dl>
            {state.matches('failed') ? (
              <RetryAlert title={t.message(c.error) ?? t('failed')} onRetry={booking.retry} />
            ) : null}
          </>
        ) : null}

        <StepNav
          className={s.navBar}
          testId="booking-nav"
          back={{ label: t('back'), onPress: booking.back, isDisabled: !booking.canBack }}
          forward={
            step === 3
              ? {
                  label: t('confirm'),
                  onPress: booking.confirm,
                  isPending: booking.isSubmitting,
                  isDisabled: state.matches('failed'),
                }
              : { label: t('next'), onPress: booking.next, isDisabled: !booking.canNext }
          }
        />
      </section>
      {showSummary ? (
        <BookingSummary providerName={c.provider.name} service={c.service} date={c.date} time={c.time} />
      ) : null}
    </div>
  );
}
