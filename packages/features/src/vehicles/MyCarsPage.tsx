import { MAX_VEHICLES } from '@gari/contract/vehicleRules';
import type { Vehicle } from '@gari/contract/vehicles';
import { Alert } from '@gari/ui/Alert';
import { Button, LinkButton } from '@gari/ui/Button';
import { Card } from '@gari/ui/Card';
import { vehicleDisplayName } from '@gari/ui/format';
import { Heading } from '@gari/ui/Layout';
import { PageHeader } from '@gari/ui/PageHeader';
import { useState } from 'react';
import { ConfirmModal } from '../app/ConfirmModal';
import { EmptyState } from '../shared/EmptyState';
import { useT } from '../shared/locale';
import { RetryAlert } from '../shared/RetryAlert';
import { useFormat } from '../shared/useFormat';
import * as styles from './MyCarsPage.css';
import { vehiclesT } from './messages';
import { RepairsToLogNotice } from './RepairsToLogNotice';
import { ReminderBadge } from './reminders/ReminderBadge';
import { useRemoveVehicle, useVehicles } from './useVehicles';

/** One line of facts under a vehicle's name: mileage (km, written by `km`), fuel, transmission, colour. */
function facts(v: Vehicle, km: (n: number) => string): string {
  return [v.mileage === null ? null : km(v.mileage), v.fuel_type, v.transmission, v.color]
    .filter((f): f is string => !!f)
    .join(' · ');
}

/**
 * My Cars (/vehicles, spec §2 My Cars): the member's vehicles as a grid of cards (primary image or
 * 'No image', name or 'year make model', Status link to /vehicles/{id}, Remove with the confirmation
 * 'Remove this vehicle?' / 'This action cannot be undone.' / Cancel / Delete), and an Add Vehicle link
 * to /vehicles/new. States: 'Loading...', 'Failed to load vehicles.' (with Try again), and the empty
 * card 'No vehicles yet' / 'Add your first vehicle'. At 5 vehicles the spec §5 limit text is shown.
 * Completed repairs not yet logged as an expense show "N repairs to log" ({@link RepairsToLogNotice}).
 *
 * Data: TanStack Query ['vehicles'] (GET /vehicles); removal is optimistic with rollback
 * (DELETE /vehicles/{id}). Needs `GariProvider`; links use the RAC router of the app.
 *
 * `data-state` on the root: 'loading' | 'error' | 'empty' | 'list' (@selector `[data-state]`).
 */
export function MyCarsPage() {
  const t = useT(vehiclesT);
  const f = useFormat();
  const vehicles = useVehicles();
  const remove = useRemoveVehicle();
  const [removing, setRemoving] = useState<Vehicle | null>(null);

  const list = vehicles.data ?? [];
  const state = vehicles.isPending
    ? 'loading'
    : vehicles.isError
      ? 'error'
      : list.length === 0
        ? 'empty'
        : 'list';

  return (
    <section className={styles.page} aria-labelledby="my-cars-title" data-state={state}>
      <PageHeader
        titleId="my-cars-title"
        title={t('myCars')}
        actions={
          <LinkButton href="/vehicles/new" variant="primary">
            {t('addVehicle')}
          </LinkButton>
        }
      />

      {state === 'loading' ? (
        <p className={styles.message} role="status">
          {t('loading')}
        </p>
      ) : null}

      {state === 'error' ? (
        <RetryAlert onRetry={() => void vehicles.refetch()}>{t('loadVehiclesFailed')}</RetryAlert>
      ) : null}

      {state === 'empty' ? (
        <EmptyState title={t('noVehicles')} className={styles.empty}>
          <LinkButton href="/vehicles/new" variant="secondary">
            {t('addFirstVehicle')}
          </LinkButton>
        </EmptyState>
      ) : null}

      {state === 'list' ? <RepairsToLogNotice /> : null}

      {state === 'list' && list.length >= MAX_VEHICLES ? (
        <Alert tone="info">{t('limitReached', { count: list.length })}</Alert>
      ) : null}

      {state === 'list' ? (
        <ul className={styles.grid} aria-label={t('yourVehicles')}>
          {list.map((v) => {
            const title = vehicleDisplayName(v);
            const line = facts(v, f.km);
            return (
              <Card as="li" key={v.id} padding="none" clip aria-label={title}>
                {v.primary_image_url ? (
                  <img className={styles.media} src={v.primary_image_url} alt={title} />
                ) : (
                  <div className={styles.noImage}>{t('noImage')}</div>
                )}
                <div className={styles.body}>
                  <Heading level={2} size="lg">
                    {title}
                  </Heading>
                  {line ? <p className={styles.facts}>{line}</p> : null}
                  <ReminderBadge vehicleId={v.id} />
                  <div className={styles.actions}>
                    <LinkButton
                      href={`/vehicles/${v.id}`}
                      variant="secondary"
                      size="sm"
                      aria-label={t('statusOf', { name: title })}
                    >
                      {t('status')}
                    </LinkButton>
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={t('removeOf', { name: title })}
                      onPress={() => setRemoving(v)}
                    >
                      {t('remove')}
                    </Button>
                  </div>
                </div>
              </Card>
            );
          })}
        </ul>
      ) : null}

      <ConfirmModal
        isOpen={removing !== null}
        onClose={() => setRemoving(null)}
        onConfirm={() => {
          if (removing) remove.mutate(removing.id);
        }}
        title={t('removeTitle')}
        actionLabel={t('delete')}
        cancelLabel={t('cancel')}
        message={t('removeText')}
      />
    </section>
  );
}
