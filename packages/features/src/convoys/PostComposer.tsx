import { Box } from '@gari/ui/Box';
import { Button } from '@gari/ui/Button';
import { Inline } from '@gari/ui/Inline';
import { TextArea } from '@gari/ui/TextField';
import { visuallyHidden } from '@gari/ui/theme';
import { useEffect, useMemo } from 'react';
import { useT } from '../shared/locale';
import { t as postT } from './messages';
import * as s from './posts.css';
import { previewUrl, usePostComposer } from './usePostComposer';

/** Props of {@link PostComposer}. */
export interface PostComposerProps {
  /** The convoy posted to. */
  convoy: { id: string; name: string };
  /** Flow options (stories). */
  options?: Parameters<typeof usePostComposer>[1];
}

/**
 * The post composer of a convoy (issue #12; spec §2 Convoy detail "post composer (text plus up to 3
 * image files)", §4 New convoy post, §5, §8): a text box, "Add photos" (image files only, up to 3, 8 MB
 * each; previews with Remove), the §5 messages, upload progress while sending, and Share — disabled
 * while there is no text and no image. The new post shows in the feed at once. `data-state` is the
 * `postComposer` machine's state. Loaded lazily by `ConvoyPage` (default export).
 */
export function PostComposer({ convoy, options }: PostComposerProps) {
  const t = useT(postT);
  const c = usePostComposer(convoy, options);
  const { send, context } = c;
  const submitting = c.state === 'submitting';
  const shareable = context.content.trim() !== '' || context.images.length > 0;
  const previews = useMemo(
    () => context.images.map((i) => ({ id: i.id, name: i.file.name, url: previewUrl(i.file) })),
    [context.images],
  );
  useEffect(
    () => () => {
      for (const p of previews) if (p.url) URL.revokeObjectURL(p.url);
    },
    [previews],
  );
  const imageError = t.message(context.fieldErrors.images?.[0]);
  const contentError = t.message(context.fieldErrors.content?.[0]);
  const percent = Math.round(context.progress * 100);
  return (
    <form
      className={s.card}
      data-state={c.state}
      aria-labelledby="composer-title"
      onSubmit={(e) => {
        e.preventDefault();
        send({ type: 'SUBMIT' });
      }}
    >
      <h2 id="composer-title" className={s.sectionTitle}>
        {t('composerTitle')}
      </h2>
      <TextArea
        label={t('composerLabel')}
        placeholder={t('composerPlaceholder')}
        rows={3}
        value={context.content}
        onChange={(value) => send({ type: 'CHANGE_TEXT', value })}
        isInvalid={contentError !== undefined}
        errorMessage={contentError}
        isReadOnly={submitting}
        maxLength={2000}
      />
      {previews.length > 0 ? (
        <Inline as="ul" gap="sm" align="stretch" aria-label={t('photosOfPost')}>
          {previews.map((p) => (
            <Box as="li" key={p.id} display="flex" flexDirection="column" gap="xs" alignItems="flex-start">
              {p.url ? (
                <img className={s.previewImage} src={p.url} alt={t('preview', { name: p.name })} />
              ) : null}
              <Button
                variant="ghost"
                size="sm"
                isDisabled={submitting}
                onPress={() => send({ type: 'REMOVE_IMAGE', id: p.id })}
              >
                {t('removePhoto', { name: p.name })}
              </Button>
            </Box>
          ))}
        </Inline>
      ) : null}
      <div className={s.row}>
        <label className={s.fileLabel}>
          {t('addPhotos')}
          <input
            className={visuallyHidden}
            type="file"
            accept="image/*"
            multiple
            disabled={submitting}
            aria-describedby="composer-photos-hint"
            onChange={(e) => {
              const files = Array.from(e.currentTarget.files ?? []);
              e.currentTarget.value = '';
              if (files.length > 0) send({ type: 'ADD_IMAGES', files });
            }}
          />
        </label>
        <span id="composer-photos-hint" className={s.note}>
          {t('photosHint')}
        </span>
        <Button type="submit" isDisabled={!shareable} isPending={submitting}>
          {t('shareAction')}
        </Button>
      </div>
      {imageError ? (
        <p className={s.error} role="alert">
          {imageError}
        </p>
      ) : null}
      {context.error && !imageError && !contentError ? (
        <p className={s.error} role="alert">
          {t.message(context.error)}
        </p>
      ) : null}
      {submitting && context.images.length > 0 ? (
        <progress className={s.progress} max={100} value={percent} aria-label={t('uploading', { percent })}>
          {percent}%
        </progress>
      ) : null}
    </form>
  );
}

export default PostComposer;
