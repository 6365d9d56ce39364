/**
 * `@gari/features/contact`: the contact form's and the footer's sends (issue #12) and the pages of the
 * newsletter's mailed links (/newsletter/confirm, /newsletter/unsubscribe).
 */
export {
  NewsletterConfirmPage,
  NewsletterLinkPage,
  type NewsletterLinkPageProps,
  NewsletterUnsubscribePage,
} from './NewsletterLinkPage';
export {
  type NewsletterLink,
  type NewsletterLinkKind,
  type NewsletterLinkState,
  newsletterLinkKey,
  useNewsletterLink,
} from './useNewsletterLink';
