/** /privacy (spec §2 Static pages). */
export { PrivacyPage as Component } from '@gari/features/pages';
