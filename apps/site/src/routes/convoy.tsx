import { ConvoyPage } from '@gari/features/convoys';

/**
 * /communities/:id (spec §2 Convoy detail; §3 Convoy, Convoy post, Comment; §4 reactions, comments,
 * new post; §5; §8; issue #12): one convoy by its `category:key` id — banner, Join / Leave, the post
 * composer for members (lazy), the posts with likes, comments, share and report, and the member's
 * qualifying cars. Public, server-rendered with the convoy and its first posts; an unknown id answers
 * 404.
 */
export function Component() {
  return <ConvoyPage />;
}
