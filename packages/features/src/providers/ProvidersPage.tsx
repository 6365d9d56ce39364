import type { ProviderType } from '@gari/contract/providers';
import { Button } from '@gari/ui/Button';
import { HydrateOnView } from '@gari/ui/hydration';
import { Inline } from '@gari/ui/Inline';
import { PageHeader } from '@gari/ui/PageHeader';
import { Skeleton } from '@gari/ui/Skeleton';
import { SearchField } from '@gari/ui/TextField';
import { lazy, Suspense, useEffect, useState } from 'react';
import { FiltersButton, SortSelect } from '../shared/ListControls';
import { useT } from '../shared/locale';
import { RetryAlert } from '../shared/RetryAlert';
import { SkeletonGrid } from '../shared/SkeletonGrid';
import { t as sharedT } from '../shared/sharedMessages';
import { TitledSection } from '../shared/TitledSection';
import { useErrorText } from '../shared/useErrorText';
import { useFiltersDialog } from '../shared/useFiltersDialog';
import { CityServiceSelects } from './AllOrOneSelect';
import { activeFilterCount, SORT_OPTIONS } from './filters';
import { t as providersT } from './messages';
import { ProviderCard } from './ProviderCard';
import { panelT } from './panelMessages';
import * as s from './providers.css';
import type { Locate } from './useGeolocation';
import { usePopularBrands, useProviderList } from './useProviderList';

/** The Advanced Filters dialog (overlay, number fields, slider, checkboxes): its own chunk, loaded on demand. */
const loadFiltersDialog = () => import('./FiltersPanel');
const LazyFiltersDialog = lazy(() => loadFiltersDialog().then((m) => ({ default: m.FiltersDialog })));

/** Props of {@link ProvidersPage}, {@link GaragesPage} and {@link CarwashesPage}. */
export interface ProvidersPageProps {
  /**
   * Asks for the member's position (distance filter and 'Closest'). @default the browser's geolocation
   * (refused or unsupported → the slider is disabled with a note)
   */
  locate?: Locate;
}

/**
 * A garage or carwash list page (spec §2 Garages /maintenance and Carwashes /carwashes; §5 filter
 * inputs; §7; §9): sticky bar with search, city and service selects (wide screens), sort and a Filters
 * button opening the Advanced Filters panel (a slide-in panel on wide screens, a dialog on small ones)
 * with Reset and Apply Filters; Popular Brands (garages: top 10, a click searches the brand, 'No data
 * yet'); a heading with the count and city (or loading); cards; the empty text; pages. State is the
 * URL query. `data-state` on the root: 'loading' | 'error' | 'empty' | 'ready' (@selector
 * `[data-state="empty"]`).
 */
