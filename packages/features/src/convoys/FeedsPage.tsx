import { Alert } from '@gari/ui/Alert';
import { LinkButton } from '@gari/ui/Button';
import { PageHeader } from '@gari/ui/PageHeader';
import { Stack } from '@gari/ui/Stack';
import { useMemo } from 'react';
import { useT } from '../shared/locale';
import { RetryAlert } from '../shared/RetryAlert';
import { TitledSection } from '../shared/TitledSection';
import { t as postT } from './messages';
import { PostFeed } from './PostFeed';
import { useFeed, useViewerId } from './postQueries';
import * as s from './posts.css';

/**
 * /feeds (spec §2 Feeds, §3 Feed post; issue #12): GET /feeds — for members the posts of their
 * convoys, the members they follow and their own, newest first, with "Load more" (cursor pages; stable
 * while new posts arrive) and the trending hashtags of the last 7 days; each post with its author
 * (linking to the member page), convoy, likes, comments and share. Visitors get a sign-in prompt above
 * the latest community posts. Server-rendered (the visitor's view). `data-state`: 'loading' | 'error'
 * | 'empty' | 'ready'.
 */
export function FeedsPage() {
  const t = useT(postT);
  const viewer = useViewerId();
  const feed = useFeed();
  const posts = useMemo(() => (feed.data?.pages ?? []).flatMap((p) => p.data), [feed.data]);
  const trending = feed.data?.pages[0]?.meta.trending ?? [];
  const now = feed.dataUpdatedAt || Date.now();
  const state = feed.isPending
    ? 'loading'
    : feed.isError && posts.length === 0
      ? 'error'
      : posts.length === 0
        ? 'empty'
        : 'ready';
  return (
    <section
      className={s.page}
      data-state={state}
      aria-labelledby="feeds-title"
      aria-busy={state === 'loading' || undefined}
    >
      <PageHeader titleId="feeds-title" title={t('feedsTitle')} subtitle={t('feedsSubtitle')} />
      {viewer === null ? (
        <Alert
          tone="info"
          action={
            <LinkButton size="sm" href="/login?next=%2Ffeeds">
              {t('signIn')}
            </LinkButton>
          }
        >
          {t('feedsVisitor')}
        </Alert>
      ) : null}
      <div className={s.layout}>
        <div className={s.column}>
          <h2 id="feed-list-title" className={s.sectionTitle}>
            {viewer === null ? t('latest') : t('posts')}
          </h2>
          {state === 'loading' ? <p className={s.note}>{t('loadingPosts')}</p> : null}
          {state === 'error' ? (
            <RetryAlert onRetry={() => feed.refetch()} retryLabel={t('tryAgain')}>
              {t('failed')}
            </RetryAlert>
          ) : null}
          {state === 'empty' ? (
            <>
              <p className={s.note}>{t('emptyFeed')}</p>
              <div>
                <LinkButton href="/communities">{t('findConvoys')}</LinkButton>
              </div>
            </>
          ) : null}
          <PostFeed
            labelledBy="feed-list-title"
            posts={posts}
            pages={feed}
            viewerId={viewer}
            now={now}
            showConvoy
          />
        </div>
        <TitledSection look={s.titledSide} as="aside" titleId="trending-title" title={t('trending')}>
          {trending.length === 0 ? (
            <p className={s.note}>{t('noTrending')}</p>
          ) : (
            <Stack as="ul" gap="sm">
              {trending.map((tag) => (
                <li key={tag.tag}>
                  <strong>#{tag.tag}</strong>{' '}
                  <span className={s.note}>{t('tagPosts', { count: tag.posts })}</span>
                </li>
              ))}
            </Stack>
          )}
        </TitledSection>
      </div>
    </section>
  );
}
