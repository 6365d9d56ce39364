import { MAX_LISTING_PHOTOS } from '@gari/contract/marketplaceOptions';
import type { PhotoItem } from '@gari/machines/selling';
import { Button, type ButtonProps } from '@gari/ui/Button';
import { FileTrigger } from 'react-aria-components';
import { useT } from '../shared/locale';
import { UploadProgress } from '../shared/UploadProgress';
import { HelpedSection, SectionErrors } from './formFields';
import { t as formT } from './formMessages';
import { t as sectionT } from './sectionMessages';
import * as styles from './selling.css';
import type { ListingFormFlow } from './useListingForm';

type Flow = ListingFormFlow;

/** A small button of a photo card (ghost unless told); its `aria-label` names the photo. */
function PhotoButton({ variant = 'ghost', ...props }: Omit<ButtonProps, 'size'>) {
  return <Button size="sm" variant={variant} {...props} />;
}

/**
 * One photo: preview, name, place (the first is the cover), status or progress, Move earlier / Move
 * later (while editing; saved with the listing), and Remove / Retry.
 */
function PhotoCard({
  flow,
  photo,
  index,
  count,
}: {
  flow: Flow;
  photo: PhotoItem;
  index: number;
  count: number;
}) {
  const t = useT(sectionT);
  const f = useT(formT);
  const percent = Math.round(photo.progress * 100);
  const retrying = flow.state === 'photosFailed';
  const editing = flow.state === 'editing';
  const canRemove = editing || (retrying && photo.status === 'failed');
  return (
    <li className={styles.photo} data-status={photo.status} data-cover={index === 0 || undefined}>
      <img className={styles.photoImage} src={photo.previewUrl} alt={t('previewOf', { name: photo.name })} />
      <p className={styles.photoName} title={photo.name}>
        {photo.name}
      </p>
      <p className={styles.note}>
        {index === 0 ? t('cover', { count }) : t('place', { index: index + 1, count })}
      </p>
      {photo.status === 'uploading' ? (
        <UploadProgress label={t('uploadingOf', { name: photo.name })} percent={percent} />
      ) : null}
      <p className={styles.note}>
        {photo.status === 'uploading' ? `${percent}%` : t(`photo_${photo.status}`)}
      </p>
      {photo.status === 'failed' && photo.error ? (
        <p className={styles.fieldError}>{flow.messageText(photo.error)}</p>
      ) : null}
      <div className={styles.row}>
        {editing && count > 1 ? (
          <>
            <PhotoButton
              aria-label={t('moveEarlier', { name: photo.name })}
              isDisabled={index === 0}
              onPress={() => flow.movePhoto(photo.key, -1)}
            >
              ←
            </PhotoButton>
            <PhotoButton
              aria-label={t('moveLater', { name: photo.name })}
              isDisabled={index === count - 1}
              onPress={() => flow.movePhoto(photo.key, 1)}
            >
              →
            </PhotoButton>
          </>
        ) : null}
        {retrying && photo.status === 'failed' ? (
          <PhotoButton
            variant="secondary"
            aria-label={t('retryOf', { name: photo.name })}
            onPress={() => flow.retryPhoto(photo.key)}
          >
            {f('retry')}
          </PhotoButton>
        ) : null}
        {canRemove ? (
          <PhotoButton
            aria-label={t('removeOf', { name: photo.name })}
            onPress={() => flow.removePhoto(photo.key)}
          >
            {t('remove')}
          </PhotoButton>
        ) : null}
      </div>
    </li>
  );
}

/** Photos: up to 6 images with previews before upload and per-photo progress while sending. */
export function PhotoSection({ flow }: { flow: Flow }) {
  const t = useT(sectionT);
  const { photos } = flow.context;
  const full = photos.length >= MAX_LISTING_PHOTOS;
  return (
    <HelpedSection
      name="photo"
      legend={t('photos')}
      help={t('photoHelp', { count: photos.length, max: MAX_LISTING_PHOTOS })}
    >
      {photos.length > 0 ? (
        <ul className={styles.photoGrid} aria-label={t('photoList')}>
          {photos.map((p, i) => (
            <PhotoCard key={p.key} flow={flow} photo={p} index={i} count={photos.length} />
          ))}
        </ul>
      ) : null}
      <div className={styles.wideField}>
        <FileTrigger
          acceptedFileTypes={['image/*']}
          allowsMultiple
          onSelect={(list) => {
            if (list) flow.addPhotos(Array.from(list));
          }}
        >
          <Button variant="secondary" isDisabled={full || flow.state !== 'editing'}>
            {t('addPhotos')}
          </Button>
        </FileTrigger>
        {/* In photosFailed the panel above says it (one alert, not two). */}
        <SectionErrors
          alert={flow.state !== 'photosFailed' ? flow.photoError : null}
          fieldError={flow.errorOf('photo')}
        />
      </div>
    </HelpedSection>
  );
}
