/** `@gari/ui/Skeleton`: `Skeleton`, `Spinner`. */
export { Skeleton, type SkeletonProps, Spinner, type SpinnerProps } from './Skeleton';
