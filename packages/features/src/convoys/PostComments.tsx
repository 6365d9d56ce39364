import type { ConvoyPost } from '@gari/contract/convoys';
import { Box } from '@gari/ui/Box';
import { Button, LinkButton } from '@gari/ui/Button';
import { Stack } from '@gari/ui/Stack';
import { TextArea } from '@gari/ui/TextField';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useT } from '../shared/locale';
import { memberPath } from '../shared/paths';
import { useTimeAgo } from '../shared/useTimeAgo';
import { t as postT } from './messages';
import { PostText } from './PostText';
import * as s from './posts.css';
import { usePostComments } from './usePostComments';

/** Props of {@link PostComments}. */
export interface PostCommentsProps {
  post: ConvoyPost;
  /** Shown (`OPEN`) or hidden (`CLOSE`); the list is kept while hidden. */
  open: boolean;
  /** Flow options (stories). */
  options?: Parameters<typeof usePostComments>[1];
}

/**
 * The comments of a post (issue #12; spec §2 Convoy detail "a comment list and a comment box", §4
 * Comments, §5 non-blank, §8 'Comment failed'): oldest first with "More comments", each with its
 * author (linking to the member page), time ago and text (plain text, links `nofollow ugc`); for
 * members a comment box ('Write a comment.' when blank), for visitors a sign-in link. `data-state` is
 * the `postComments` machine's state. Loaded lazily by `PostCard` (default export).
 */
export function PostComments({ post, open, options }: PostCommentsProps) {
  const t = useT(postT);
  const timeAgo = useTimeAgo();
  const c = usePostComments(post, options);
  const { send } = c;
  const location = useLocation();
  useEffect(() => {
    send({ type: open ? 'OPEN' : 'CLOSE' });
  }, [open, send]);
  if (c.state === 'closed') return <div data-state="closed" hidden />;
  const now = Date.now();
  const busy = c.state === 'submitting';
  const next = encodeURIComponent(`${location.pathname}#post-${post.id}`);
  return (
    <section
      id={`post-${post.id}-comments`}
      data-state={c.state}
      aria-label={t('commentsOf', { name: post.author.name })}
      aria-busy={c.state === 'loading' || c.state === 'loadingMore' || undefined}
      className={s.column}
    >
      {c.state === 'loading' ? <p className={s.note}>{t('loadingComments')}</p> : null}
      {c.state === 'loadFailed' ? (
        <div className={s.row}>
          <p className={s.error}>{t.message(c.context.error)}</p>
          <Button variant="secondary" size="sm" onPress={() => send({ type: 'RETRY' })}>
            {t('tryAgain')}
          </Button>
        </div>
      ) : null}
      {c.state !== 'loading' && c.state !== 'loadFailed' ? (
        <>
          {c.context.comments.length === 0 ? <p className={s.note}>{t('noComments')}</p> : null}
          <Stack as="ul" gap="sm">
            {c.context.comments.map((comment) => (
              <li key={comment.id} className={s.comment} aria-busy={comment.pending || undefined}>
                <Box display="flex" flexWrap="wrap" alignItems="baseline" gap="sm">
                  <a className={s.author} href={memberPath(comment.author.username)}>
                    {comment.author.name}
                  </a>
                  <span className={s.note}>
                    {comment.pending ? t('posting') : timeAgo(comment.created_at, now)}
                  </span>
                </Box>
                <PostText text={comment.content} />
              </li>
            ))}
          </Stack>
          {c.context.nextCursor ? (
            <div>
              <Button
                variant="ghost"
                size="sm"
                isPending={c.state === 'loadingMore'}
                onPress={() => send({ type: 'LOAD_MORE' })}
              >
                {t('moreComments')}
              </Button>
            </div>
          ) : null}
          {c.canComment ? (
            <form
              className={s.column}
              onSubmit={(e) => {
                e.preventDefault();
                send({ type: 'SUBMIT' });
              }}
            >
              <TextArea
                label={t('commentLabel')}
                rows={2}
                value={c.context.draft}
                onChange={(value) => send({ type: 'CHANGE', value })}
                isInvalid={c.context.error !== null && c.state === 'ready'}
                errorMessage={t.message(c.context.error)}
                maxLength={1000}
              />
              <div>
                <Button type="submit" size="sm" isPending={busy}>
                  {t('commentSend')}
                </Button>
              </div>
            </form>
          ) : (
            <div>
              <LinkButton variant="secondary" size="sm" href={`/login?next=${next}`}>
                {t('signInToComment')}
              </LinkButton>
            </div>
          )}
        </>
      ) : null}
    </section>
  );
}

export default PostComments;
