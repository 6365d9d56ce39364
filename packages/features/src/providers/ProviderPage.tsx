import type { ProviderType } from '@gari/contract/providers';
import { Badge } from '@gari/ui/Badge';
import { LinkButton } from '@gari/ui/Button';
import { formatMoney } from '@gari/ui/format';
import { PageHeader } from '@gari/ui/PageHeader';
import { Skeleton } from '@gari/ui/Skeleton';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useApi } from '../app';
import { bookingHref } from '../booking/bookingQuery';
import { ResponsivePicture } from '../shared/ResponsivePicture';
import { RetryAlert } from '../shared/RetryAlert';
import { Fact } from './Fact';
import { ratingText } from './ProviderCard';
import { ProviderCover, priceLabel } from './ProviderCover';
import * as s from './providers.css';
import { WEEKDAYS } from './weekdays';

/** Props of {@link ProviderPage}. */
export interface ProviderPageProps {
  type: ProviderType;
  /** Numeric id or slug. */
  id: string | number;
}

/** One titled section of the detail page: `<section>` named by its `<h2>` (`id`). */
function DetailSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={s.section} aria-labelledby={id}>
      <h2 id={id} className={s.cardTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * The provider page (/providers/{type}/{id}; issue #3 "View Details"): GET /providers/{type}/{id}:
 * name, Open/Closed, rating, description, address, phone, a map link on the coordinates ('Open in
 * Maps', new tab), the weekly hours table (Monday first; missing days 'Closed'; the provider's time
 * zone), services with price from (RWF) and duration (minutes), recent reviews, and Book Service →
 * /booking. 404 → 'Garage not found.' / 'Carwash not found.'; other errors 'Failed to load' with Try
 * again. `data-state`: 'loading' | 'error' | 'not-found' | 'ready'.
 */
export function ProviderPage({ type, id }: ProviderPageProps) {
  const api = useApi();
  const q = useQuery({
    queryKey: ['providers', 'detail', type, String(id)],
    queryFn: () => api.providers.get(type, id),
    retry: false,
  });
  const label = type === 'carwash' ? 'Carwash' : 'Garage';
  const back = (
    <LinkButton href={type === 'carwash' ? '/carwashes' : '/maintenance'} variant="ghost" size="sm">
      ← Back to {type === 'carwash' ? 'Carwashes' : 'Garages'}
    </LinkButton>
  );

  if (q.isPending) {
    return (
      <section
        className={s.page}
        data-state="loading"
        aria-busy="true"
        aria-label={`Loading ${label.toLowerCase()}`}
      >
        <Skeleton height="2rem" width="50%" />
        <Skeleton height="14rem" radius="lg" />
      </section>
    );
  }
  if (q.isError) {
    const notFound = (q.error as { status?: number }).status === 404;
    return (
      <section
        className={s.page}
        data-state={notFound ? 'not-found' : 'error'}
        aria-labelledby="provider-title"
      >
        {back}
        <PageHeader titleId="provider-title" title={notFound ? `${label} not found.` : 'Failed to load'} />
        {notFound ? null : <RetryAlert onRetry={() => q.refetch()}>{q.error.message}</RetryAlert>}
      </section>
    );
  }

  const p = q.data;
  const hours = [1, 2, 3, 4, 5, 6, 0].map((day) => ({
    day,
    slot: p.opening_hours.find((h) => h.day === day),
  }));
  return (
    <section className={s.page} data-state="ready" aria-labelledby="provider-title">
      {back}
      <div className={s.detailCover}>
        {p.cover ? (
          <ResponsivePicture picture={p.cover} sizes="(max-width: 60rem) 100vw, 60rem" loading="eager" />
        ) : (
          <ProviderCover provider={p} />
        )}
      </div>
      <PageHeader
        titleId="provider-title"
        title={p.name}
        subtitle={
          <>
            <span aria-hidden="true">★ </span>
            {ratingText(p)} · {priceLabel(p)} · {p.city}
          </>
        }
        actions={<Badge tone={p.isOpen ? 'success' : 'neutral'}>{p.isOpen ? 'Open' : 'Closed'}</Badge>}
      />
      <div className={s.detail}>
        <div className={s.panel}>
          <DetailSection id="about-title" title="About">
            <p>{p.description}</p>
            <dl className={s.facts}>
              <Fact term="Address">{p.address}</Fact>
              <Fact term="Phone">
                <a href={`tel:${p.phone}`}>{p.phone}</a>
              </Fact>
              {p.type === 'garage' ? <Fact term="Wait time">{p.waitTime}</Fact> : null}
            </dl>
            <div className={s.cardActions} style={{ padding: 0 }}>
              <LinkButton href={bookingHref(p)} variant="primary">
                Book Service
              </LinkButton>
              <LinkButton href={p.map_url} target="_blank" rel="noopener noreferrer" variant="secondary">
                Open in Maps
              </LinkButton>
            </div>
          </DetailSection>
          <DetailSection id="services-title" title="Services">
            {p.services_detail.length === 0 ? (
              <p className={s.muted}>No services listed yet; the booking offers the usual ones.</p>
            ) : (
              <table className={s.table}>
                <thead>
                  <tr>
                    <th scope="col">Service</th>
                    <th scope="col">Price from</th>
                    <th scope="col">Duration</th>
                  </tr>
                </thead>
                <tbody>
                  {p.services_detail.map((svc) => (
                    <tr key={svc.name}>
                      <td>{svc.name}</td>
                      <td>{formatMoney(svc.price_from, svc.currency)}</td>
                      <td>{svc.duration_min} min</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </DetailSection>
          <DetailSection id="reviews-title" title="Reviews">
            {p.recent_reviews.length === 0 ? (
              <p className={s.muted}>No reviews yet.</p>
            ) : (
              <ul className={s.reviews}>
                {p.recent_reviews.map((r) => (
                  <li key={r.id}>
                    <strong>{r.author_name}</strong>{' '}
                    <span role="img" aria-label={`${r.rating} out of 5 stars`}>
                      {'★'.repeat(r.rating)}
                    </span>
                    <p className={s.muted}>{r.text}</p>
                  </li>
                ))}
              </ul>
            )}
          </DetailSection>
        </div>
        <DetailSection id="hours-title" title="Opening hours">
          <table className={s.table}>
            <caption className={s.muted}>Local time ({p.timezone})</caption>
            <tbody>
              {hours.map(({ day, slot }) => (
                <tr key={day}>
                  <th scope="row">{WEEKDAYS[day]}</th>
                  <td>{slot ? `${slot.open} – ${slot.close}` : 'Closed'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </DetailSection>
      </div>
    </section>
  );
}
