import type { PartnerMe, PartnerProvider } from '@gari/contract/bookings';
import type { ProviderPhotoKind } from '@gari/contract/photos';
import { toast } from '@gari/ui/Toast';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useT } from '../shared/locale';
import { usePictureUpload } from '../shared/usePictureUpload';
import { partnerT } from './messages';
import { messageOf, PARTNER_KEYS, usePartnerApi } from './usePartnerConsole';

/**
 * The cover or logo of one provider in /partner (issue #16): `upload` (see `usePictureUpload`: POST
 * /partner/providers/{id}/photos/{kind} with progress; 422 messages on `cover`/`logo` shown as they
 * come) and `remove` (DELETE; toast 'Failed to remove the photo' on failure). Both put the answered
 * provider into the `GET /partner/me` cache, so the preview changes without a refetch.
 */
export function useProviderPhoto(providerId: number, kind: ProviderPhotoKind) {
  const t = useT(partnerT);
  const partner = usePartnerApi();
  const queryClient = useQueryClient();
  const replace = useCallback(
    (updated: PartnerProvider) =>
      queryClient.setQueryData<PartnerMe['data']>(PARTNER_KEYS.me, (old) =>
        old ? { ...old, providers: old.providers.map((p) => (p.id === updated.id ? updated : p)) } : old,
      ),
    [queryClient],
  );
  const send = useCallback(
    (file: File, options: { onProgress?: (loaded: number, total: number) => void }) =>
      partner.uploadPhoto(providerId, kind, file, file.name, options),
    [partner, providerId, kind],
  );
  const upload = usePictureUpload({ field: kind, send, onDone: replace });
  const remove = useMutation({
    mutationFn: () => partner.removePhoto(providerId, kind),
    onSuccess: (updated) => {
      replace(updated);
      upload.reset();
    },
    onError: (error) => toast.error(t('removePhotoFailed'), messageOf(error)),
  });
  return { upload, remove };
}
