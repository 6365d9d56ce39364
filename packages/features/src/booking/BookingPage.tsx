import type { BookingProviderInput, BookingRepairInput } from '@gari/machines/booking';
import { Alert } from '@gari/ui/Alert';
import { LinkButton } from '@gari/ui/Button';
import { Inline } from '@gari/ui/Inline';
import { PageHeader } from '@gari/ui/PageHeader';
import { Skeleton } from '@gari/ui/Skeleton';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { useApi } from '../app';
import { useT } from '../shared/locale';
import { BookingWizard } from './BookingWizard';
import * as s from './booking.css';
import { readBookingQuery, readRepairQuery, repairNotes } from './bookingQuery';
import { bookingPageT } from './pageMessages';
import { useBooking } from './useBooking';

/** The provider lists a booking can start from (garages, carwashes): their path, the link's catalog key. */
const PROVIDER_LISTS = [
  { href: '/maintenance', find: 'findGarage' },
  { href: '/carwashes', find: 'findCarwash' },
] as const;

function Wizard({
  provider,
  contact,
  service,
  repair,
  onClose,
}: {
  provider: BookingProviderInput;
  contact: { full_name?: string | null };
  service: string | null;
  repair: BookingRepairInput | null;
  onClose: () => void;
}) {
  const booking = useBooking({ provider, contact, service, repair });
  return <BookingWizard booking={booking} onClose={onClose} />;
}

/**
 * The /booking page of the site (spec §2 Booking): the {@link BookingWizard} for the provider of the
 * query string. Without a name or services in the query the provider is read with GET
 * /providers/{type}/{id} (its name, type and own services); a signed-in member's name is prefilled (GET /users/me). Close goes back to the
 * list (/maintenance or /carwashes). A missing or unknown provider shows an alert with links to both
 * lists. `service` preselects a service; a repair from a diagnostic report (issue #13: `diagnosis`,
 * `vehicle`, optional `date`/`time`, see `repairBookingHref`) reads the report (GET /ai/diagnoses/{id})
 * to fill the notes with its summary, preselects the slot and links the booking to the report and car.
 */
export function BookingPage() {
  const t = useT(bookingPageT);
  const api = useApi();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const fromQuery = readBookingQuery(params);
  // Without a name or without services the provider's own are read (issue #16: a link with no services
  // offers that provider's services, never another type's defaults).
  const needsProvider = fromQuery !== null && (fromQuery.name === '' || fromQuery.services.length === 0);
  const provider = useQuery({
    queryKey: ['providers', 'detail', fromQuery?.type, fromQuery?.id],
    queryFn: () => api.providers.get(fromQuery?.type ?? 'garage', fromQuery?.id ?? 0),
    enabled: needsProvider,
  });
  const repairQuery = api.isSignedIn() ? readRepairQuery(params) : null;
  const report = useQuery({
    queryKey: ['ai', 'diagnosis', repairQuery?.diagnosisId],
    queryFn: () => api.ai.diagnosis(repairQuery?.diagnosisId ?? 0),
    enabled: repairQuery !== null,
    retry: false,
  });
  const me = useQuery({
    queryKey: ['booking', 'me'],
    queryFn: () => api.auth.me(),
    enabled: api.isSignedIn(),
    retry: false,
  });

  const heading = <PageHeader titleId="booking-page-title" title={t('pageTitle')} />;

  if (!fromQuery || provider.isError) {
    return (
      <section className={s.page} data-state="invalid" aria-labelledby="booking-page-title">
        {heading}
        <Alert tone="warning" title={t('chooseProvider')}>
          {t('chooseProviderText')}
        </Alert>
        <Inline align="stretch" gap="md">
          {PROVIDER_LISTS.map((list) => (
            <LinkButton key={list.href} href={list.href} variant="secondary">
              {t(list.find)}
            </LinkButton>
          ))}
        </Inline>
      </section>
    );
  }

  if (
    (needsProvider && provider.isPending) ||
    (api.isSignedIn() && me.isPending) ||
    (repairQuery !== null && report.isPending)
  ) {
    return (
      <section className={s.page} data-state="loading" aria-busy="true" aria-labelledby="booking-page-title">
        {heading}
        <Skeleton height="20rem" />
      </section>
    );
  }

  const resolved: BookingProviderInput =
    needsProvider && provider.data
      ? {
          type: provider.data.type,
          id: fromQuery.id,
          name: fromQuery.name || provider.data.name,
          services: fromQuery.services.length > 0 ? fromQuery.services : provider.data.services,
        }
      : fromQuery;
  const listPath = resolved.type === 'carwash' ? '/carwashes' : '/maintenance';
  // A repair from a report the member can read (issue #13); an unreadable report books a plain visit.
  const repair: BookingRepairInput | null =
    repairQuery && report.data
      ? {
          diagnosisId: repairQuery.diagnosisId,
          vehicleId: report.data.vehicle_id,
          notes: repairNotes(report.data),
          date: repairQuery.date,
          time: repairQuery.time,
        }
      : null;

  return (
    <section className={s.page} data-state="ready" aria-labelledby="booking-page-title">
      {heading}
      <Wizard
        key={`${resolved.type}-${resolved.id}`}
        provider={resolved}
        contact={{ full_name: me.data?.name ?? null }}
        service={params.get('service')}
        repair={repair}
        onClose={() => navigate(listPath)}
      />
    </section>
  );
}
