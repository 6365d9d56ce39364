/** /more (spec §2 Static pages). */
export { MorePage as Component } from '@gari/features/pages';
