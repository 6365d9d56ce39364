/** /contact (spec §2 Static pages). */
export { ContactPage as Component } from '@gari/features/pages';
