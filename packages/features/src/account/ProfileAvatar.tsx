import type { User } from '@gari/contract/auth';
import { toast } from '@gari/ui/Toast';
import { useMutation } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useApi } from '../app';
import { useSession } from '../auth/session';
import { initialsOf } from '../providers/ProviderCover';
import { useT } from '../shared/locale';
import { PictureUploadField } from '../shared/PictureUploadField';
import { ResponsivePicture } from '../shared/ResponsivePicture';
import { TitledSection } from '../shared/TitledSection';
import { useErrorText } from '../shared/useErrorText';
import { usePictureUpload } from '../shared/usePictureUpload';
import * as styles from './account.css';
import { accountT } from './messages';

/** The member's initials on a plain circle: the avatar before one is uploaded. */
export function InitialsAvatar({ name }: { name: string }) {
  return (
    <svg viewBox="0 0 96 96" aria-hidden="true">
      <rect width="96" height="96" fill="#1e3a8a" />
      <text x="48" y="58" textAnchor="middle" fill="#fff" fontSize="32" fontWeight="700">
        {initialsOf(name)}
      </text>
    </svg>
  );
}

/**
 * The Photo section of /profile (issue #16 Profile "avatar (same upload path)"): the member's avatar
 * (round; their initials until one is uploaded), Choose / Replace photo with progress (POST
 * /users/me/avatar), the API's plain error ('The file must be a photo …', 'The photo may be at most
 * 10 MB.') with Retry when the failure was not the file's, and Remove (DELETE /users/me/avatar). The
 * session is refreshed after each change so every place showing the member sees the new photo.
 */
export function ProfileAvatar({ user }: { user: User }) {
  const errorText = useErrorText();
  const t = useT(accountT);
  const api = useApi();
  const session = useSession();
  const send = useCallback(
    (file: File, options: { onProgress?: (loaded: number, total: number) => void }) =>
      api.auth.uploadAvatar(file, file.name, options),
    [api],
  );
  const refresh = useCallback(() => void session.refresh(), [session]);
  const upload = usePictureUpload({ field: 'avatar', send, onDone: refresh });
  const remove = useMutation({
    mutationFn: () => api.auth.removeAvatar(),
    onSuccess: () => {
      upload.reset();
      refresh();
    },
    onError: (error) => toast.error(t('removePhotoFailed'), errorText(error)),
  });
  return (
    <TitledSection look={styles.titledSection} titleId="profile-photo" title={t('photo')}>
      <PictureUploadField
        title={t('photo')}
        hint={t('photoHint')}
        shape="round"
        hasPicture={Boolean(user.avatar)}
        preview={
          user.avatar ? (
            <ResponsivePicture picture={user.avatar} sizes="6rem" alt={t('photoAlt', { name: user.name })} />
          ) : (
            <InitialsAvatar name={user.name} />
          )
        }
        state={upload.state}
        onChoose={upload.choose}
        onRetry={upload.retry}
        onRemove={() => remove.mutate()}
        isRemoving={remove.isPending}
      />
    </TitledSection>
  );
}
