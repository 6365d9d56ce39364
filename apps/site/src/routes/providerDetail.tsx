import { NotFoundPage } from '@gari/features/pages';
import { ProviderPage } from '@gari/features/providers';
import { useParams } from 'react-router';

/**
 * /providers/{type}/{id} (issue #3 "View Details"): the garage or carwash page. `type` is garage or
 * carwash (plurals accepted); anything else is the not-found page.
 */
export function Component() {
  const { type, id } = useParams();
  const kind =
    type === 'garage' || type === 'garages'
      ? 'garage'
      : type === 'carwash' || type === 'carwashes'
        ? 'carwash'
        : null;
  if (!kind || !id) return <NotFoundPage />;
  return <ProviderPage key={`${kind}-${id}`} type={kind} id={id} />;
}
