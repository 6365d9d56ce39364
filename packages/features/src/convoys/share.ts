import { toast } from '@gari/ui/Toast';
import { convoyPath } from '../shared/paths';
import { t as postT } from './messages';

/** The address of a post: its convoy page with the post's anchor (`/communities/brand%3Asubaru#post-12`). */
export const postHref = (post: { id: number; convoy: { id: string } }) =>
  `${convoyPath(post.convoy.id)}#post-${post.id}`;

/**
 * Shares a post (spec §2 Convoy detail "Sharing uses the device share facility, with a fallback that
 * copies the link"; §8): the Web Share API when the browser has it (a cancelled share says nothing),
 * else the link is copied ('Link copied'), else 'Share not supported' / 'Copy the URL from the address
 * bar.'. `t`: the convoys catalog in the member's language (default English).
 */
export async function sharePost(
  post: { id: number; convoy: { id: string; name: string }; content: string },
  nav: Partial<Pick<Navigator, 'share' | 'clipboard'>> = typeof navigator === 'undefined' ? {} : navigator,
  t: typeof postT = postT,
): Promise<void> {
  const url = new URL(postHref(post), window.location.origin).href;
  if (typeof nav.share === 'function') {
    try {
      await nav.share({ title: post.convoy.name, text: post.content.slice(0, 200), url });
      return;
    } catch (error) {
      if ((error as { name?: string }).name === 'AbortError') return;
    }
  }
  try {
    if (!nav.clipboard) throw new Error('no clipboard');
    await nav.clipboard.writeText(url);
    toast.success(t('linkCopied'));
  } catch {
    toast.error(t('shareUnsupportedTitle'), t('shareUnsupported'));
  }
}
