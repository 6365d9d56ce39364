import type { ConvoyPost } from '@gari/contract/convoys';
import {
  type AddCommentRequest,
  type CommentsPage,
  type CommentsRequest,
  type PostComment,
  type PostCommentsMachine,
  postCommentsMachine,
} from '@gari/machines/postComments';
import { toast } from '@gari/ui/Toast';
import { useQueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import { type FlowHookOptions, flowView, useApi, useFlowHook } from '../app';
import { useSession } from '../auth/session';
import { useT } from '../shared/locale';
import { t as postT } from './messages';
import { updatePost } from './postQueries';

/**
 * The comments of one post (issue #12; spec §3 Comment, §4 Comments, §5 non-blank, §8 'Comment
 * failed'): the `postComments` machine with GET and POST /convoy-posts/{id}/comments. A new comment
 * shows at once; when stored, the post's count goes up in every cached list; a failure takes it back,
 * restores the draft and toasts. Visitors read the comments without a comment box.
 *
 * @returns the flow view (`state`, `context`, `send`) and `canComment` (signed in).
 */
export function usePostComments(post: ConvoyPost, options: FlowHookOptions<PostCommentsMachine> = {}) {
  const t = useT(postT);
  const api = useApi();
  const qc = useQueryClient();
  const { user, status } = useSession();
  const author =
    status === 'authenticated' && user
      ? { id: user.id, username: user.username, name: user.name, avatar: null }
      : null;
  const flow = useFlowHook(postCommentsMachine, options, {
    actors: {
      loadComments: fromPromise<CommentsPage, CommentsRequest>(({ input }) =>
        api.convoys.comments(input.postId, input.cursor ? { cursor: input.cursor } : {}),
      ),
      addComment: fromPromise<PostComment, AddCommentRequest>(({ input }) =>
        api.convoys.addComment(input.postId, input.content),
      ),
    },
    input: { postId: post.id, author },
    on: {
      commented: () => updatePost(qc, post.id, (p) => ({ ...p, comments_count: p.comments_count + 1 })),
      failed: () => toast.error(t('commentFailedTitle'), t('commentFailed')),
    },
  });
  return { ...flowView(flow), canComment: author !== null };
}
