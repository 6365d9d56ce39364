import { Skeleton } from '@gari/ui/Skeleton';

/** Props of {@link SkeletonGrid}. */
export interface SkeletonGridProps {
  /** The list's grid class, so the placeholders take the cards' places. */
  className: string;
  /** Height of one placeholder card (CSS length, e.g. '18rem'). */
  height: string;
  /** How many placeholder cards. @default 3 */
  count?: number;
}

/**
 * Placeholder cards while a list of cards loads (the spareshop's listings, the garages and
 * carwashes): hidden from assistive technology, which hears the list's own loading text instead.
 */
export function SkeletonGrid({ className, height, count = 3 }: SkeletonGridProps) {
  return (
    <ul className={className} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity of their own.
        <li key={i}>
          <Skeleton height={height} radius="lg" />
        </li>
      ))}
    </ul>
  );
}
