import { RequireAuth } from '@gari/features/chrome';
import { CarStatusPage } from '@gari/features/vehicles';

/** /vehicles/{id} (spec §2 Car status), for signed-in members only (signed out → /login?next=…). */
export function Component() {
  return (
    <RequireAuth>
      <CarStatusPage />
    </RequireAuth>
  );
}
