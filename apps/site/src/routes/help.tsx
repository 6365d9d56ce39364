/** /help (spec §2 Static pages). */
export { HelpPage as Component } from '@gari/features/pages';
