import type { ConvoyPost } from '@gari/contract/convoys';
import {
  type CreatedPost,
  type NewPostRequest,
  type PostComposerMachine,
  postComposerMachine,
} from '@gari/machines/postComposer';
import { toast } from '@gari/ui/Toast';
import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { fromPromise } from 'xstate';
import { type FlowHookOptions, flowView, useApi, useFlowHook } from '../app';
import { useSession } from '../auth/session';
import { useT } from '../shared/locale';
import { convoyKeys } from '../shared/queryKeys';
import { t as postT } from './messages';
import { prependPost, updatePost } from './postQueries';

/** A browser object URL of `file` (null on the server or for a non-Blob). */
export const previewUrl = (file: unknown): string | null =>
  typeof URL !== 'undefined' && typeof URL.createObjectURL === 'function' && file instanceof Blob
    ? URL.createObjectURL(file)
    : null;

/**
 * The post composer of a convoy (issue #12; spec §4 New convoy post, §5, §8 'Post failed' / 'Maximum
 * images reached'): the `postComposer` machine with POST /convoys/{id}/posts (multipart `images[]`
 * with upload progress when there are images). The post shows on top of the convoy's list at once
 * (with local previews), is replaced by the stored one and the list refreshed; a failure takes it
 * back and toasts, keeping the text and images in the composer.
 *
 * @param convoy the convoy posted to (`id`, `name`).
 */
export function usePostComposer(
  convoy: { id: string; name: string },
  options: FlowHookOptions<PostComposerMachine> = {},
) {
  const t = useT(postT);
  const api = useApi();
  const qc = useQueryClient();
  const { user } = useSession();
  const urls = useRef(new Map<number, string[]>());
  const forget = (tempId: number) => {
    for (const url of urls.current.get(tempId) ?? []) URL.revokeObjectURL(url);
    urls.current.delete(tempId);
  };
  const flow = useFlowHook(postComposerMachine, options, {
    actors: {
      createPost: fromPromise<CreatedPost, NewPostRequest>(({ input, signal }) =>
        api.convoys.createPost(
          convoy.id,
          {
            content: input.content,
            images: input.images.map((file) => ({ file: file as unknown as Blob, name: file.name })),
          },
          {
            signal,
            onProgress: (loaded, total) => input.onProgress(total > 0 ? loaded / total : 0),
          },
        ),
      ),
    },
    input: {},
    on: {
      posting: ({ tempId, content, images }) => {
        const shown = images.map((i) => previewUrl(i.file)).filter((u): u is string => u !== null);
        urls.current.set(tempId, shown);
        const author = user
          ? { id: user.id, username: user.username, name: user.name, avatar: null }
          : { id: 0, username: '', name: '', avatar: null };
        prependPost(qc, convoy.id, {
          id: tempId,
          convoy: { id: convoy.id, name: convoy.name },
          author,
          content,
          images: shown.map((url) => ({ url, thumb_url: url })),
          hashtags: [],
          likes: 0,
          comments_count: 0,
          first_liker: null,
          liked_by_me: false,
          created_at: new Date().toISOString(),
        });
      },
      posted: ({ tempId, post }) => {
        updatePost(qc, tempId, () => post as ConvoyPost);
        forget(tempId);
        void qc.invalidateQueries({ queryKey: convoyKeys.posts(convoy.id) });
        void qc.invalidateQueries({ queryKey: convoyKeys.convoy(convoy.id) });
      },
      failed: ({ tempId }) => {
        updatePost(qc, tempId, () => null);
        forget(tempId);
        toast.error(t('postFailedTitle'), t('postFailed'));
      },
      maxImages: () => toast.error(t('maxImagesTitle'), t('tooManyImages')),
    },
  });
  return flowView(flow);
}
