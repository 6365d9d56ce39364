import { Link } from '@gari/ui/Link';
import { PageHeader } from '@gari/ui/PageHeader';
import type { ReactNode } from 'react';
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

/** What {@link VehicleGate} reads of the page's GET /vehicles/{id} query. */
export interface VehicleQuery<V> {
  data: V | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
}

/** Props of {@link VehicleGate}. */
export interface VehicleGateProps<V> {
  /** The vehicle id of the route (null for a bad id). */
  id: number | null;
  /** The page's query of that vehicle. */
  vehicle: VehicleQuery<V>;
  /** Page title while loading or on error ('Vehicle not found' when not found). */
  title: string;
  /**
   * What the page is, e.g. 'car-status': its heading has the id `${name}-title`, the section's
   * `aria-labelledby` in every state (the page's own heading, once ready, takes that id).
   */
  name: string;
  /** Classes of the page root (`page`) and of the 'Loading...' text (`muted`). */
  styles: { page: string; muted: string };
  /** The page once its vehicle is there (inside the root). */
  children: (vehicle: V, id: number) => ReactNode;
}

/**
 * The root of a page about one vehicle: the `<section>` labelled by its heading, with the page inside
 * once its vehicle is there; until then 'Loading...', 'Failed to load vehicle.', or 'Vehicle not
 * found' (404 or a bad id), each with a link back to My Cars (spec §5).
 * @selector `section[data-state]`: 'loading' | 'error' | 'not-found' | 'ready'.
 */
export function VehicleGate<V>({ id, vehicle, title, name, styles, children }: VehicleGateProps<V>) {
  const t = useT(sharedT);
  const titleId = `${name}-title`;
  const loaded = vehiclePageState(id, vehicle);
  const data = vehicle.data;
  const ready = loaded === 'ready' && id !== null && data !== undefined;
  const state = ready || loaded !== 'ready' ? loaded : 'loading';
  return (
    <section className={styles.page} data-state={state} aria-labelledby={titleId}>
      {ready ? (
        children(data, id)
      ) : (
        <>
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
        </>
      )}
    </section>
  );
}
