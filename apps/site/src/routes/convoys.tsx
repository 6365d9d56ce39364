import { ConvoysPage } from '@gari/features/convoys';

/**
 * /communities (spec §2 Convoys list; issue #12): the convoy list with search, category, sort and the
 * communities variant of the Advanced Filters (state in the URL query), Join / Leave per card, the
 * add-a-car prompt, and the side column of the latest feed posts and trending hashtags. Public,
 * server-rendered with its data (the visitor's view).
 */
export function Component() {
  return <ConvoysPage />;
}
