import { RequireAuth } from '@gari/features/chrome';
import { PartnerPage } from '@gari/features/partner';

/**
 * /partner (issue #3 Partner console): provider staff handle booking requests and their booking widget.
 * Signed out → /login?next=%2Fpartner; a member who is nobody's staff sees the 403 message.
 */
export function Component() {
  return (
    <RequireAuth>
      <PartnerPage />
    </RequireAuth>
  );
}
