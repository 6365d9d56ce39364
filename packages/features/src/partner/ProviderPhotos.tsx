import type { PartnerProvider } from '@gari/contract/bookings';
import type { ProviderPhotoKind } from '@gari/contract/photos';
import type { ReactNode } from 'react';
import { initialsOf, ProviderCover } from '../providers/ProviderCover';
import { useT } from '../shared/locale';
import { PictureUploadField } from '../shared/PictureUploadField';
import { ResponsivePicture } from '../shared/ResponsivePicture';
import { TitledSection } from '../shared/TitledSection';
import { partnerT } from './messages';
import * as styles from './partner.css';
import { useProviderPhoto } from './useProviderPhotos';

/** Props of {@link ProviderPhotos}. */
export interface ProviderPhotosProps {
  /** A garage or carwash of the staff member (with its current `cover` and `logo`). */
  provider: PartnerProvider & { type: 'garage' | 'carwash' };
}

/**
 * The "Photos" section of one provider in /partner (issue #16 "staff upload a cover photo and a logo"):
 * the cover (16:9; the generated cover until one is uploaded) and the logo (square; the initials until
 * then), each with Choose / Replace, upload progress, the API's plain error with Retry, and Remove.
 * Photos are JPEG, PNG, WebP, AVIF, HEIC, GIF or TIFF up to 10 MB; the API makes the WebP and AVIF sizes
 * the garage list and the provider page show.
 */
export function ProviderPhotos({ provider }: ProviderPhotosProps) {
  const t = useT(partnerT);
  const titleId = `partner-photos-${provider.id}`;
  return (
    <TitledSection
      look={styles.titledSection}
      data-provider-photos={provider.id}
      titleId={titleId}
      title={t('photos', { name: provider.name })}
    >
      <ProviderPhoto provider={provider} kind="cover" placeholder={<ProviderCover provider={provider} />} />
      <ProviderPhoto
        provider={provider}
        kind="logo"
        placeholder={
          <svg viewBox="0 0 96 96" aria-hidden="true">
            <rect width="96" height="96" fill="#334155" />
            <text x="48" y="58" textAnchor="middle" fill="#fff" fontSize="32" fontWeight="700">
              {initialsOf(provider.name)}
            </text>
          </svg>
        }
      />
    </TitledSection>
  );
}

/** The texts, shape and preview width of each photo of a provider. */
const PHOTO_FIELDS = {
  cover: { title: 'coverPhoto', hint: 'coverHint', alt: 'coverAlt', shape: 'wide', sizes: '18rem' },
  logo: { title: 'logo', hint: 'logoHint', alt: 'logoAlt', shape: 'square', sizes: '6rem' },
} as const;

/** One photo of the provider with its upload field; `placeholder` shows until one is uploaded. */
function ProviderPhoto({
  provider,
  kind,
  placeholder,
}: ProviderPhotosProps & { kind: ProviderPhotoKind; placeholder: ReactNode }) {
  const t = useT(partnerT);
  const photo = useProviderPhoto(provider.id, kind);
  const field = PHOTO_FIELDS[kind];
  const picture = provider[kind];
  return (
    <PictureUploadField
      title={t(field.title)}
      hint={t(field.hint)}
      shape={field.shape}
      hasPicture={picture !== null}
      preview={
        picture ? (
          <ResponsivePicture
            picture={picture}
            sizes={field.sizes}
            alt={t(field.alt, { name: provider.name })}
          />
        ) : (
          placeholder
        )
      }
      state={photo.upload.state}
      onChoose={photo.upload.choose}
      onRetry={photo.upload.retry}
      onRemove={() => photo.remove.mutate()}
      isRemoving={photo.remove.isPending}
    />
  );
}
