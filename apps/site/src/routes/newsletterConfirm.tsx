/** /newsletter/confirm?token= (issue #12: the newsletter mail's confirm link; double opt-in). */
export { NewsletterConfirmPage as Component } from '@gari/features/contact';
