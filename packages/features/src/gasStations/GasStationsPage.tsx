import { Box } from '@gari/ui/Box';
import { Button } from '@gari/ui/Button';
import { HydrateOnView } from '@gari/ui/hydration';
import { PageHeader } from '@gari/ui/PageHeader';
import { lazy, Suspense } from 'react';
import * as ps from '../providers/providers.css';
import type { Locate } from '../providers/useGeolocation';
import { ListSearchBar, LoadMoreRow } from '../shared/ListControls';
import { useT } from '../shared/locale';
import { OptionSelect } from '../shared/OptionSelect';
import { RetryAlert } from '../shared/RetryAlert';
import { SkeletonGrid } from '../shared/SkeletonGrid';
import { DEFAULT_GAS_FILTERS, FUEL_TYPES, GAS_SORT_OPTIONS } from './filters';
import { GasFilterFields } from './GasFilterFields';
import { GasStationCard } from './GasStationCard';
import * as s from './gas.css';
import { t as gasT } from './messages';
import { type GasStationsApi, useGasStations } from './useGasStations';

/** The Advanced Filters dialog (overlay): its own chunk, loaded on demand. */
const loadFiltersDialog = () => import('./GasFiltersDialog');
const LazyFiltersDialog = lazy(() => loadFiltersDialog().then((m) => ({ default: m.GasFiltersDialog })));

/** Props of {@link GasStationsPage}. */
export interface GasStationsPageProps {
  /**
   * Asks for the member's position (Nearest and the distance). @default the browser's geolocation
   * (refused, unsupported or timed out → the chosen city's centre)
   */
  locate?: Locate;
}

/** Where distances are measured from, with "Use my location" when the member was not located. */
function DistanceNote({ g }: { g: GasStationsApi }) {
  const t = useT(gasT);
  const location = g.state.value.location;
  if (location === 'locating') return <span role="status">{t('locating')}</span>;
  const text =
    g.reference?.source === 'device'
      ? t('nearYou')
      : g.reference?.source === 'city'
        ? t('nearCity', { city: g.filters.city })
        : location === 'idle'
          ? t('notAsked')
          : t('noReference');
  return (
    <span className={s.reference}>
      <span>{text}</span>
      {g.reference?.source === 'device' ? null : (
        <Button variant="ghost" size="sm" onPress={() => g.send({ type: 'LOCATE' })}>
          {t('useLocation')}
        </Button>
      )}
    </span>
  );
}

/**
 * /gas-station, the gas station list (spec §2 Gas stations; §5 distance 1–50 km; §7 GET /gas-stations;
 * §9; issue #11): search (name, brand or address), fuel (Essence, Diesel, Premium; default Essence),
 * sort (Nearest, Best Price), and the gas variant of the Advanced Filters — city, oil brand, distance
 * slider, Open Now / Any Time, amenity chips — inline beside the results on wide screens (applied at
 * once) and in the Advanced Filters dialog on small ones (Reset and Apply Filters). Nearest asks for
 * the member's location and falls back to the chosen city's centre without it. Cards per spec §2
 * ({@link GasStationCard}); the count; Load More; the empty and error states. Every filter is in the
 * URL. Server-rendered for visitors (without a position). `data-state` on the root: 'loading' |
 * 'error' | 'empty' | 'ready'; `data-location` the machine's location state.
 */
