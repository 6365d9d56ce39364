import type { BookingProviderInput } from '@gari/machines/booking';
import { Alert } from '@gari/ui/Alert';
import { LinkButton } from '@gari/ui/Button';
import { PageHeader } from '@gari/ui/PageHeader';
import { Skeleton } from '@gari/ui/Skeleton';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { useApi } from '../app';
import { BookingWizard } from './BookingWizard';
import * as s from './booking.css';
import { readBookingQuery } from './bookingQuery';
import { useBooking } from './useBooking';

function Wizard({
  provider,
  contact,
  onClose,
}: {
  provider: BookingProviderInput;
  contact: { full_name?: string | null };
  onClose: () => void;
}) {
  const booking = useBooking({ provider, contact });
  return <BookingWizard booking={booking} onClose={onClose} />;
}

/**
 * The /booking page of the site (spec §2 Booking): the {@link BookingWizard} for the provider of the
 * query string. Without a name in the query the provider is read with GET /providers/{type}/{id} (its
 * name and services); a signed-in member's name is prefilled (GET /users/me). Close goes back to the
 * list (/maintenance or /carwashes). A missing or unknown provider shows an alert with links to both
 * lists.
 */
export function BookingPage() {
  const api = useApi();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const fromQuery = readBookingQuery(params);
  const needsProvider = fromQuery !== null && fromQuery.name === '';
  const provider = useQuery({
    queryKey: ['providers', 'detail', fromQuery?.type, fromQuery?.id],
    queryFn: () => api.providers.get(fromQuery?.type ?? 'garage', fromQuery?.id ?? 0),
    enabled: needsProvider,
  });
  const me = useQuery({
    queryKey: ['booking', 'me'],
    queryFn: () => api.auth.me(),
    enabled: api.isSignedIn(),
    retry: false,
  });

  const heading = <PageHeader titleId="booking-page-title" title="Book a Service" />;

  if (!fromQuery || provider.isError) {
    return (
      <section className={s.page} data-state="invalid" aria-labelledby="booking-page-title">
        {heading}
        <Alert tone="warning" title="Choose a garage or carwash first.">
          Pick a provider from the lists, then press Book Service.
        </Alert>
        <div className={s.actions} style={{ justifyContent: 'flex-start' }}>
          <LinkButton href="/maintenance" variant="secondary">
            Find a garage
          </LinkButton>
          <LinkButton href="/carwashes" variant="secondary">
            Find a carwash
          </LinkButton>
        </div>
      </section>
    );
  }

  if ((needsProvider && provider.isPending) || (api.isSignedIn() && me.isPending)) {
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
          type: fromQuery.type,
          id: fromQuery.id,
          name: provider.data.name,
          services: fromQuery.services.length > 0 ? fromQuery.services : provider.data.services,
        }
      : fromQuery;
  const listPath = resolved.type === 'carwash' ? '/carwashes' : '/maintenance';

  return (
    <section className={s.page} data-state="ready" aria-labelledby="booking-page-title">
      {heading}
      <Wizard
        key={`${resolved.type}-${resolved.id}`}
        provider={resolved}
        contact={{ full_name: me.data?.name ?? null }}
        onClose={() => navigate(listPath)}
      />
    </section>
  );
}
