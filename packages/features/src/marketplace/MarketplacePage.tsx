import { LISTING_TOTAL_CAP } from '@gari/contract/marketplaceOptions';
import { Box } from '@gari/ui/Box';
import { LinkButton } from '@gari/ui/Button';
import { vehicleDisplayName } from '@gari/ui/format';
import { HydrateOnView } from '@gari/ui/hydration';
import { PageHeader } from '@gari/ui/PageHeader';
import { Select, SelectItem } from '@gari/ui/Select';
import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { useApi } from '../app';
import * as ps from '../providers/providers.css';
import { CategoryLinks, FiltersButton, ListResults, ListSearchBar, SortSelect } from '../shared/ListControls';
import { useT } from '../shared/locale';
import { useFiltersDialog } from '../shared/useFiltersDialog';
import { useFormat } from '../shared/useFormat';
import { t as categoryT } from './categoryMessages';
import {
  activeMarketplaceFilterCount,
  CATEGORY_TABS,
  DEFAULT_MARKETPLACE_FILTERS,
  MARKETPLACE_SORT_OPTIONS,
  marketCurrency,
  writeMarketplaceFilters,
} from './filters';
import { ListingCard } from './ListingCard';
import { t as listingT } from './listingMessages';
import * as s from './marketplace.css';
import { t as marketT } from './messages';
import { useMarketplaceList, usePassListing } from './useMarketplace';

/** English texts of the list (spec §2 Marketplace list; §8 'Failed to load'), as the stories assert them. */
export const MARKETPLACE_TEXTS = marketT.catalog.en;

export { SEARCH_DEBOUNCE_MS } from '../shared/useSearchText';

const ANY_CAR = 'any';

/** The Advanced Filters dialog (overlay, number fields, checkboxes): its own chunk, loaded on demand. */
const loadFiltersDialog = () => import('./MarketplaceFiltersPanel');
const LazyFiltersDialog = lazy(() =>
  loadFiltersDialog().then((m) => ({ default: m.MarketplaceFiltersDialog })),
);

/**
 * /marketplace, the spareshop list (spec §2 Marketplace list; §7 GET /marketplace/listings; §9;
 * issue #10): a search box (part names, OEM codes with or without dashes, keywords; also what the
 * top-bar search sends as `?search=`), category tabs (All, Engine, Brakes, Suspension, Wheels,
 * Interior, Exterior, Electrical), sort, "Fits my car" (the member's cars; visitors get a sign-in
 * link), and Filters opening the Advanced Filters panel (marketplace variant; a slide-in panel on wide
 * screens, a dialog on small ones). Cards per spec §2; Load More fetches the next cursor page; the
 * count, empty and error states. Every filter is in the URL query. Server-rendered for visitors.
 * `data-state` on the root: 'loading' | 'error' | 'empty' | 'ready' (@selector `[data-state="empty"]`).
 */
export function MarketplacePage() {
  const t = useT(marketT);
  const categoryText = useT(categoryT);
  const lt = useT(listingT);
  const format = useFormat();
  const api = useApi();
  const location = useLocation();
  const m = useMarketplaceList();
  const { filters, update, setFilters, list } = m;
  const pass = usePassListing();
  const filtersDialog = useFiltersDialog(setFilters);

  const state = m.listState;
  const count = activeMarketplaceFilterCount(filters);
  const currency = marketCurrency(api.store.getCountry());
  const fitsCar = m.cars.find((c) => c.id === filters.fits) ?? null;
  const loginHref = `/login?next=${encodeURIComponent(`${location.pathname}${location.search}`)}`;

  // The server stops counting at LISTING_TOTAL_CAP: a total at the cap means "at least that many".
  const total =
    m.total >= LISTING_TOTAL_CAP ? `${format.number(LISTING_TOTAL_CAP)}+` : format.number(m.total);
  const results = (
    <>
      <h2 className={ps.cardTitle} aria-live="polite" data-testid="listings-count">
        {m.isLoading
          ? t('loadingListings')
          : `${t('count', { total, count: m.total })}${fitsCar ? t('forCar', { car: vehicleDisplayName(fitsCar) }) : ''}`}
      </h2>
      <ListResults
        state={state}
        query={list}
        failedTitle={t('failed')}
        gridClassName={ps.grid}
        skeletonHeight="22rem"
        empty={{
          className: s.more,
          text: fitsCar ? t('emptyFits') : t('empty'),
          clearLabel: t('clear'),
          onClear:
            count > 0 || filters.search || filters.category !== 'all' || filters.fits !== null
              ? () => setFilters({ ...DEFAULT_MARKETPLACE_FILTERS, sort: filters.sort })
              : null,
        }}
        listLabel={t('listings')}
        more={{
          className: s.more,
          noteClassName: s.note,
          note: t('showing', { shown: m.listings.length, total }),
          paging: m,
          loadMoreLabel: t('loadMore'),
          loadingMoreLabel: t('loadingMore'),
        }}
      >
        {/* Each card hydrates when seen or used (issue #8 Total Blocking Time). */}
        {m.listings.map((l) => (
          <HydrateOnView key={l.id} id={`listing-${l.id}`} value={l}>
            <ListingCard listing={l} onOpen={pass} />
          </HydrateOnView>
        ))}
      </ListResults>
    </>
  );

  return (
    <section className={ps.page} aria-labelledby="marketplace-title" data-state={state}>
      <PageHeader titleId="marketplace-title" title={t('title')} subtitle={t('subtitle')} />

      <ListSearchBar t={t} applied={filters.search} onSearch={(text) => update({ search: text })}>
        {m.member && m.cars.length > 0 ? (
          <Select
            className={ps.barSelect}
            label={t('fitsLabel')}
            selectedKey={fitsCar ? String(fitsCar.id) : ANY_CAR}
            onSelectionChange={(k) => update({ fits: k === ANY_CAR ? null : Number(k) })}
          >
            {[
              { id: ANY_CAR, name: t('anyCar') },
              ...m.cars.map((c) => ({ id: String(c.id), name: vehicleDisplayName(c) })),
            ].map((c) => (
              <SelectItem key={c.id} id={c.id}>
                {c.name}
              </SelectItem>
            ))}
          </Select>
        ) : null}
        <div className={ps.desktopOnly}>
          <SortSelect
            className={ps.barSelect}
            value={filters.sort}
            options={MARKETPLACE_SORT_OPTIONS.map((o) => ({ id: o.id, label: lt(`sort_${o.id}`) }))}
            onChange={(sort) => update({ sort })}
          />
        </div>
        <FiltersButton count={count} onOpen={filtersDialog.show} preload={loadFiltersDialog} />
      </ListSearchBar>

      {m.carPrompt ? (
        <Box display="flex" flexWrap="wrap" alignItems="flex-end" gap="sm">
          <LinkButton variant="ghost" size="sm" href={m.carPrompt === 'addCar' ? '/vehicles/new' : loginHref}>
            {m.carPrompt === 'addCar' ? t('addCar') : t('signInToFit')}
          </LinkButton>
        </Box>
      ) : null}

      <CategoryLinks
        label={t('categories')}
        tabs={CATEGORY_TABS}
        current={filters.category}
        searchOf={(category) => writeMarketplaceFilters({ ...filters, category }).toString()}
        nameOf={(category) => categoryText(`cat_${category}`)}
      />
      <Box display="flex" flexDirection="column" gap="lg">
        {results}
      </Box>

      {filtersDialog.open ? (
        <Suspense fallback={null}>
          <LazyFiltersDialog {...filtersDialog.props} value={filters} currency={currency} />
        </Suspense>
      ) : null}
    </section>
  );
}