export function GasStationsPage({ locate }: GasStationsPageProps) {
  const t = useT(gasT);
  const g = useGasStations(locate);
  const { filters, update, send, list } = g;
  // Ages are measured from when the list was fetched, on the server's clock like `reported_at`: the
  // hydrated page shows the server's text, and no re-render of every card follows hydration (a
  // whole-list render in one task was most of this page's Total Blocking Time; issue #8).
  const now = list.dataUpdatedAt || Date.now();
  const open = g.state.matches({ panel: 'open' });
  const state = g.listState;
  const cities = g.cities.map((c) => c.name);
  const note = <DistanceNote g={g} />;

  return (
    <section
      className={ps.page}
      aria-labelledby="gas-title"
      data-state={state}
      data-location={g.state.value.location}
    >
      <PageHeader titleId="gas-title" title={t('title')} subtitle={t('subtitle')} />

      {/* The bar, each card and the Load More row hydrate when seen or used, each in a task of its
          own (issue #8 Total Blocking Time). */}
      <HydrateOnView id="gas-search" value={`${filters.q}|${filters.fuel}|${filters.sort}|${g.activeCount}`}>
        <ListSearchBar t={t} applied={filters.q} onSearch={(q) => update({ q })}>
          <OptionSelect
            className={ps.barSelect}
            label={t('fuel')}
            value={filters.fuel}
            options={FUEL_TYPES}
            onChange={(fuel) => update({ fuel })}
          />
          <OptionSelect
            className={ps.barSelect}
            label={t('sortBy')}
            value={filters.sort}
            options={GAS_SORT_OPTIONS.map((o) => ({
              id: o.id,
              label: o.id === 'nearest' ? t('sortNearest') : t('sortBestPrice'),
            }))}
            onChange={(sort) => update({ sort })}
          />
          <div className={s.mobileOnly}>
            <Button
              variant="secondary"
              onPress={() => send({ type: 'OPEN' })}
              onHoverStart={() => void loadFiltersDialog()}
              onFocus={() => void loadFiltersDialog()}
            >
              {g.activeCount > 0 ? t('filtersCount', { count: g.activeCount }) : t('filters')}
            </Button>
          </div>
        </ListSearchBar>
      </HydrateOnView>

      <div className={s.layout}>
        {/* The filters stay in the page's part: the distance note in them follows the location
            (asked for once the page has hydrated), which would redraw a part of their own. */}
        <aside className={s.aside} aria-label={t('filters')}>
          <GasFilterFields
            value={filters}
            onChange={update}
            cities={cities}
            oilBrands={g.oilBrands}
            distanceNote={note}
          />
        </aside>
        <Box display="flex" flexDirection="column" gap="md">
          <h2 className={ps.cardTitle} aria-live="polite" data-testid="stations-count">
            {g.isLoading ? t('loadingList') : t('count', { count: g.total })}
          </h2>
          {state === 'loading' ? <SkeletonGrid className={ps.grid} height="16rem" /> : null}
          {state === 'error' ? (
            <RetryAlert title={t('failed')} onRetry={() => list.refetch()} retryLabel={t('tryAgain')}>
              {list.error instanceof Error ? list.error.message : null}
            </RetryAlert>
          ) : null}
          {state === 'empty' ? (
            <Box display="flex" flexDirection="column" gap="md">
              <p className={ps.muted}>{t('empty')}</p>
              <div>
                <Button
                  variant="secondary"
                  onPress={() =>
                    update({ ...DEFAULT_GAS_FILTERS, fuel: filters.fuel, sort: filters.sort, amenities: [] })
                  }
                >
                  {t('clear')}
                </Button>
              </div>
            </Box>
          ) : null}
          {state === 'ready' ? (
            <ul className={ps.grid} aria-label={t('title')}>
              {/* Each card hydrates when seen or used (issue #8 Total Blocking Time). */}
              {g.stations.map((st) => (
                <HydrateOnView key={st.id} id={`station-${st.id}`} value={st}>
                  <GasStationCard station={st} fuel={filters.fuel} now={now} />
                </HydrateOnView>
              ))}
            </ul>
          ) : null}
          {state === 'ready' ? (
            <HydrateOnView
              id="gas-more"
              value={`${g.stations.length}|${g.total}|${g.hasMore}|${g.isLoadingMore}|${list.isFetchNextPageError}`}
            >
              <LoadMoreRow
                className={s.reference}
                note={t('showing', { shown: g.stations.length, total: g.total })}
                paging={g}
                loadMoreLabel={t('loadMore')}
                loadingMoreLabel={t('loadingMore')}
                failure={
                  list.isFetchNextPageError
                    ? { title: t('failed'), text: list.error instanceof Error ? list.error.message : null }
                    : null
                }
              />
            </HydrateOnView>
          ) : null}
        </Box>
      </div>

      {open ? (
        <Suspense fallback={null}>
          <LazyFiltersDialog
            value={g.draft}
            onChange={(patch) => send({ type: 'EDIT', patch })}
            cities={cities}
            oilBrands={g.oilBrands}
            distanceNote={note}
            onClose={() => send({ type: 'CLOSE' })}
            onApply={() => send({ type: 'APPLY' })}
            onReset={() => send({ type: 'RESET' })}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
