import { Box } from '@gari/ui/Box';
import { LinkButton } from '@gari/ui/Button';
import { Inline } from '@gari/ui/Inline';
import { Link as TextLink } from '@gari/ui/Link';
import { PageHeader } from '@gari/ui/PageHeader';
import { Skeleton } from '@gari/ui/Skeleton';
import { Stack } from '@gari/ui/Stack';
import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import * as ps from '../providers/providers.css';
import { LinkAlert } from '../shared/LinkAlert';
import { CategoryLinks, FiltersButton, ListResults, ListSearchBar, SortSelect } from '../shared/ListControls';
import { useT } from '../shared/locale';
import { convoyPath, memberPath } from '../shared/paths';
import { TitledSection } from '../shared/TitledSection';
import { useFiltersDialog } from '../shared/useFiltersDialog';
import type { CarPrompt } from '../shared/useMemberCars';
import { useTimeAgo } from '../shared/useTimeAgo';
import { ConvoyCard } from './ConvoyCard';
import * as s from './convoysList.css';
import { t as listT } from './listMessages';
import { convoySortOptions } from './sortOptions';
import {
  activeConvoyFilterCount,
  CONVOY_CATEGORY_TABS,
  type ConvoyCategoryTab,
  DEFAULT_CONVOY_FILTERS,
  useConvoyMembership,
  useConvoys,
  useFeedPreview,
  writeConvoyFilters,
} from './useConvoys';

/** The Advanced Filters dialog (overlay, selects): its own chunk, loaded on demand. */
const loadFiltersDialog = () => import('./ConvoyFiltersDialog');
const LazyFiltersDialog = lazy(() => loadFiltersDialog().then((m) => ({ default: m.ConvoyFiltersDialog })));

const CATEGORY_KEYS: Record<ConvoyCategoryTab, Parameters<typeof listT>[0]> = {
  all: 'catAll',
  brand: 'catBrand',
  culture: 'catCulture',
  technology: 'catTechnology',
  local: 'catLocal',
  classic: 'catClassic',
  luxury: 'catLuxury',
};

/**
 * The convoy list's {@link CarPrompt} (spec §2 Convoys list) as an alert: add a car (primary), or sign
 * in (`loginHref`, back to this list).
 */
function CarPromptAlert({ prompt, loginHref }: { prompt: CarPrompt; loginHref: string }) {
  const t = useT(listT);
  if (prompt === 'addCar') {
    return (
      <LinkAlert title={t('noCarTitle')} href="/vehicles/new" linkText={t('addCar')} variant="primary">
        {t('noCarText')}
      </LinkAlert>
    );
  }
  if (prompt === 'signIn') {
    return (
      <LinkAlert title={t('visitorTitle')} href={loginHref} linkText={t('signIn')}>
        {t('visitorText')}
      </LinkAlert>
    );
  }
  return null;
}

/**
 * The side column (spec §2 Convoys list "side Feeds column and trending hashtags", made real): the
 * newest posts of GET /feeds, compact (author linking to /members/{username}, convoy, an excerpt),
 * a link to /feeds, and the trending hashtags of the last 7 days.
 */
function FeedColumn() {
  const t = useT(listT);
  const timeAgo = useTimeAgo();
  const feed = useFeedPreview();
  const now = feed.dataUpdatedAt || Date.now();
  const posts = feed.data?.data ?? [];
  const trending = feed.data?.meta.trending ?? [];
  return (
    <Box as="aside" display="flex" flexDirection="column" gap="lg" aria-label={t('feedTitle')}>
      <TitledSection
        look={s.titledPanel}
        data-testid="feed-preview"
        titleId="convoys-feed-title"
        title={t('feedTitle')}
      >
        {feed.isPending ? <Skeleton height="10rem" radius="md" /> : null}
        {feed.isError && !feed.data ? <p className={s.note}>{t('feedFailed')}</p> : null}
        {feed.data && posts.length === 0 ? <p className={s.note}>{t('feedEmpty')}</p> : null}
        {posts.length > 0 ? (
          <Stack as="ul" gap="md">
            {posts.map((p) => (
              <Box as="li" key={p.id} display="flex" flexDirection="column" gap="xs">
                <p className={s.note}>
                  <TextLink href={memberPath(p.author.username)}>{p.author.name}</TextLink>{' '}
                  <TextLink href={convoyPath(p.convoy.id)} tone="muted">
                    {t('inConvoy', { convoy: p.convoy.name })}
                  </TextLink>
                  {' · '}
                  <time dateTime={p.created_at}>{timeAgo(p.created_at, now)}</time>
                </p>
                {p.content ? <p className={s.excerpt}>{p.content}</p> : null}
                {p.images.length > 0 ? (
                  <p className={s.note}>{t('photos', { count: p.images.length })}</p>
                ) : null}
              </Box>
            ))}
          </Stack>
        ) : null}
        <div>
          <LinkButton variant="ghost" size="sm" href="/feeds">
            {t('seeFeed')}
          </LinkButton>
        </div>
      </TitledSection>
      <TitledSection
        look={s.titledPanel}
        data-testid="trending"
        titleId="convoys-trending-title"
        title={t('trendingTitle')}
      >
        {feed.data && trending.length === 0 ? <p className={s.note}>{t('trendingEmpty')}</p> : null}
        {trending.length > 0 ? (
          <Inline as="ul" gap="xs" align="stretch">
            {trending.map((h) => (
              <li key={h.tag} className={s.tag}>
                #{h.tag} <span className={s.note}>({t('trendingPosts', { count: h.posts })})</span>
              </li>
            ))}
          </Inline>
        ) : null}
      </TitledSection>
    </Box>
  );
}

