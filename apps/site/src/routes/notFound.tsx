/** The catch-all not-found page (spec §2 Static pages). */
export { NotFoundPage as Component } from '@gari/features/pages';
