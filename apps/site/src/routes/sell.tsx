import { RequireAuth } from '@gari/features/chrome';
import { ListingFormPage } from '@gari/features/selling';
import { useLocation } from 'react-router';

/**
 * /marketplace/sell (issue #10 "Selling"): the listing form for a new part, for signed-in members only
 * (signed out → /login?next=…). Keyed by the location, so 'Sell another part' starts an empty form.
 */
export function Component() {
  const location = useLocation();
  return (
    <RequireAuth>
      <ListingFormPage key={location.key} />
    </RequireAuth>
  );
}
