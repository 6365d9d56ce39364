import { RequireAuth } from '@gari/features/chrome';
import { NotFoundPage } from '@gari/features/pages';
import { ListingFormPage } from '@gari/features/selling';
import { useParams } from 'react-router';

/**
 * /marketplace/mine/{id}/edit (issue #10 "Selling"): the listing form on one of the member's listings
 * (another member's or an unknown id: 'Listing not found.' with Retry; a non-numeric id: not found).
 * Signed-in members only.
 */
export function Component() {
  const { id = '' } = useParams();
  const listingId = /^\d{1,12}$/.test(id) ? Number(id) : null;
  if (!listingId) return <NotFoundPage />;
  return (
    <RequireAuth>
      <ListingFormPage key={listingId} listingId={listingId} />
    </RequireAuth>
  );
}
