import { RequireAuth } from '@gari/features/chrome';
import { AddVehiclePage } from '@gari/features/vehicles';

/** /vehicles/new (spec §2 Add Vehicle), for signed-in members only (signed out → /login?next=…). */
export function Component() {
  return (
    <RequireAuth>
      <AddVehiclePage />
    </RequireAuth>
  );
}
