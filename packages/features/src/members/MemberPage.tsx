import type { MemberProfile, PublicCar } from '@gari/contract/convoys';
import { Alert } from '@gari/ui/Alert';
import { Box } from '@gari/ui/Box';
import { Button } from '@gari/ui/Button';
import { Inline } from '@gari/ui/Inline';
import { Link } from '@gari/ui/Link';
import { Stack } from '@gari/ui/Stack';
import { DetailGate } from '../shared/DetailGate';
import { useT } from '../shared/locale';
import { convoyPath, memberPath } from '../shared/paths';
import { TitledSection } from '../shared/TitledSection';
import { useFormat } from '../shared/useFormat';
import { useTimeAgo } from '../shared/useTimeAgo';
import * as s from './members.css';
import { t as memberT } from './messages';
import { type UseFollowOptions, useFollow } from './useFollow';
import { memberKeys, useMember, useUsername } from './useMember';

/** The path of a convoy's page (`brand:subaru` → `/communities/brand%3Asubaru`). */

/** Initials of a name ('Amina Uwase' → 'AU'). */
export const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase() ?? '')
    .join('');

/** A car of the collection: its photo or a placeholder, name and public facts. */
function CarCard({ car }: { car: PublicCar }) {
  const facts = [car.fuel_type, car.transmission, car.body_style, car.color].filter(Boolean).join(' · ');
  return (
    <li className={s.car}>
      {car.primary_image_url ? (
        <img className={s.carImage} src={car.primary_image_url} alt={car.name} loading="lazy" />
      ) : (
        <div className={s.carImage} aria-hidden="true">
          {car.make}
        </div>
      )}
      <Box display="flex" flexDirection="column" gap="xs" padding="md">
        <h3 className={s.carName}>{car.name}</h3>
        <p className={s.muted}>
          {car.year} {car.make} {car.model}
        </p>
        {facts ? <p className={s.muted}>{facts}</p> : null}
      </Box>
    </li>
  );
}

/** Props of {@link ProfileView}. */
interface ProfileViewProps {
  profile: MemberProfile;
  cacheKey: readonly unknown[];
  signedIn: boolean;
  now: number;
  followOptions?: UseFollowOptions;
}

