import type { ConvoyPost } from '@gari/contract/convoys';
import type { PostReactionMachine } from '@gari/machines/postReaction';
import { Box } from '@gari/ui/Box';
import { Button } from '@gari/ui/Button';
import { toast } from '@gari/ui/Toast';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { type FlowHookOptions, useApi } from '../app';
import { useT } from '../shared/locale';
import { convoyPath, memberPath } from '../shared/paths';
import { useTimeAgo } from '../shared/useTimeAgo';
import { t as postT } from './messages';
import { PostText } from './PostText';
import { updatePost } from './postQueries';
import * as s from './posts.css';
import { sharePost } from './share';
import { usePostReaction } from './usePostReaction';

/** The comments panel, loaded when a member first opens it (keeps the route light). */
const PostComments = lazy(() => import('./PostComments'));

/** Props of {@link PostCard}. */
export interface PostCardProps {
  post: ConvoyPost;
  /** The signed-in member's id (null = visitor: no like, comment box or report). */
  viewerId: number | null;
  /** "Now" of the time ago (ms since epoch; the list's fetch time, so the server and client agree). */
  now: number;
  /** Show the convoy's name (the feed) and link to it. @default false */
  showConvoy?: boolean;
  /** Options of the like's flow (stories: a longer debounce). */
  reactionOptions?: FlowHookOptions<PostReactionMachine>;
}

/** The like button and count of a member (the `postReaction` machine); `data-state` is its state. */
function LikeButton({ post, options }: { post: ConvoyPost; options?: FlowHookOptions<PostReactionMachine> }) {
  const t = useT(postT);
  const r = usePostReaction(post, options);
  return (
    <span data-state={r.state} className={s.row}>
      <Button variant={r.liked ? 'primary' : 'secondary'} size="sm" aria-pressed={r.liked} onPress={r.toggle}>
        {t('like')}
      </Button>
      <span aria-live="polite">{t('likes', { count: r.likes })}</span>
    </span>
  );
}

/** Report a post: a second press confirms; the post leaves the lists when the server hides it. */
function ReportButton({ post }: { post: ConvoyPost }) {
  const t = useT(postT);
  const api = useApi();
  const qc = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const report = useMutation({
    mutationFn: () => api.convoys.report(post.id),
    onSuccess: (answer) => {
      toast.success(t('reported'), answer.message);
      if (answer.data.hidden) updatePost(qc, post.id, () => null);
    },
    onError: () => toast.error(t('reported'), t('reportFailed')),
    onSettled: () => setConfirming(false),
  });
  if (report.isSuccess) return <span className={s.note}>{t('reported')}</span>;
  return confirming ? (
    <>
      <Button variant="danger" size="sm" isPending={report.isPending} onPress={() => report.mutate()}>
        {t('confirmReport')}
      </Button>
      <Button variant="ghost" size="sm" onPress={() => setConfirming(false)}>
        {t('cancel')}
      </Button>
    </>
  ) : (
    <Button variant="ghost" size="sm" onPress={() => setConfirming(true)}>
      {t('report')}
    </Button>
  );
}

/**
 * One convoy post (issue #12; spec §2 Convoy detail, §3 Convoy post / Feed post, §4, §8): the author
 * linking to `/members/{username}`, the time ago, the convoy (feed), the text as plain text with links
 * `rel="nofollow ugc"`, images loaded lazily, like / unlike (members; 400 ms debounce), the comments
 * (loaded on demand), Share (Web Share, else copy link) and Report (members, not their own posts). A
 * post being sent (negative id) shows "Posting…" without actions. The article's id is `post-{id}`.
 */
export function PostCard({ post, viewerId, now, showConvoy = false, reactionOptions }: PostCardProps) {
  const t = useT(postT);
  const timeAgo = useTimeAgo();
  const [commentsOpen, setCommentsOpen] = useState(false);
  const [commentsMounted, setCommentsMounted] = useState(false);
  const sending = post.id < 0;
  const titleId = `post-${post.id}-author`;
  const toggleComments = () => {
    setCommentsMounted(true);
    setCommentsOpen((open) => !open);
  };
  return (
    <article
      id={`post-${post.id}`}
      className={sending ? `${s.card} ${s.pending}` : s.card}
      aria-labelledby={titleId}
      aria-busy={sending || undefined}
      data-post={post.id}
    >
      <Box as="header" display="flex" flexWrap="wrap" alignItems="baseline" gap="sm">
        <a id={titleId} className={s.author} href={memberPath(post.author.username)}>
          {post.author.name}
        </a>
        {showConvoy ? (
          <a className={s.note} href={convoyPath(post.convoy.id)}>
            {t('in', { convoy: post.convoy.name })}
          </a>
        ) : null}
        <span className={s.note}>{sending ? t('posting') : timeAgo(post.created_at, now)}</span>
      </Box>
      {post.content ? <PostText text={post.content} /> : null}
      {post.images.length > 0 ? (
        <ul className={s.images}>
          {post.images.map((image, i) => (
            <li key={image.url}>
              <a href={image.url} target="_blank" rel="noopener">
                <img
                  className={s.image}
                  src={image.thumb_url}
                  loading="lazy"
                  decoding="async"
                  width={400}
                  height={300}
                  alt={t('postImage', { n: i + 1, total: post.images.length, author: post.author.name })}
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {sending ? null : (
        <div className={s.row}>
          {viewerId !== null ? (
            <LikeButton post={post} options={reactionOptions} />
          ) : (
            <span className={s.note}>{t('likes', { count: post.likes })}</span>
          )}
          <Button
            variant="ghost"
            size="sm"
            aria-expanded={commentsOpen}
            aria-controls={commentsMounted ? `post-${post.id}-comments` : undefined}
            onPress={toggleComments}
          >
            {commentsOpen ? t('hideComments') : t('comments', { count: post.comments_count })}
          </Button>
          <Button variant="ghost" size="sm" onPress={() => void sharePost(post, undefined, t)}>
            {t('share')}
          </Button>
          {viewerId !== null && viewerId !== post.author.id ? <ReportButton post={post} /> : null}
        </div>
      )}
      {commentsMounted ? (
        <Suspense fallback={<p className={s.note}>{t('loadingComments')}</p>}>
          <PostComments post={post} open={commentsOpen} />
        </Suspense>
      ) : null}
    </article>
  );
}
