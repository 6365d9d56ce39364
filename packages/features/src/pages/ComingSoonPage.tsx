import { LinkButton } from '@gari/ui/Button';
import { useT } from '../shared/locale';
import { t as pagesT } from './messages';
import * as styles from './pages.css';

/** The areas the chrome links to that later issues build (spec §1 Main areas, §2 Route table). */
export const COMING_SOON_AREAS = {
  communities: {
    name: 'Convoy',
    description: 'Car communities with posts, comments and likes, grouped by brand, model, fuel and gear.',
  },
  maintenance: { name: 'Garage', description: 'Find garages near you, compare services and book a slot.' },
  carwashes: {
    name: 'Carwash',
    description: 'Find carwashes by rating, distance and price, and book a wash.',
  },
  'gas-station': {
    name: 'Gas stations',
    description: 'Fuel prices, products and services of stations near you.',
  },
  feeds: { name: 'Feeds', description: 'Posts from the convoys and members you follow.' },
} as const;

/** Key of {@link COMING_SOON_AREAS}. */
export type ComingSoonArea = keyof typeof COMING_SOON_AREAS;

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
  const info = COMING_SOON_AREAS[area];
  return (
    <div className={`${styles.page} ${styles.centered}`} data-area={area}>
      <h1 className={styles.title}>{info.name}</h1>
      <p className={styles.lead}>{info.description}</p>
      <p>{t('notBuilt', { name: info.name })}</p>
      <div className={styles.actions}>
        <LinkButton href="/vehicles">{t('goToCars')}</LinkButton>
        <LinkButton href="/" variant="secondary">
          {t('returnHome')}
        </LinkButton>
      </div>
    </div>
  );
}
