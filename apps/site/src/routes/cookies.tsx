/** /cookies (spec §2 Static pages). */
export { CookiesPage as Component } from '@gari/features/pages';
