import type { Order } from '@gari/contract/marketplace';
import { canLogOrder, defaultOrderCar, orderExpenseNote } from '@gari/contract/orderExpense';
import type { Vehicle } from '@gari/contract/vehicles';
import { Alert } from '@gari/ui/Alert';
import { Button } from '@gari/ui/Button';
import { vehicleDisplayName } from '@gari/ui/format';
import { Inline } from '@gari/ui/Inline';
import { Link } from '@gari/ui/Link';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useApi } from '../app';
import { useT } from '../shared/locale';
import { orderKeys, vehicleKeys } from '../shared/queryKeys';
import { useErrorText } from '../shared/useErrorText';
import { useFormat } from '../shared/useFormat';
import { useVehicleList } from '../shared/useVehicleList';
import { expenseT } from './expenseMessages';

/**
 * The states of {@link OrderExpensePrompt} (`data-state` on its root): `offered` (one tap logs it on
 * the default car), `choosing` (the member picks the car), `saving`, `logged`, `failed`, `no-car`.
 */
export type OrderExpensePromptState = 'offered' | 'choosing' | 'saving' | 'logged' | 'failed' | 'no-car';

/** Props of {@link OrderExpensePrompt}. */
export interface OrderExpensePromptProps {
  /** One of the member's orders; renders nothing unless paid/confirmed/completed or already logged. */
  order: Order;
}

/**
 * "Log these parts as a car expense" on an order's page (issue #13 Close the loop: "orders of parts for
 * a car can be logged the same way"): the pre-filled Parts expense (the order total in its currency,
 * the order day, note "Parts order #{id} from {seller}: {titles}") and one button that logs it on the
 * default car (the only one of the member's cars the parts fit — `fits_vehicle_ids` — else the only
 * car); "Another car" or no default lists the cars to choose from. POST /orders/{id}/expense; the
 * order and the car's figures are refetched. Once logged: "Logged as expense" linking to the car.
 * A 409/422 shows its message with Try again. Without a car: a link to add one.
 * @selector `[data-order-expense="<order id>"]` with `data-state` ({@link OrderExpensePromptState}).
 */
export function OrderExpensePrompt({ order }: OrderExpensePromptProps) {
  const errorText = useErrorText();
  const api = useApi();
  const t = useT(expenseT);
  const f = useFormat();
  const queryClient = useQueryClient();
  const [choosing, setChoosing] = useState(false);
  const loggable = canLogOrder(order);
  const cars = useVehicleList(loggable || order.expense !== null);
  const log = useMutation({
    mutationFn: (vehicleId: number) => api.marketplace.logOrderExpense(order.id, { vehicle_id: vehicleId }),
    onSuccess: async (expense) => {
      queryClient.setQueryData<Order>(orderKeys.detail(order.id), (old) =>
        old ? { ...old, expense: { id: expense.id, vehicle_id: expense.vehicle_id } } : old,
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: orderKeys.all, exact: true }),
        queryClient.invalidateQueries({ queryKey: vehicleKeys.all(expense.vehicle_id) }),
      ]);
    },
  });
  if (!loggable && order.expense === null) return null;
  if (cars.isPending || cars.isError) return null;
  const list = cars.data;
  const nameOf = (id: number) => {
    const car = list.find((v) => v.id === id);
    return car ? vehicleDisplayName(car) : t('carN', { id });
  };
  const root = (state: OrderExpensePromptState) => ({
    'data-state': state,
    'data-order-expense': String(order.id),
  });

  const logged = order.expense ?? (log.data ? { id: log.data.id, vehicle_id: log.data.vehicle_id } : null);
  if (logged) {
    return (
      <Alert tone="success" title={t('loggedTitle')} {...root('logged')}>
        {t('loggedText', { amount: f.money(order.total, order.currency) })}
        <Link href={`/vehicles/${logged.vehicle_id}`}>{nameOf(logged.vehicle_id)}</Link>.
      </Alert>
    );
  }
  if (list.length === 0) {
    return (
      <Alert tone="info" title={t('promptTitle')} {...root('no-car')}>
        <Link href="/vehicles/new">{t('addCar')}</Link>
        {t('addCarThen')}
      </Alert>
    );
  }
  const fallback = defaultOrderCar(
    list.map((v) => v.id),
    order.fits_vehicle_ids,
  );
  const target = log.variables ?? fallback;
  const state: OrderExpensePromptState = log.isPending
    ? 'saving'
    : log.isError
      ? 'failed'
      : choosing || fallback === null
        ? 'choosing'
        : 'offered';
  const summary = t('summary', {
    amount: f.money(order.total, order.currency),
    date: f.date(order.created_at),
    note: orderExpenseNote(order),
  });
  const logTo = (id: number) => {
    setChoosing(false);
    log.mutate(id);
  };
  return (
    <Alert
      tone={state === 'failed' ? 'danger' : 'info'}
      title={t('promptTitle')}
      {...root(state)}
      action={
        state === 'choosing' ? undefined : (
          <Inline gap="sm">
            <Button
              variant="primary"
              size="sm"
              isPending={state === 'saving'}
              onPress={() => (target === null ? setChoosing(true) : logTo(target))}
              aria-label={state === 'saving' ? t('logging') : undefined}
            >
              {state === 'failed' ? t('tryAgain') : t('logParts')}
            </Button>
            {list.length > 1 && state !== 'saving' ? (
              <Button variant="ghost" size="sm" onPress={() => setChoosing(true)}>
                {t('anotherCar')}
              </Button>
            ) : null}
          </Inline>
        )
      }
    >
      <span>{summary}</span>
      {state === 'offered' || state === 'saving' || state === 'failed' ? (
        <span>{t('forCar', { name: target === null ? '' : nameOf(target) })}</span>
      ) : null}
      {state === 'failed' ? <span role="alert"> {errorText(log.error) ?? t('logFailed')}</span> : null}
      {state === 'choosing' ? <CarChoice cars={list} fits={order.fits_vehicle_ids} onChoose={logTo} /> : null}
    </Alert>
  );
}

/** The member's cars as buttons ("fits" marks the ones the parts fit); a press logs the expense there. */
function CarChoice({
  cars,
  fits,
  onChoose,
}: {
  cars: Vehicle[];
  fits: number[];
  onChoose: (id: number) => void;
}) {
  const t = useT(expenseT);
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
      <legend>{t('whichCar')}</legend>
      <Inline gap="sm">
        {cars.map((car) => (
          <Button key={car.id} variant="secondary" size="sm" onPress={() => onChoose(car.id)}>
            {vehicleDisplayName(car)}
            {fits.includes(car.id) ? t('fits') : ''}
          </Button>
        ))}
      </Inline>
    </fieldset>
  );
}