/**
 * /communities, the convoy list (spec §2 Convoys list, Advanced Filters panel communities variant;
 * §3 Convoy; §7 GET /convoys, POST /convoys/{id}/join | /leave; §9; issue #12): search (name or
 * description), category links (All, Brand, Culture, Technology, Local, Classic, Luxury), sort (most
 * members, latest activity, most posts, newest) and Filters (which convoys by membership, country,
 * sort). Cards ({@link ConvoyCard}) link to /communities/{id}, show Joined and offer Join / Leave;
 * Load More fetches the next page. A member without a car is asked to add one (/vehicles/new: its
 * convoys are joined for them); a visitor to sign in. The side column shows the latest posts of the
 * feed and the trending hashtags. Every filter is in the URL query. Public, server-rendered.
 * `data-state` on the root: 'loading' | 'error' | 'empty' | 'ready'.
 */
export function ConvoysPage() {
  const t = useT(listT);
  const location = useLocation();
  const c = useConvoys();
  const { filters, update, setFilters, list } = c;
  const membership = useConvoyMembership();
  const filtersDialog = useFiltersDialog(setFilters);
  const now = list.dataUpdatedAt || Date.now();
  const state = c.listState;
  const count = activeConvoyFilterCount(filters);
  const loginHref = `/login?next=${encodeURIComponent(`${location.pathname}${location.search}`)}`;
  const filtered = count > 0 || filters.q !== '' || filters.category !== 'all';

  return (
    <section className={ps.page} aria-labelledby="convoys-title" data-state={state}>
      <PageHeader titleId="convoys-title" title={t('title')} subtitle={t('subtitle')} />

      <ListSearchBar t={t} applied={filters.q} onSearch={(q) => update({ q })}>
        <SortSelect
          className={ps.barSelect}
          value={filters.sort}
          options={convoySortOptions(t)}
          onChange={(sort) => update({ sort })}
        />
        <FiltersButton count={count} onOpen={filtersDialog.show} preload={loadFiltersDialog} />
      </ListSearchBar>

      <CarPromptAlert prompt={c.carPrompt} loginHref={loginHref} />

      <CategoryLinks
        label={t('categories')}
        tabs={CONVOY_CATEGORY_TABS}
        current={filters.category}
        searchOf={(category) => writeConvoyFilters({ ...filters, category }).toString()}
        nameOf={(category) => t(CATEGORY_KEYS[category])}
      />

      <div className={s.layout}>
        <Box display="flex" flexDirection="column" gap="lg">
          <h2 className={ps.cardTitle} aria-live="polite" data-testid="convoys-count">
            {c.isLoading ? t('loadingList') : t('count', { count: c.total })}
          </h2>
          <ListResults
            state={state}
            query={list}
            failedTitle={t('failed')}
            retryLabel={t('tryAgain')}
            gridClassName={ps.grid}
            skeletonHeight="20rem"
            empty={{
              className: s.more,
              text: t('empty'),
              clearLabel: t('clear'),
              onClear: filtered ? () => setFilters({ ...DEFAULT_CONVOY_FILTERS, sort: filters.sort }) : null,
            }}
            listLabel={t('listLabel')}
            more={{
              className: s.more,
              note: t('showing', { shown: c.convoys.length, total: c.total }),
              paging: c,
              loadMoreLabel: t('loadMore'),
              loadingMoreLabel: t('loadingMore'),
            }}
          >
            {c.convoys.map((convoy) => (
              <ConvoyCard
                key={convoy.id}
                convoy={convoy}
                member={c.member}
                onToggle={membership.toggle}
                pending={membership.pending === convoy.id}
                now={now}
                loginHref={loginHref}
              />
            ))}
          </ListResults>
        </Box>
        <FeedColumn />
      </div>

      {filtersDialog.open ? (
        <Suspense fallback={null}>
          <LazyFiltersDialog {...filtersDialog.props} value={filters} member={c.member} />
        </Suspense>
      ) : null}
    </section>
  );
}
