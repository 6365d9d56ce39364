import { SessionsPage } from '@gari/features/account';
import { RequireAuth } from '@gari/features/chrome';

/** /sessions (spec §2 Accounts Sessions), for signed-in members only (signed out → /login?next=…). */
export function Component() {
  return (
    <RequireAuth>
      <SessionsPage />
    </RequireAuth>
  );
}
