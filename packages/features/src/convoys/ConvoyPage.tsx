import type { Convoy } from '@gari/contract/convoys';
import type { Vehicle } from '@gari/contract/vehicles';
import { Box } from '@gari/ui/Box';
import { Button, LinkButton } from '@gari/ui/Button';
import { PageHeader } from '@gari/ui/PageHeader';
import { Skeleton } from '@gari/ui/Skeleton';
import { Stack } from '@gari/ui/Stack';
import { toast } from '@gari/ui/Toast';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useMemo } from 'react';
import { useApi } from '../app';
import { DetailGate } from '../shared/DetailGate';
import { useT } from '../shared/locale';
import { convoyKeys } from '../shared/queryKeys';
import { RetryAlert } from '../shared/RetryAlert';
import { TitledSection } from '../shared/TitledSection';
import { useVehicleList } from '../shared/useVehicleList';
import { t as postT } from './messages';
import { PostFeed } from './PostFeed';
import { useConvoy, useConvoyId, useConvoyPosts, useViewerId } from './postQueries';
import * as s from './posts.css';

/** The composer, loaded for members of the convoy only (keeps the public route light). */
const PostComposer = lazy(() => import('./PostComposer'));

/** Join / Leave (members) with the server's message as a toast; the convoy's cache takes the answer. */
function MembershipButton({ convoy, viewer }: { convoy: Convoy; viewer: number }) {
  const t = useT(postT);
  const api = useApi();
  const qc = useQueryClient();
  const change = useMutation({
    mutationFn: () => (convoy.is_joined ? api.convoys.leave(convoy.id) : api.convoys.join(convoy.id)),
    onSuccess: (answer) => {
      qc.setQueryData<Convoy | null>([...convoyKeys.convoy(convoy.id), viewer], (old) =>
        old ? { ...old, ...answer.data } : old,
      );
      void qc.invalidateQueries({ queryKey: convoyKeys.all, predicate: (q) => q.queryKey[1] !== 'detail' });
      toast.success(answer.message);
    },
    onError: () => toast.error(t('failed'), t('joinFailed')),
  });
  return (
    <Button
      variant={convoy.is_joined ? 'secondary' : 'primary'}
      isPending={change.isPending}
      onPress={() => change.mutate()}
    >
      {convoy.is_joined ? t('leave') : t('join')}
    </Button>
  );
}

/** The member's cars that qualify for the convoy (spec §2 Convoy detail "side panel"). */
function MyCars({ convoy }: { convoy: Convoy }) {
  const t = useT(postT);
  const vehicles = useVehicleList();
  const mine = useMemo(
    () => (vehicles.data ?? []).filter((v: Vehicle) => convoy.my_vehicle_ids.includes(v.id)),
    [vehicles.data, convoy.my_vehicle_ids],
  );
  return (
    <TitledSection look={s.titledSide} as="aside" titleId="my-cars-title" title={t('myCars')}>
      {mine.length === 0 ? (
        <>
          <p className={s.note}>{t('noQualifyingCars')}</p>
          <div>
            <LinkButton variant="secondary" size="sm" href="/vehicles/new">
              {t('addCar')}
            </LinkButton>
          </div>
        </>
      ) : (
        <Stack as="ul" gap="sm">
          {mine.map((v) => (
            <li key={v.id}>
              <a href={`/vehicles/${v.id}`}>{v.name}</a>
            </li>
          ))}
        </Stack>
      )}
    </TitledSection>
  );
}

/** The convoy as loaded: banner, header, composer, posts with "Load more", the side panel. */
function ConvoyView({ convoy }: { convoy: Convoy }) {
  const t = useT(postT);
  const viewer = useViewerId();
  const posts = useConvoyPosts(convoy.id);
  const list = useMemo(() => (posts.data?.pages ?? []).flatMap((p) => p.data), [posts.data]);
  const now = posts.dataUpdatedAt || Date.now();
  const next = encodeURIComponent(`/communities/${convoy.id}`);
  return (
    <>
      <div className={s.banner}>
        <img className={s.bannerImage} src={convoy.cover} alt="" width={1200} height={300} />
      </div>
      <Box display="flex" flexWrap="wrap" alignItems="center" gap="md" justifyContent="space-between">
        <div className={s.row}>
          <img className={s.avatar} src={convoy.avatar} alt="" width={56} height={56} />
          <PageHeader
            titleId="convoy-title"
            title={convoy.name}
            subtitle={`${t('members', { count: convoy.members_count })} · ${t('postsCount', { count: convoy.posts_count })}`}
          />
        </div>
        {viewer !== null ? (
          <MembershipButton convoy={convoy} viewer={viewer} />
        ) : (
          <LinkButton href={`/login?next=${next}`}>{t('signInToPost')}</LinkButton>
        )}
      </Box>
      {convoy.description ? <p>{convoy.description}</p> : null}
      <div className={s.layout}>
        <div className={s.column}>
          {viewer !== null && convoy.is_joined ? (
            <Suspense fallback={<Skeleton height="9rem" radius="lg" />}>
              <PostComposer convoy={convoy} />
            </Suspense>
          ) : viewer !== null ? (
            <p className={s.note}>{t('joinToPost')}</p>
          ) : null}
          <h2 className={s.sectionTitle} id="posts-title">
            {t('posts')}
          </h2>
          {posts.isPending ? <p className={s.note}>{t('loadingPosts')}</p> : null}
          {posts.isError && list.length === 0 ? (
            <RetryAlert onRetry={() => posts.refetch()} retryLabel={t('tryAgain')}>
              {t('failed')}
            </RetryAlert>
          ) : null}
          {posts.isSuccess && list.length === 0 ? <p className={s.note}>{t('noPosts')}</p> : null}
          <PostFeed labelledBy="posts-title" posts={list} pages={posts} viewerId={viewer} now={now} />
        </div>
        {viewer !== null ? <MyCars convoy={convoy} /> : null}
      </div>
    </>
  );
}

/**
 * /communities/{id} (spec §2 Convoy detail; §3 Convoy, Convoy post, Comment; §4; §5; §8; issue #12):
 * the convoy from GET /convoys/{id} (`category:key`): cover banner, name, members and posts, Join /
 * Leave (visitors: sign in), the post composer for members who joined (loaded lazily), the posts
 * newest first with "Load more" (cursor pages), each with likes, comments, share and report, and the
 * side panel of the member's qualifying cars. An unknown id → 'Convoy not found' (a full page load
 * answers HTTP 404); other failures 'Failed to load' with Try again. Server-rendered with its data.
 * `data-state`: 'loading' | 'error' | 'not-found' | 'ready'.
 */
export function ConvoyPage() {
  const id = useConvoyId();
  const q = useConvoy(id);
  // Registered with the page so the server renders the first posts too.
  useConvoyPosts(id);
  return (
    <DetailGate
      name="convoy"
      catalog={postT}
      query={q}
      missing={id === null}
      titleOf={(convoy) => convoy.name}
      mutedClassName={s.muted}
    >
      {(convoy) => <ConvoyView convoy={convoy} />}
    </DetailGate>
  );
}