/** A loaded profile: head with stats and FOLLOW/UNFOLLOW, cars, convoys, recent posts. */
function ProfileView({ profile, cacheKey, signedIn, now, followOptions }: ProfileViewProps) {
  const t = useT(memberT);
  const timeAgo = useTimeAgo();
  const fmt = useFormat();
  const f = useFollow(profile, cacheKey, signedIn, followOptions);
  const followState = f.state.value as string;
  const saving = followState === 'savingFollow' || followState === 'savingUnfollow';
  const next = memberPath(profile.username);
  const stats: [number, string][] = [
    [profile.stats.cars, t('cars', { count: profile.stats.cars })],
    [f.followers, t('followers', { count: f.followers })],
    [profile.stats.following, t('following')],
    [profile.stats.posts, t('posts', { count: profile.stats.posts })],
  ];
  return (
    <>
      <header className={s.head} data-follow={followState}>
        {profile.avatar ? (
          <img className={s.avatar} src={profile.avatar} alt={t('photo', { name: profile.name })} />
        ) : (
          <span className={s.avatar} aria-hidden="true">
            {initialsOf(profile.name)}
          </span>
        )}
        <Box display="flex" flexDirection="column" gap="xs">
          <h1 id="member-title" className={s.name}>
            {profile.name}
          </h1>
          <p className={s.muted}>{t('handle', { username: profile.username })}</p>
          <p className={s.muted}>
            {profile.location} · {t('joined', { date: fmt.date(profile.join_date) })}
          </p>
          {profile.bio ? <p>{profile.bio}</p> : null}
        </Box>
        <Inline
          as="dl"
          gap="lg"
          align="stretch"
          className={s.fullRow}
          aria-label={t('statsLabel')}
          data-testid="member-stats"
        >
          {stats.map(([value, label]) => (
            <div key={label} className={s.stat} data-stat={label}>
              <dt className={s.muted}>{label}</dt>
              <dd className={s.statValue}>{value.toLocaleString('en')}</dd>
            </div>
          ))}
        </Inline>
        <Box display="flex" flexDirection="column" gap="sm" alignItems="flex-start" className={s.fullRow}>
          {profile.is_own_profile ? (
            <p className={s.muted}>{t('ownProfile')}</p>
          ) : (
            <Button
              variant={f.isFollowing ? 'secondary' : 'primary'}
              aria-label={
                f.isFollowing
                  ? t('unfollowLabel', { name: profile.name })
                  : t('followLabel', { name: profile.name })
              }
              aria-pressed={f.isFollowing}
              isDisabled={saving}
              onPress={() => f.send({ type: 'TOGGLE' })}
            >
              {f.isFollowing ? t('unfollow') : t('follow')}
            </Button>
          )}
          {followState === 'signInPrompt' ? (
            <Alert
              tone="info"
              title={t('signInTitle')}
              action={
                <Button variant="ghost" size="sm" onPress={() => f.send({ type: 'DISMISS' })}>
                  {t('notNow')}
                </Button>
              }
            >
              {t('signInText', { name: profile.name })}{' '}
              <Link href={`/login?next=${encodeURIComponent(next)}`}>{t('signIn')}</Link>
            </Alert>
          ) : null}
        </Box>
      </header>

      <TitledSection look={s.titledSection} titleId="member-cars" title={t('carCollection')}>
        {profile.cars.length > 0 ? (
          <ul className={s.cars}>
            {profile.cars.map((car) => (
              <CarCard key={car.id} car={car} />
            ))}
          </ul>
        ) : profile.is_own_profile ? (
          <p className={s.muted}>
            {t('ownNoCars')} <Link href="/vehicles/new">{t('addCar')}</Link>
          </p>
        ) : (
          <p className={s.muted}>{t('noCars')}</p>
        )}
      </TitledSection>

      {profile.convoys.length > 0 ? (
        <TitledSection look={s.titledSection} titleId="member-convoys" title={t('convoys')}>
          <Inline as="ul" gap="xs" align="stretch">
            {profile.convoys.map((c) => (
              <li key={c.id} className={s.chip}>
                <Link href={convoyPath(c.id)} underline="hover">
                  {c.name}
                </Link>
              </li>
            ))}
          </Inline>
        </TitledSection>
      ) : null}

      <TitledSection look={s.titledSection} titleId="member-posts" title={t('recentPosts')}>
        {profile.recent_posts.length > 0 ? (
          <Stack as="ul" gap="sm">
            {profile.recent_posts.map((p) => (
              <li key={p.id} className={s.post}>
                <p className={s.muted}>
                  <Link href={convoyPath(p.convoy.id)}>{t('inConvoy', { convoy: p.convoy.name })}</Link>
                  {' · '}
                  <time dateTime={p.created_at}>{timeAgo(p.created_at, now)}</time>
                </p>
                {p.content ? <p className={s.excerpt}>{p.content}</p> : null}
                <p className={s.muted}>
                  {t('likes', { count: p.likes })} · {t('comments', { count: p.comments_count })}
                </p>
              </li>
            ))}
          </Stack>
        ) : (
          <p className={s.muted}>{t('noPosts')}</p>
        )}
      </TitledSection>
    </>
  );
}

/** Props of {@link MemberPage}. */
export interface MemberPageProps {
  /** Stories run their own follow machine or snapshot. */
  followOptions?: UseFollowOptions;
}

/**
 * /members/{username}, a member's profile (spec §2 Member profile, §3 Member profile, §4 Follow, §7
 * GET /users/{id} and POST /users/{id}/follow | /unfollow, §8; issue #12): avatar (photo or initials),
 * name, @handle, country and join date, bio; the counts of cars, followers, following and posts;
 * FOLLOW/UNFOLLOW (the `follow` machine: at once, rolled back with 'Failed to follow user' on failure;
 * hidden on one's own profile; visitors are asked to sign in); the Car Collection (the member's real
 * cars, public fields only); joined convoys; recent posts linking to their convoy. An unknown username
 * → 'User not found' (a full page load answers HTTP 404); other failures 'Failed to load' with Try
 * again. Public, server-rendered. `data-state`: 'loading' | 'error' | 'not-found' | 'ready'.
 */
export function MemberPage({ followOptions }: MemberPageProps = {}) {
  const username = useUsername();
  const { query: q, viewer, signedIn } = useMember(username);
  const now = q.dataUpdatedAt || Date.now();
  return (
    <DetailGate name="member" catalog={memberT} query={q} missing={username === null} titleOf={(p) => p.name}>
      {(profile) => (
        <ProfileView
          key={profile.id}
          profile={profile}
          cacheKey={memberKeys.profile(username ?? '', viewer)}
          signedIn={signedIn}
          now={now}
          {...(followOptions ? { followOptions } : {})}
        />
      )}
    </DetailGate>
  );
}
