import { LinkButton } from '@gari/ui/Button';
import { Inline } from '@gari/ui/Inline';
import { useT } from '../shared/locale';
import { t as pagesT } from './messages';
import * as styles from './pages.css';

/** The catalog key (`area_*`, `areaText_*`) of each area the chrome links to that later issues build. */
const AREA_KEYS = {
  communities: 'convoy',
  maintenance: 'garage',
  carwashes: 'carwash',
  'gas-station': 'gas',
  feeds: 'feeds',
} as const;

/** Key of {@link COMING_SOON_AREAS}. */
export type ComingSoonArea = keyof typeof AREA_KEYS;

/** An area's name and what it will do, in `t`'s language. */
const areaInfo = (area: ComingSoonArea, t: typeof pagesT) => ({
  name: t(`area_${AREA_KEYS[area]}`),
  description: t(`areaText_${AREA_KEYS[area]}`),
});

/**
 * The areas the chrome links to that later issues build (spec §1 Main areas, §2 Route table), in
 * English (the page shows them in the page's language).
 */
export const COMING_SOON_AREAS = Object.fromEntries(
  (Object.keys(AREA_KEYS) as ComingSoonArea[]).map((area) => [area, areaInfo(area, pagesT)]),
) as Record<ComingSoonArea, { name: string; description: string }>;

/** Props of {@link ComingSoonPage}. */
export interface ComingSoonPageProps {
  /** Which area this route belongs to. */
  area: ComingSoonArea;
}

/**
 * An honest placeholder for the areas that later issues build (/communities, /maintenance, /carwashes,
 * /gas-station, /feeds): the area's name, what it will do, that it is not built yet, and links to what
 * works today.
 */
export function ComingSoonPage({ area }: ComingSoonPageProps) {
  const t = useT(pagesT);
  const info = areaInfo(area, t);
  return (
    <div className={`${styles.page} ${styles.centered}`} data-area={area}>
      <h1 className={styles.title}>{info.name}</h1>
      <p className={styles.lead}>{info.description}</p>
      <p>{t('notBuilt', { name: info.name })}</p>
      <Inline align="stretch" justify="center">
        <LinkButton href="/vehicles">{t('goToCars')}</LinkButton>
        <LinkButton href="/" variant="secondary">
          {t('returnHome')}
        </LinkButton>
      </Inline>
    </div>
  );
}
