import { COUNTRIES } from '@gari/contract/countries';
import type { Testimonial } from '@gari/contract/site';
import { Button, LinkButton } from '@gari/ui/Button';
import { Card } from '@gari/ui/Card';
import { formatNumberShort } from '@gari/ui/format';
import { HydrateOnView, useHydrateOnViewRoot } from '@gari/ui/hydration';
import { Inline } from '@gari/ui/Inline';
import { Select, SelectItem } from '@gari/ui/Select';
import { type ReactNode, useId, useState } from 'react';
import { useApi } from '../app';
import { useT } from '../shared/locale';
import { CheapestFuel } from './CheapestFuel';
import * as styles from './HomePage.css';
import { en as homeEn, homeT } from './messages';
import { useSiteStats, useTestimonials } from './useHome';

/** Countries of the team section's manager picker (spec §2 Home page details). */
export const MANAGER_COUNTRIES = ['RW', 'KE', 'UG', 'TZ', 'NG', 'GH', 'ZA'] as const;
/** Shown for a team role nobody holds yet (English; the page shows the member's language). */
export const TO_BE_ANNOUNCED = homeEn.toBeAnnounced;
/** Role shown for a testimonial without one (spec §2; English, the page shows the member's language). */
export const DEFAULT_AUTHOR_ROLE = homeEn.communityMember;

/** A member of the team section. */
export interface TeamMember {
  name: string;
  /** Shown under the name, e.g. 'Country manager, Kenya'. */
  role?: string;
}

const countryName = (code: string) => COUNTRIES.find((c) => c.code === code)?.name ?? code;

/** The feature cards: catalog key prefix (`<key>Title`, `<key>Text`, `<key>Cta`) and link. */
const FEATURES = [
  { key: 'convoy', href: '/communities' },
  { key: 'garage', href: '/maintenance' },
  { key: 'carwash', href: '/carwashes' },
  { key: 'gas', href: '/gas-station' },
  { key: 'vehicles', href: '/vehicles' },
  { key: 'ai', href: '/vehicles' },
] as const;

/**
 * The home page's rows of calls to action, each link [href, catalog key of its text]: the hero's, the
 * spareshop pitch's and the join section's.
 */
const CALLS_TO_ACTION = {
  hero: [
    ['/vehicles', 'myCars'],
    ['/maintenance', 'findGarage'],
  ],
  spareshop: [['/marketplace', 'visitSpareshop']],
  join: [
    ['/register', 'createAccount'],
    ['/login', 'signIn'],
  ],
} as const;

/** A row of calls to action ({@link CALLS_TO_ACTION}): the first the primary one, the others secondary. */
function CallsToAction({ row }: { row: keyof typeof CALLS_TO_ACTION }) {
  const t = useT(homeT);
  return (
    <Inline>
      {CALLS_TO_ACTION[row].map(([href, key], i) => (
        <LinkButton key={href} href={href} variant={i === 0 ? 'primary' : 'secondary'}>
          {t(key)}
        </LinkButton>
      ))}
    </Inline>
  );
}

/**
 * A titled section of the home page: a `<section>` named by its `<h2>` (`id`), `aria-busy` while
 * `busy`.
 */
