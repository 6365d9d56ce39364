/** /terms (spec §2 Static pages). */
export { TermsPage as Component } from '@gari/features/pages';
