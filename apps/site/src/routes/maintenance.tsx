import { GaragesPage } from '@gari/features/providers';

/** /maintenance (spec §2 Garages): the garage list with every filter, state in the URL query. */
export function Component() {
  return <GaragesPage />;
}