function HomeSection({
  id,
  title,
  className = styles.section,
  busy,
  children,
}: {
  id: string;
  title: string;
  className?: string;
  busy?: boolean;
  children: ReactNode;
}) {
  const part = useHydrateOnViewRoot();
  return (
    <section className={className} aria-labelledby={id} aria-busy={busy} {...part}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

function StatsTiles() {
  const t = useT(homeT);
  const stats = useSiteStats();
  const headingId = useId();
  const value = (n: number | undefined) => (stats.isPending ? '…' : formatNumberShort(n));
  const tiles: [string, number | undefined][] = [
    [t('statMembers'), stats.data?.active_members],
    [t('statVehicles'), stats.data?.vehicles_listed],
    [t('statConvoys'), stats.data?.communities],
    [t('statParts'), stats.data?.parts_available],
  ];
  return (
    <HomeSection id={headingId} busy={stats.isPending} title={t('statsTitle')}>
      {stats.isError ? (
        <p role="alert">{t('statsFailed')}</p>
      ) : (
        <dl className={styles.tiles}>
          {tiles.map(([label, n]) => (
            <div key={label} className={styles.tile}>
              <dt className={styles.tileLabel}>{label}</dt>
              <dd className={styles.tileValue}>{value(n)}</dd>
            </div>
          ))}
        </dl>
      )}
    </HomeSection>
  );
}

/** One person of the team section: the role over the name. */
function PersonCard({ role, name }: { role: string; name: string }) {
  return (
    <Card as="li" padding="md" gap="sm" elevation="flat" className={styles.person}>
      <p className={styles.personRole}>{role}</p>
      <p className={styles.personName}>{name}</p>
    </Card>
  );
}

function Team({
  ceo,
  countryManagers,
}: {
  ceo: TeamMember | null;
  countryManagers: Record<string, TeamMember[]>;
}) {
  const t = useT(homeT);
  const api = useApi();
  const headingId = useId();
  const stored = api.store.getCountry();
  const [country, setCountry] = useState<string>(
    (MANAGER_COUNTRIES as readonly string[]).includes(stored) ? stored : 'RW',
  );
  const managers = countryManagers[country] ?? [];
  const people: [string, string][] = [
    [t('roleCeo'), ceo?.name ?? t('toBeAnnounced')],
    [t('roleInvestors'), t('toBeAnnounced')],
    [t('roleOperations'), t('toBeAnnounced')],
  ];
  return (
    <HomeSection id={headingId} title={t('teamTitle')}>
      <ul className={styles.cards}>
        {people.map(([role, name]) => (
          <PersonCard key={role} role={role} name={name} />
        ))}
      </ul>
      <h3 className={styles.cardTitle}>{t('countryManagers')}</h3>
      <div className={styles.picker}>
        <Select
          label={t('country')}
          selectedKey={country}
          onSelectionChange={(key) => key !== null && setCountry(String(key))}
        >
          {MANAGER_COUNTRIES.map((code) => (
            <SelectItem key={code} id={code} textValue={countryName(code)}>
              {countryName(code)}
            </SelectItem>
          ))}
        </Select>
      </div>
      {managers.length === 0 ? (
        <p className={styles.muted}>{t('noManagers')}</p>
      ) : (
        <ul className={styles.cards} aria-label={t('managersOf', { country: countryName(country) })}>
          {managers.map((m) => (
            <PersonCard
              key={m.name}
              role={m.role ?? t('managerOf', { country: countryName(country) })}
              name={m.name}
            />
          ))}
        </ul>
      )}
    </HomeSection>
  );
}

/** 1–5 stars with an accessible text ('Rated 4 out of 5'); out-of-range values are clamped, missing = 5. */
export function Stars({ rating }: { rating: number | null | undefined }) {
  const t = useT(homeT);
  const n = Math.min(5, Math.max(1, Math.round(rating ?? 5)));
  return (
    <span className={styles.stars} role="img" aria-label={t('rated', { n })}>
      {'★'.repeat(n)}
      {'☆'.repeat(5 - n)}
    </span>
  );
}

function TestimonialCard({ t }: { t: Testimonial }) {
  const tr = useT(homeT);
  const initials = t.author_name
    .split(/\s+/)
    .map((w) => w[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
  return (
    <Card as="li" padding="md" gap="sm" elevation="flat">
      <Stars rating={t.rating} />
      <blockquote className={styles.quote}>{t.content}</blockquote>
      <div className={styles.author}>
        {t.avatar_url ? (
          <img className={styles.avatar} src={t.avatar_url} alt="" />
        ) : (
          <span className={styles.avatar} aria-hidden="true">
            {initials}
          </span>
        )}
        <div>
          <p className={styles.personName}>{t.author_name}</p>
          <p className={styles.personRole}>{t.author_role?.trim() || tr('communityMember')}</p>
        </div>
      </div>
    </Card>
  );
}

function Testimonials() {
  const t = useT(homeT);
  const api = useApi();
  const headingId = useId();
  const [page, setPage] = useState(1);
  const country = api.store.getCountry() || undefined;
  const query = useTestimonials(country, page);
  const data = query.data;
  const meta = data?.meta;
  const lastPage = Math.max(1, meta?.last_page ?? 1);
  return (
    <HomeSection id={headingId} busy={query.isFetching} title={t('testimonialsTitle')}>
      {query.isPending ? (
        <p className={styles.muted} role="status">
          {t('testimonialsLoading')}
        </p>
      ) : !data || data.data.length === 0 ? (
        <p className={styles.muted}>{t('noTestimonials')}</p>
      ) : (
        <>
          <ul className={styles.cards} aria-label={t('testimonials')}>
            {data.data.map((t) => (
              <TestimonialCard key={t.id} t={t} />
            ))}
          </ul>
          <Inline gap="md" justify="between">
            <Button
              variant="secondary"
              size="sm"
              isDisabled={page <= 1 || query.isPlaceholderData}
              onPress={() => setPage((p) => Math.max(1, p - 1))}
            >
              {t('prev')}
            </Button>
            <p className={styles.muted} aria-live="polite">
              {t('pageOf', {
                page: meta?.current_page ?? page,
                last: lastPage,
                total: meta?.total ?? data.data.length,
              })}
            </p>
            <Button
              variant="secondary"
              size="sm"
              isDisabled={page >= lastPage || query.isPlaceholderData}
              onPress={() => setPage((p) => Math.min(lastPage, p + 1))}
            >
              {t('next')}
            </Button>
          </Inline>
        </>
      )}
    </HomeSection>
  );
}

/** Props of {@link HomePage}. */
export interface HomePageProps {
  /**
   * Whether a session exists; the join call-to-action shows only without one (spec §6).
   * @default `api.isSignedIn()` of the nearest GariProvider
   */
  isSignedIn?: boolean;
  /** The CEO of the team section. @default null ('To be announced') */
  ceo?: TeamMember | null;
  /** Country managers per country code (RW, KE, UG, TZ, NG, GH, ZA). @default {} (none listed) */
  countryManagers?: Record<string, TeamMember[]>;
}

/**
 * Home (/, spec §1 Home page, §2 Home page details): hero, spareshop pitch, statistics tiles (Active
 * Members, Vehicles Listed, Convoys, Parts Available from GET /stats; '…' while loading, 'Failed to
 * load statistics.' on error, numbers like 1.5K+), today's cheapest fuel in the member's city (issue
 * #11, {@link CheapestFuel}), feature cards, the join call-to-action (only
 * without a session), the team section (CEO, investors and advisors, head of operations — 'To be
 * announced' — and country managers with a picker over RW, KE, UG, TZ, NG, GH, ZA: 'No managers
 * listed for this country yet.'), and testimonials of the stored country (1–5 stars, default role
 * 'Community Member', 'Loading testimonials…', 'No testimonials available.', Prev/Next with 'Page X of
 * Y • N total', 6 per page, only published).
 */
export function HomePage({ isSignedIn, ceo = null, countryManagers = {} }: HomePageProps) {
  const t = useT(homeT);
  const api = useApi();
  const signedIn = isSignedIn ?? api.isSignedIn();
  return (
    <div className={styles.page}>
      <section className={styles.hero} aria-labelledby="home-hero-title">
        <h1 id="home-hero-title" className={styles.heroTitle}>
          {t('heroTitle')}
        </h1>
        <p className={styles.heroText}>{t('heroText')}</p>
        <CallsToAction row="hero" />
      </section>

      <HomeSection id="home-spareshop-title" className={styles.pitch} title={t('spareshopTitle')}>
        <p className={styles.muted}>{t('spareshopText')}</p>
        <CallsToAction row="spareshop" />
      </HomeSection>

      {/* The stats and feature sections hydrate when seen or used, each in a task of its own (issue #8
          Total Blocking Time). */}
      <HydrateOnView id="home-stats">
        <StatsTiles />
      </HydrateOnView>
      <CheapestFuel />

      <HydrateOnView id="home-features">
        <HomeSection id="home-features-title" title={t('featuresTitle')}>
          <ul className={styles.cards}>
            {FEATURES.map((f) => (
              <Card as="li" padding="md" gap="sm" elevation="flat" key={f.key}>
                <h3 className={styles.cardTitle}>{t(`${f.key}Title`)}</h3>
                <p className={styles.muted}>{t(`${f.key}Text`)}</p>
                <Inline>
                  <LinkButton href={f.href} variant="ghost" size="sm">
                    {t(`${f.key}Cta`)}
                  </LinkButton>
                </Inline>
              </Card>
            ))}
          </ul>
        </HomeSection>
      </HydrateOnView>

      {signedIn ? null : (
        <HomeSection id="home-join-title" className={styles.cta} title={t('joinTitle')}>
          <p className={styles.muted}>{t('joinText')}</p>
          <CallsToAction row="join" />
        </HomeSection>
      )}

      <Team ceo={ceo} countryManagers={countryManagers} />
      <Testimonials />
    </div>
  );
}
