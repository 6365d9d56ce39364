import { Skeleton } from '@gari/ui/Skeleton';
import { visuallyHidden } from '@gari/ui/theme';

/** Props of {@link LoadingStatus}. */
export interface LoadingStatusProps {
  /** What assistive technology hears, e.g. 'Loading sessions…'. */
  label: string;
  /** Height of one placeholder line (CSS length, e.g. '4rem'). */
  height: string;
  /** How many placeholder lines. @default 1 */
  lines?: number;
}

/**
 * A section loading (spec §8): a `role="status"` region that says `label` to assistive technology
 * and shows skeleton lines in the place of the content.
 */
export function LoadingStatus({ label, height, lines }: LoadingStatusProps) {
  return (
    <div role="status">
      <span className={visuallyHidden}>{label}</span>
      <Skeleton height={height} {...(lines === undefined ? {} : { lines })} />
    </div>
  );
}
