import { MemberPage } from '@gari/features/members';

/**
 * /members/:username (spec §2 Member profile; §4 Follow; §8 'User not found'; issue #12): a member's
 * profile with stats, FOLLOW/UNFOLLOW (hidden on one's own profile), the car collection and recent
 * posts. Public, server-rendered with its data (the visitor's view); an unknown username answers 404.
 */
export function Component() {
  return <MemberPage />;
}
