import { Skeleton } from '@gari/ui/Skeleton';
import { Stack } from '@gari/ui/Stack';
import * as styles from './FieldSkeleton.css';

/**
 * Look-alikes of `count` form fields (a label over an input or Select trigger, at their heights), for a
 * section of a form whose code loads on demand (issue #8): the page keeps its layout while the
 * section's chunk arrives; `hint`: each field also has a description line below. Decorative (`aria-hidden` skeletons); the section's `aria-busy` announces it.
 */
export function FieldSkeletons({ count, hint = false }: { count: number; hint?: boolean }) {
  return Array.from({ length: count }, (_, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of identical placeholders.
    <Stack gap="xs" key={i} data-field-skeleton="">
      <Skeleton width="40%" height={styles.label} />
      <Skeleton height={styles.control} radius="md" />
      {hint ? <Skeleton width="70%" height={styles.label} /> : null}
    </Stack>
  ));
}
