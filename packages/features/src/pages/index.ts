/**
 * `@gari/features/pages`: the not-found page, the coming-soon placeholders of later areas and the
 * static pages (spec §2 Static pages). One module per page so that each route gets its own chunk.
 */
export {
  COMING_SOON_AREAS,
  type ComingSoonArea,
  ComingSoonPage,
  type ComingSoonPageProps,
} from './ComingSoonPage';
export { ContactPage } from './ContactPage';
export { CookiesPage } from './CookiesPage';
export { HELP_FAQ, HelpPage } from './HelpPage';
export { MorePage } from './MorePage';
export { NotFoundPage } from './NotFoundPage';
export { PrivacyPage } from './PrivacyPage';
export { StaticPage, type StaticPageProps } from './StaticPage';
export { TermsPage } from './TermsPage';
