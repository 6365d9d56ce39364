import type { PartnerProvider } from '@gari/contract/bookings';
import { initialsOf, ProviderCover } from '../providers/ProviderCover';
import { useT } from '../shared/locale';
import { PictureUploadField } from '../shared/PictureUploadField';
import { ResponsivePicture } from '../shared/ResponsivePicture';
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
  const cover = useProviderPhoto(provider.id, 'cover');
  const logo = useProviderPhoto(provider.id, 'logo');
  const titleId = `partner-photos-${provider.id}`;
  return (
    <section className={styles.section} aria-labelledby={titleId} data-provider-photos={provider.id}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {t('photos', { name: provider.name })}
      </h2>
      <PictureUploadField
        title={t('coverPhoto')}
        hint={t('coverHint')}
        shape="wide"
        hasPicture={provider.cover !== null}
        preview={
          provider.cover ? (
            <ResponsivePicture
              picture={provider.cover}
              sizes="18rem"
              alt={t('coverAlt', { name: provider.name })}
            />
          ) : (
            <ProviderCover provider={provider} />
          )
        }
        state={cover.upload.state}
        onChoose={cover.upload.choose}
        onRetry={cover.upload.retry}
        onRemove={() => cover.remove.mutate()}
        isRemoving={cover.remove.isPending}
      />
      <PictureUploadField
        title={t('logo')}
        hint={t('logoHint')}
        shape="square"
        hasPicture={provider.logo !== null}
        preview={
          provider.logo ? (
            <ResponsivePicture
              picture={provider.logo}
              sizes="6rem"
              alt={t('logoAlt', { name: provider.name })}
            />
          ) : (
            <svg viewBox="0 0 96 96" aria-hidden="true">
              <rect width="96" height="96" fill="#334155" />
              <text x="48" y="58" textAnchor="middle" fill="#fff" fontSize="32" fontWeight="700">
                {initialsOf(provider.name)}
              </text>
            </svg>
          )
        }
        state={logo.upload.state}
        onChoose={logo.upload.choose}
        onRetry={logo.upload.retry}
        onRemove={() => logo.remove.mutate()}
        isRemoving={logo.remove.isPending}
      />
    </section>
  );
}