export function ProvidersPage({ type, locate }: ProvidersPageProps & { type: ProviderType }) {
  const errorText = useErrorText();
  const t = useT(providersT);
  const sharedText = useT(sharedT);
  const ft = useT(panelT);
  const { filters, update, setFilters, geo, list, isLoading } = useProviderList(type, locate);
  const brands = usePopularBrands(type === 'garage');
  const filtersDialog = useFiltersDialog(setFilters);
  const [search, setSearch] = useState(filters.q);
  useEffect(() => setSearch(filters.q), [filters.q]);

  const page = list.data;
  const cities = page?.meta.cities ?? [];
  const state = isLoading
    ? 'loading'
    : list.isError
      ? 'error'
      : (page?.data.length ?? 0) === 0
        ? 'empty'
        : 'ready';
  const count = activeFilterCount(filters);
  const total = page?.meta.total ?? 0;

  return (
    <section className={s.page} aria-labelledby="providers-title" data-state={state} data-type={type}>
      <PageHeader titleId="providers-title" title={t(`${type}_title`)} />

      {/* The bar, the brands, each card and the pager hydrate when seen or used, each in a task of
          its own (issue #8 Total Blocking Time). */}
      <HydrateOnView id={`${type}-search`}>
        <search className={s.bar} aria-label={t(`${type}_search`)} data-hydrate-on-view={`${type}-search`}>
          <SearchField
            clearLabel={sharedText('clearSearch')}
            className={s.barSearch}
            label={t(`${type}_search`)}
            placeholder={t('placeholder')}
            value={search}
            onChange={(v) => {
              setSearch(v);
              update({ q: v });
            }}
            onClear={() => update({ q: '' })}
          />
          <CityServiceSelects
            type={type}
            cities={cities}
            value={filters}
            onChange={update}
            className={s.barSelect}
            wrapperClassName={s.desktopOnly}
          />
          <SortSelect
            className={s.barSelect}
            value={filters.sort}
            options={SORT_OPTIONS[type].map((o) => ({ id: o.id, label: ft(`sort_${o.id}`) }))}
            onChange={(sort) => update({ sort })}
          />
          <FiltersButton count={count} onOpen={filtersDialog.show} preload={loadFiltersDialog} />
        </search>
      </HydrateOnView>

      {type === 'garage' ? (
        <HydrateOnView id="garage-brands" value={brands.data}>
          <TitledSection
            look={{ section: s.brands, title: s.muted }}
            data-hydrate-on-view="garage-brands"
            titleId="brands-title"
            title={t('popularBrands')}
          >
            {brands.isPending ? (
              <Skeleton width="12rem" height="2rem" />
            ) : (brands.data ?? []).length === 0 ? (
              <span className={s.muted}>{t('noData')}</span>
            ) : (
              (brands.data ?? []).slice(0, 10).map((b) => (
                // A native button: a chip only searches, and ten react-aria buttons cost the first
                // load ~7 ms of hydration (issue #8 Total Blocking Time).
                <button
                  key={b.make}
                  type="button"
                  className={s.brandChip}
                  onClick={() => update({ q: b.make })}
                >
                  {`${b.make} (${b.members})`}
                </button>
              ))
            )}
          </TitledSection>
        </HydrateOnView>
      ) : null}

      <h2 className={s.cardTitle} aria-live="polite" data-testid="providers-count">
        {isLoading
          ? t(`${type}_loading`)
          : filters.city
            ? t(`${type}_count_in`, { count: total, city: filters.city })
            : t(`${type}_count`, { count: total })}
      </h2>

      {state === 'loading' ? <SkeletonGrid className={s.grid} height="18rem" /> : null}
      {state === 'error' ? (
        <RetryAlert title={t('failed')} onRetry={() => list.refetch()}>
          {errorText(list.error)}
        </RetryAlert>
      ) : null}
      {state === 'empty' ? <p className={s.muted}>{t(`${type}_empty`)}</p> : null}
      {state === 'ready' && page ? (
        <ul className={s.grid} aria-label={t(`${type}_title`)}>
          {page.data.map((p) => (
            <HydrateOnView key={p.id} id={`provider-${p.type}-${p.id}`} value={p}>
              <ProviderCard provider={p} />
            </HydrateOnView>
          ))}
        </ul>
      ) : null}

      {state === 'ready' && page && page.meta.last_page > 1 ? (
        <HydrateOnView id={`${type}-pager`} value={page.meta}>
          <Inline
            as="nav"
            gap="md"
            justify="center"
            wrap={false}
            aria-label={t('pages')}
            data-hydrate-on-view={`${type}-pager`}
          >
            <Button
              variant="secondary"
              isDisabled={filters.page <= 1}
              onPress={() => update({ page: filters.page - 1 })}
            >
              {t('previous')}
            </Button>
            <span>{t('pageOf', { page: page.meta.current_page, last: page.meta.last_page })}</span>
            <Button
              variant="secondary"
              isDisabled={filters.page >= page.meta.last_page}
              onPress={() => update({ page: filters.page + 1 })}
            >
              {t('next')}
            </Button>
          </Inline>
        </HydrateOnView>
      ) : null}

      {filtersDialog.open ? (
        <Suspense fallback={null}>
          <LazyFiltersDialog
            {...filtersDialog.props}
            type={type}
            value={filters}
            cities={cities}
            distanceEnabled={geo.status === 'located'}
          />
        </Suspense>
      ) : null}
    </section>
  );
}

/** /maintenance: the garage list (spec §2 Garages). See {@link ProvidersPage}. */
export function GaragesPage(props: ProvidersPageProps) {
  return <ProvidersPage type="garage" {...props} />;
}

/** /carwashes: the carwash list (spec §2 Carwashes). See {@link ProvidersPage}. */
export function CarwashesPage(props: ProvidersPageProps) {
  return <ProvidersPage type="carwash" {...props} />;
}
