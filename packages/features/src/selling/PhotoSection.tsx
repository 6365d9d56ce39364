import { MAX_LISTING_PHOTOS } from '@gari/contract/marketplaceOptions';
import type { PhotoItem } from '@gari/machines/selling';
import { Button } from '@gari/ui/Button';
import { FileTrigger } from 'react-aria-components';
import * as styles from './selling.css';
import type { ListingFormFlow } from './useListingForm';

type Flow = ListingFormFlow;

const STATUS_TEXT: Record<PhotoItem['status'], string> = {
  pending: 'Ready to upload',
  uploading: 'Uploading…',
  uploaded: 'Uploaded',
  failed: 'Upload failed',
};

/** One photo: preview, name, status or progress, and Remove / Retry. */
function PhotoCard({ flow, photo }: { flow: Flow; photo: PhotoItem }) {
  const percent = Math.round(photo.progress * 100);
  const retrying = flow.state === 'photosFailed';
  const canRemove = flow.state === 'editing' || (retrying && photo.status === 'failed');
  return (
    <li className={styles.photo} data-status={photo.status}>
      <img className={styles.photoImage} src={photo.previewUrl} alt={`Preview of ${photo.name}`} />
      <p className={styles.photoName} title={photo.name}>
        {photo.name}
      </p>
      {photo.status === 'uploading' ? (
        <div
          role="progressbar"
          aria-label={`Uploading ${photo.name}`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={`${percent}%`}
          className={styles.progressTrack}
        >
          <div className={styles.progressFill} style={{ width: `${percent}%` }} />
        </div>
      ) : null}
      <p className={styles.note}>
        {photo.status === 'uploading' ? `${percent}%` : STATUS_TEXT[photo.status]}
      </p>
      {photo.status === 'failed' && photo.error ? (
        <p className={styles.fieldError}>{flow.messageText(photo.error)}</p>
      ) : null}
      <div className={styles.row}>
        {retrying && photo.status === 'failed' ? (
          <Button
            size="sm"
            variant="secondary"
            aria-label={`Retry ${photo.name}`}
            onPress={() => flow.retryPhoto(photo.key)}
          >
            Retry
          </Button>
        ) : null}
        {canRemove ? (
          <Button
            size="sm"
            variant="ghost"
            aria-label={`Remove ${photo.name}`}
            onPress={() => flow.removePhoto(photo.key)}
          >
            Remove
          </Button>
        ) : null}
      </div>
    </li>
  );
}

/** Photos: up to 6 images with previews before upload and per-photo progress while sending. */
export function PhotoSection({ flow }: { flow: Flow }) {
  const { photos } = flow.context;
  const full = photos.length >= MAX_LISTING_PHOTOS;
  return (
    <fieldset className={styles.group} aria-describedby="photo-help">
      <legend className={styles.legend}>Photos</legend>
      <p id="photo-help" className={`${styles.note} ${styles.wideField}`}>
        {photos.length} of {MAX_LISTING_PHOTOS} photos. JPEG, PNG, WebP or HEIC up to 8 MB each; the first is
        the cover. Photos upload when you save.
      </p>
      {photos.length > 0 ? (
        <ul className={styles.photoGrid} aria-label="Photos of the listing">
          {photos.map((p) => (
            <PhotoCard key={p.key} flow={flow} photo={p} />
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
            Add photos
          </Button>
        </FileTrigger>
        {flow.photoError ? (
          <p className={styles.fieldError} role="alert">
            {flow.photoError}
          </p>
        ) : null}
        {flow.errorOf('photo') ? <p className={styles.fieldError}>{flow.errorOf('photo')}</p> : null}
      </div>
    </fieldset>
  );
}
