/** /newsletter/unsubscribe?token= (issue #12: the newsletter mail's unsubscribe link). */
export { NewsletterUnsubscribePage as Component } from '@gari/features/contact';
