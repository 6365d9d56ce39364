import { FeedsPage } from '@gari/features/convoys';

/**
 * /feeds (spec §2 Feeds, §3 Feed post; issue #12): posts from the member's convoys and followed
 * members, newest first with cursor paging, and the trending hashtags; visitors get a sign-in prompt
 * above the latest community posts. Public, server-rendered (the visitor's view).
 */
export function Component() {
  return <FeedsPage />;
}
