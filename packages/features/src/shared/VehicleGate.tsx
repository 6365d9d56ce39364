import { Link } from '@gari/ui/Link';
import { PageHeader } from '@gari/ui/PageHeader';
import { useT } from './locale';
import { t as sharedT } from './sharedMessages';
import { isNotFound } from './vehicleRoute';

/** Load state of a page about one vehicle (the `data-state` of its root). */
export type VehiclePageState = 'not-found' | 'loading' | 'error' | 'ready';

/**
 * The state of a page about vehicle `id` from its GET /vehicles/{id} query: 'not-found' for a bad id
 * (null) or a 404, 'loading', 'error', else 'ready'.
 */
export function vehiclePageState(
  id: number | null,
  vehicle: { isPending: boolean; isError: boolean; error: unknown },
): VehiclePageState {
  if (id === null || (vehicle.isError && isNotFound(vehicle.error))) return 'not-found';
  if (vehicle.isPending) return 'loading';
  return vehicle.isError ? 'error' : 'ready';
}

/** Props of {@link VehicleGate}. */
export interface VehicleGateProps {
  state: Exclude<VehiclePageState, 'ready'>;
  /** Page title while loading or on error ('Vehicle not found' when not found). */
  title: string;
  /** Id of the heading (the section's `aria-labelledby`). */
  titleId: string;
  /** Classes of the page root (`page`) and of the 'Loading...' text (`muted`). */
  styles: { page: string; muted: string };
}

/**
 * What a vehicle page shows until its vehicle is there: 'Loading...', 'Failed to load vehicle.', or
 * 'Vehicle not found' (404 or a bad id), each with a link back to My Cars (spec §5).
 * @selector `section[data-state]`: 'loading' | 'error' | 'not-found'.
 */
export function VehicleGate({ state, title, titleId, styles }: VehicleGateProps) {
  const t = useT(sharedT);
  return (
    <section className={styles.page} data-state={state} aria-labelledby={titleId}>
      <PageHeader titleId={titleId} title={state === 'not-found' ? t('vehicleNotFound') : title} />
      {state === 'loading' ? (
        <p className={styles.muted} role="status">
          {t('loading')}
        </p>
      ) : null}
      {state === 'error' ? <p role="alert">{t('vehicleFailed')}</p> : null}
      <p>
        <Link href="/vehicles">{t('backToCars')}</Link>
      </p>
    </section>
  );
}
