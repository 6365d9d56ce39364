import { MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from '@gari/contract/photoRules';
import { Button } from '@gari/ui/Button';
import { Inline } from '@gari/ui/Inline';
import { Stack } from '@gari/ui/Stack';
import type { ReactNode } from 'react';
import { FileTrigger } from 'react-aria-components';
import { useLocale, useT } from './locale';
import { type PictureUploadState, UPLOAD_FAILED_MESSAGE } from './pictureUpload';
import * as s from './pictureUpload.css';
import { pictureUploadT } from './pictureUploadMessages';
import { UploadProgress } from './UploadProgress';

/** Props of {@link PictureUploadField}. */
export interface PictureUploadFieldProps {
  /** Heading of the field ('Cover photo', 'Logo', 'Photo'). */
  title: string;
  /** What the file should be, shown under the title ('16:9, JPEG or PNG up to 10 MB'). */
  hint: string;
  /** The current picture (a `ResponsivePicture`) or the fallback drawn when there is none. */
  preview: ReactNode;
  /** Shape of the preview box: 16:9, square or round. */
  shape: 'wide' | 'square' | 'round';
  /** True when a picture is uploaded (Replace / Remove instead of Choose). */
  hasPicture: boolean;
  state: PictureUploadState;
  onChoose(file: File): void;
  onRetry(): void;
  /** Removes the uploaded picture; no Remove button without it. */
  onRemove?: () => void;
  isRemoving?: boolean;
}

/** The known refusal `message` in the member's language (another server text shows as it came). */
function uploadMessage(message: string, t: typeof pictureUploadT): string {
  if (message === UPLOAD_MESSAGES.notAnImage) return t('notAnImage');
  if (message === UPLOAD_MESSAGES.tooBig) return t('tooBig', { mb: MAX_UPLOAD_BYTES / 1024 / 1024 });
  if (message === UPLOAD_MESSAGES.missing) return t('missing');
  if (message === UPLOAD_FAILED_MESSAGE) return t('failed');
  return message;
}

/**
 * One picture upload (issue #16: a provider's cover and logo in /partner, the member's avatar on
 * /profile): the current picture (or its fallback) in a box of fixed shape, Choose / Replace photo
 * (a file picker for images), a progress bar with the percentage while sending, the plain error
 * ('The file must be a photo …', 'The photo may be at most 10 MB.') with Retry when the failure was
 * not the file's, 'Photo saved.' when done, and Remove.
 *
 * @selector `[data-upload-state]` = idle | uploading | error | done.
 */
export function PictureUploadField(props: PictureUploadFieldProps) {
  const { title, hint, preview, shape, hasPicture, state, onChoose, onRetry, onRemove, isRemoving } = props;
  const t = useT(pictureUploadT);
  const { locale } = useLocale();
  const what = title.toLocaleLowerCase(locale);
  const uploading = state.status === 'uploading';
  const percent = uploading ? Math.round(state.progress * 100) : 0;
  return (
    <Inline gap="md" align="start" data-upload-state={state.status}>
      <div className={s.preview[shape]}>{preview}</div>
      <Stack gap="sm" className={s.controls}>
        <p className={s.title}>{title}</p>
        <p className={s.note}>{hint}</p>
        <Inline>
          <FileTrigger
            acceptedFileTypes={['image/*']}
            onSelect={(list) => {
              const file = list?.[0];
              if (file) onChoose(file);
            }}
          >
            <Button variant="secondary" size="sm" isDisabled={uploading || isRemoving}>
              {hasPicture ? t('replace', { what }) : t('choose', { what })}
            </Button>
          </FileTrigger>
          {hasPicture && onRemove ? (
            <Button
              variant="ghost"
              size="sm"
              isDisabled={uploading}
              isPending={isRemoving}
              onPress={onRemove}
            >
              {t('remove', { what })}
            </Button>
          ) : null}
        </Inline>
        {uploading ? (
          <>
            <UploadProgress label={t('uploadingWhat', { what })} percent={percent} />
            <p className={s.note}>{t('uploadingFile', { file: state.fileName, percent })}</p>
          </>
        ) : null}
        {state.status === 'error' ? (
          <Inline>
            <p className={s.error} role="alert">
              {uploadMessage(state.message, t)}
            </p>
            {state.retryable ? (
              <Button variant="secondary" size="sm" onPress={onRetry}>
                {t('retry')}
              </Button>
            ) : null}
          </Inline>
        ) : null}
        {state.status === 'done' ? (
          <p className={s.note} role="status">
            {t('saved')}
          </p>
        ) : null}
      </Stack>
    </Inline>
  );
}
