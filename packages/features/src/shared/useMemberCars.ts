import { useSession } from '../auth/session';
import { useVehicleList } from './useVehicleList';

/**
 * What a list that fits cars asks of the viewer: a member without a car (once the cars have loaded) to
 * add one, a visitor (also while the session check runs) to sign in; null: nothing.
 */
export type CarPrompt = 'addCar' | 'signIn' | null;

/**
 * The signed-in member's cars (GET /vehicles, cached under ['vehicles'] like My Cars and the top-bar
 * badge), for the lists that fit a car (spareshop "Fits my car", convoys' no-car prompt). Not asked for
 * visitors: `cars` is [] and `carsPending` false. `status` is the session's, `member` whether signed in,
 * `carPrompt` the list's {@link CarPrompt}.
 */
export function useMemberCars() {
  const { status } = useSession();
  const member = status === 'authenticated';
  const cars = useVehicleList(member);
  const carsPending = member && cars.isPending;
  const list = member ? (cars.data ?? []) : [];
  const carPrompt: CarPrompt = member ? (list.length === 0 && !carsPending ? 'addCar' : null) : 'signIn';
  return { member, status, cars: list, carsPending, carPrompt };
}
