import { type ComingSoonArea, ComingSoonPage } from '@gari/features/pages';

/** One page component per area of a later issue (spec §1): an honest coming-soon page. */
export const COMING_SOON: Record<ComingSoonArea, () => React.JSX.Element> = {
  communities: () => <ComingSoonPage area="communities" />,
  maintenance: () => <ComingSoonPage area="maintenance" />,
  carwashes: () => <ComingSoonPage area="carwashes" />,
  'gas-station': () => <ComingSoonPage area="gas-station" />,
  feeds: () => <ComingSoonPage area="feeds" />,
};
