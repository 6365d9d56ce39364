import type { ProviderType } from '@gari/contract/providers';
import { Badge } from '@gari/ui/Badge';
import { LinkButton } from '@gari/ui/Button';
import { Inline } from '@gari/ui/Inline';
import { PageHeader } from '@gari/ui/PageHeader';
import { Skeleton } from '@gari/ui/Skeleton';
import { Stack } from '@gari/ui/Stack';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useApi } from '../app';
import { bookingHref } from '../booking/bookingQuery';
import { ColumnTable } from '../shared/ColumnTable';
import { useT } from '../shared/locale';
import { ResponsivePicture } from '../shared/ResponsivePicture';
import { RetryAlert } from '../shared/RetryAlert';
import { useErrorText } from '../shared/useErrorText';
import { useFormat } from '../shared/useFormat';
import { isNotFound } from '../shared/vehicleRoute';
import { Fact } from './Fact';
import { t as providersT } from './messages';
import { LOGO_SIZE, ProviderLogo, ratingText } from './ProviderCard';
import { ProviderCover, priceLabel } from './ProviderCover';
import * as s from './providers.css';
import { weekdayName } from './weekdays';

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
 * name (with the uploaded logo when there is one, issue #16), Open/Closed, rating, description, address, phone, a map link on the coordinates ('Open in
 * Maps', new tab), the weekly hours table (Monday first; missing days 'Closed'; the provider's time
 * zone), services with price from (RWF) and duration (minutes), recent reviews, and Book Service →
 * /booking. 404 → 'Garage not found.' / 'Carwash not found.'; other errors 'Failed to load' with Try
 * again. `data-state`: 'loading' | 'error' | 'not-found' | 'ready'.
 */
export function ProviderPage({ type, id }: ProviderPageProps) {
  const errorText = useErrorText();
  const api = useApi();
  const q = useQuery({
    queryKey: ['providers', 'detail', type, String(id)],
    queryFn: () => api.providers.get(type, id),
    retry: false,
  });
  const t = useT(providersT);
  const f = useFormat();
  const back = (
    <LinkButton href={type === 'carwash' ? '/carwashes' : '/maintenance'} variant="ghost" size="sm">
      ← {t(`${type}_back`)}
    </LinkButton>
  );

  if (q.isPending) {
    return (
      <section className={s.page} data-state="loading" aria-busy="true" aria-label={t(`${type}_loadingOne`)}>
        <Skeleton height="2rem" width="50%" />
        <Skeleton height="14rem" radius="lg" />
      </section>
    );
  }
  if (q.isError) {
    const notFound = isNotFound(q.error);
    return (
      <section
        className={s.page}
        data-state={notFound ? 'not-found' : 'error'}
        aria-labelledby="provider-title"
      >
        {back}
        <PageHeader titleId="provider-title" title={notFound ? t(`${type}_notFound`) : t('failed')} />
        {notFound ? null : <RetryAlert onRetry={() => q.refetch()}>{errorText(q.error)}</RetryAlert>}
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
      <Inline wrap={false}>
        <ProviderLogo provider={p} size={LOGO_SIZE.page} />
        <PageHeader
          className={s.grow}
          titleId="provider-title"
          title={p.name}
          subtitle={
            <>
              <span aria-hidden="true">★ </span>
              {ratingText(p, t, f.number)} · {priceLabel(p, t, f.money)} · {p.city}
            </>
          }
          actions={
            <Badge tone={p.isOpen ? 'success' : 'neutral'}>{p.isOpen ? t('open') : t('closed')}</Badge>
          }
        />
      </Inline>
      <div className={s.detail}>
        <div className={s.panel}>
          <DetailSection id="about-title" title={t('about')}>
            <p>{p.description}</p>
            <dl className={s.facts}>
              <Fact term={t('address')}>{p.address}</Fact>
              <Fact term={t('phone')}>
                <a href={`tel:${p.phone}`}>{p.phone}</a>
              </Fact>
              {p.type === 'garage' ? <Fact term={t('waitTime')}>{p.waitTime}</Fact> : null}
            </dl>
            <div className={s.cardActions} style={{ padding: 0 }}>
              <LinkButton href={bookingHref(p)} variant="primary">
                {t('bookService')}
              </LinkButton>
              <LinkButton href={p.map_url} target="_blank" rel="noopener noreferrer" variant="secondary">
                {t('openInMaps')}
              </LinkButton>
            </div>
          </DetailSection>
          <DetailSection id="services-title" title={t('services')}>
            <ColumnTable
              className={s.table}
              columns={[t('colService'), t('colPriceFrom'), t('colDuration')]}
              rows={p.services_detail}
              rowKey={(svc) => svc.name}
              cells={(svc) => [
                svc.name,
                f.money(svc.price_from, svc.currency),
                t('minutes', { count: f.number(svc.duration_min) }),
              ]}
              empty={<p className={s.muted}>{t('noServices')}</p>}
            />
          </DetailSection>
          <DetailSection id="reviews-title" title={t('reviewsTitle')}>
            {p.recent_reviews.length === 0 ? (
              <p className={s.muted}>{t('noReviews')}</p>
            ) : (
              <Stack as="ul">
                {p.recent_reviews.map((r) => (
                  <li key={r.id}>
                    <strong>{r.author_name}</strong>{' '}
                    <span role="img" aria-label={t('stars', { rating: r.rating })}>
                      {'★'.repeat(r.rating)}
                    </span>
                    <p className={s.muted}>{r.text}</p>
                  </li>
                ))}
              </Stack>
            )}
          </DetailSection>
        </div>
        <DetailSection id="hours-title" title={t('openingHours')}>
          <table className={s.table}>
            <caption className={s.muted}>{t('localTime', { zone: p.timezone })}</caption>
            <tbody>
              {hours.map(({ day, slot }) => (
                <tr key={day}>
                  <th scope="row">{weekdayName(day, f.locale)}</th>
                  <td>{slot ? `${slot.open} – ${slot.close}` : t('closed')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </DetailSection>
      </div>
    </section>
  );
}
