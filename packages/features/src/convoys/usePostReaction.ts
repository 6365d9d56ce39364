import type { ConvoyPost } from '@gari/contract/convoys';
import {
  type PostReactionMachine,
  postReactionMachine,
  type ReactionRequest,
  type ReactionResult,
} from '@gari/machines/postReaction';
import { toast } from '@gari/ui/Toast';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { fromPromise } from 'xstate';
import { type FlowHookOptions, flowView, useApi, useFlowHook } from '../app';
import { useT } from '../shared/locale';
import { t as postT } from './messages';
import { updatePost } from './postQueries';

/**
 * Like / unlike of one post (issue #12; spec §4 Convoy post reaction, §8 'Like failed' / 'Unlike
 * failed'): the `postReaction` machine with POST /convoy-posts/{id}/react and /unreact. The button
 * toggles at once; only the final state after 400 ms is sent. The server's answer is written to every
 * cached list holding the post; a failure rolls back and toasts. A reloaded post resyncs the machine.
 *
 * @returns `state` ('idle' | 'debouncing' | 'sending'), `liked`, `likes` (≥ 0) and `toggle()`.
 */
export function usePostReaction(post: ConvoyPost, options: FlowHookOptions<PostReactionMachine> = {}) {
  const t = useT(postT);
  const api = useApi();
  const qc = useQueryClient();
  const flow = useFlowHook(postReactionMachine, options, {
    actors: {
      sendReaction: fromPromise<ReactionResult, ReactionRequest>(({ input }) =>
        input.like ? api.convoys.react(input.postId) : api.convoys.unreact(input.postId),
      ),
    },
    input: { postId: post.id, liked: post.liked_by_me, likes: post.likes },
    on: {
      saved: ({ result }) =>
        updatePost(qc, post.id, (p) => ({ ...p, liked_by_me: result.liked_by_me, likes: result.likes })),
      failed: ({ action }) =>
        action === 'like'
          ? toast.error(t('likeFailedTitle'), t('likeFailed'))
          : toast.error(t('unlikeFailedTitle'), t('unlikeFailed')),
    },
  });
  const { send } = flow;
  useEffect(() => {
    send({ type: 'SYNC', liked: post.liked_by_me, likes: post.likes });
  }, [send, post.liked_by_me, post.likes]);
  const view = flowView(flow);
  return {
    ...view,
    liked: view.context.liked,
    likes: view.context.likes,
    toggle: () => send({ type: 'TOGGLE' }),
  };
}
