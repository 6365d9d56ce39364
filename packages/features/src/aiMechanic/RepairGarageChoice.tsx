import type { RepairGarage } from '@gari/contract/bookings';
import { LinkButton } from '@gari/ui/Button';
import { Inline } from '@gari/ui/Inline';
import { Heading } from '@gari/ui/Layout';
import { Link } from '@gari/ui/Link';
import { Stack } from '@gari/ui/Stack';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../app';
import { repairBookingHref } from '../booking/bookingQuery';
import { LoadingStatus } from '../shared/LoadingStatus';
import { useLocale, useT } from '../shared/locale';
import { RetryAlert } from '../shared/RetryAlert';
import { useErrorText } from '../shared/useErrorText';
import { useFormat } from '../shared/useFormat';
import * as styles from './aiMechanic.css';
import * as repairStyles from './repair.css';
import { reportT } from './reportMessages';

/** The states of the garage choice (`data-garages` on its root). */
export type RepairGarageChoiceState = 'loading' | 'list' | 'empty' | 'error';

/** Query key of the garages offered for a report (GET /ai/diagnoses/{id}/garages). */
export const repairGaragesKey = (diagnosisId: number) => ['ai', 'diagnosis', diagnosisId, 'garages'] as const;

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A slot's local date and time as 'Tue 24 Nov, 10:00' (the garage's wall clock, no time zone maths);
 * in another language than English, `locale`'s short weekday and month ('mar. 24 nov., 10:00').
 */
export function slotLabel(slot: { date: string; time: string }, locale = 'en'): string {
  const [y = 0, m = 1, d = 1] = slot.date.split('-').map(Number);
  const day = new Date(Date.UTC(y, m - 1, d));
  if (locale.startsWith('en')) return `${WEEKDAYS[day.getUTCDay()]} ${d} ${MONTHS[m - 1]}, ${slot.time}`;
  const text = new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(day);
  return `${text}, ${slot.time}`;
}

/** Props of {@link RepairGarageChoice}. */
export interface RepairGarageChoiceProps {
  diagnosisId: number;
  vehicleId: number;
}

/**
 * "Book this repair" on the diagnostic report (issue #13): up to three garages that offer the
 * diagnosis's service near the member and well rated (GET /ai/diagnoses/{id}/garages), each with its
 * rating, city (or distance), price from, and its next free slots. Choosing a garage — or one of its
 * slots — opens /booking with the garage, the service, the report and the car (and the slot) filled in
 * ({@link repairBookingHref}); the wizard fills the notes with the report's summary.
 * States (`data-garages`): loading | list | empty ('No garage offers {service} near you yet.' with a
 * link to the garage list) | error ('Could not load garages' with Try again).
 */
export function RepairGarageChoice({ diagnosisId, vehicleId }: RepairGarageChoiceProps) {
  const errorText = useErrorText();
  const api = useApi();
  const t = useT(reportT);
  const garages = useQuery({
    queryKey: repairGaragesKey(diagnosisId),
    queryFn: () => api.ai.garages(diagnosisId),
  });
  const state: RepairGarageChoiceState = garages.isPending
    ? 'loading'
    : garages.isError
      ? 'error'
      : garages.data.data.length === 0
        ? 'empty'
        : 'list';
  const service = garages.data?.meta.service ?? null;

  return (
    <Stack as="section" gap="sm" aria-labelledby="report-book" data-garages={state}>
      <Heading level={3} size="md" id="report-book">
        {t('bookRepair')}
      </Heading>
      {state === 'loading' ? <LoadingStatus label={t('findingGarages')} height="5rem" lines={2} /> : null}
      {state === 'error' ? (
        <RetryAlert
          title={t('garagesFailed')}
          retryLabel={t('tryAgain')}
          onRetry={() => void garages.refetch()}
        >
          {errorText(garages.error)}
        </RetryAlert>
      ) : null}
      {state === 'empty' ? (
        <p>
          {service ? t('noGarageFor', { service }) : t('noService')}{' '}
          <Link href={service ? `/maintenance?service=${encodeURIComponent(service)}` : '/maintenance'}>
            {t('seeAllGarages')}
          </Link>
        </p>
      ) : null}
      {state === 'list' && garages.data && service ? (
        <>
          <p className={styles.muted}>
            {garages.data.meta.near === 'city' && garages.data.meta.city
              ? t('garagesIn', { service, city: garages.data.meta.city })
              : t('garagesFor', { service })}
          </p>
          <Stack as="ul" gap="sm" aria-label={t('garagesList')}>
            {garages.data.data.map((g) => (
              <GarageOption
                key={g.provider.id}
                garage={g}
                service={service}
                diagnosisId={diagnosisId}
                vehicleId={vehicleId}
              />
            ))}
          </Stack>
        </>
      ) : null}
    </Stack>
  );
}

function GarageOption({
  garage,
  service,
  diagnosisId,
  vehicleId,
}: {
  garage: RepairGarage;
  service: string;
  diagnosisId: number;
  vehicleId: number;
}) {
  const t = useT(reportT);
  const f = useFormat();
  const { locale } = useLocale();
  const p = garage.provider;
  const price = p.services_detail.find((s) => s.name === service)?.price_from ?? null;
  const href = (slot?: { date: string; time: string }) =>
    repairBookingHref({
      garage: { id: p.id, name: p.name, services: p.services },
      service,
      diagnosisId,
      vehicleId,
      slot: slot ?? null,
    });
  return (
    <li className={repairStyles.garageOption} data-garage-id={p.id}>
      <Inline gap="sm" justify="between">
        <span>
          <Link href={`/providers/garage/${p.id}`}>{p.name}</Link>{' '}
          <span className={styles.muted}>
            · ★ {f.number(p.rating, { minimumFractionDigits: 1, maximumFractionDigits: 1 })} ({p.reviews}) ·{' '}
            {p.distance_km !== null ? `${f.number(p.distance_km)} km` : p.city}
            {price !== null ? ` · ${t('priceFrom', { price: f.money(price) })}` : ''}
          </span>
        </span>
        <LinkButton href={href()} variant="primary" size="sm">
          {t('bookAt', { name: p.name })}
        </LinkButton>
      </Inline>
      {garage.next_slots.length > 0 ? (
        <Inline gap="xs" role="group" aria-label={t('nextTimes', { name: p.name })}>
          {garage.next_slots.map((slot) => (
            <LinkButton key={slot.starts_at} href={href(slot)} variant="secondary" size="sm">
              {slotLabel(slot, locale)}
            </LinkButton>
          ))}
        </Inline>
      ) : (
        <p className={styles.muted}>{t('noFreeTime')}</p>
      )}
    </li>
  );
}
