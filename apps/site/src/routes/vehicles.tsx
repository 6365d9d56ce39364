import { RequireAuth } from '@gari/features/chrome';
import { MyCarsPage } from '@gari/features/vehicles';

/** /vehicles (spec §2 My Cars), for signed-in members only (signed out → /login?next=…). */
export function Component() {
  return (
    <RequireAuth>
      <MyCarsPage />
    </RequireAuth>
  );
}
