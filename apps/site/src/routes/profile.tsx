import { ProfilePage } from '@gari/features/account';
import { RequireAuth } from '@gari/features/chrome';

/** /profile (spec §2 Accounts Profile), for signed-in members only (signed out → /login?next=…). */
export function Component() {
  return (
    <RequireAuth>
      <ProfilePage />
    </RequireAuth>
  );
}
