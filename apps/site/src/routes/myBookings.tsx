import { MyBookingsPage } from '@gari/features/booking';
import { RequireAuth } from '@gari/features/chrome';

/**
 * /bookings (issue #13 My bookings): the member's bookings with their live status, the calendar file
 * and Cancel. Members only (→ /login?next=…).
 */
export function Component() {
  return (
    <RequireAuth>
      <MyBookingsPage />
    </RequireAuth>
  );
}
