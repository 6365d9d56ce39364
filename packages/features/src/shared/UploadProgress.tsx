import * as s from './uploadProgress.css';

/** Props of {@link UploadProgress}. */
export interface UploadProgressProps {
  /** The bar's accessible name, e.g. 'Uploading front.jpg'. */
  label: string;
  /** How much is sent, 0–100 (%). */
  percent: number;
}

/**
 * The progress bar of a file being uploaded (spec §2 Sell a part photos, picture fields of the
 * partner pages): a `progressbar` named `label` with its value in %, the bar filled to `percent`.
 */
export function UploadProgress({ label, percent }: UploadProgressProps) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={`${percent}%`}
      className={s.track}
    >
      <div className={s.fill} style={{ width: `${percent}%` }} />
    </div>
  );
}
