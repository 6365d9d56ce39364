import { Alert } from '@gari/ui/Alert';
import { LinkButton } from '@gari/ui/Button';
import { Link } from '@gari/ui/Link';
import { Spinner } from '@gari/ui/Skeleton';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useT } from '../shared/locale';
import { RetryAlert } from '../shared/RetryAlert';
import { t as newsT } from './messages';
import * as styles from './newsletter.css';
import { type NewsletterLinkKind, useNewsletterLink } from './useNewsletterLink';

/** Props of {@link NewsletterLinkPage}. */
export interface NewsletterLinkPageProps {
  /** The mailed link this page opens: the double opt-in's confirm, or unsubscribe. */
  kind: NewsletterLinkKind;
}

/**
 * /newsletter/confirm?token= and /newsletter/unsubscribe?token= (issue #12 newsletter double opt-in;
 * the links of the newsletter mail): calls the API with the token (see `useNewsletterLink`) and shows
 * the outcome — a spinner while checking; 'Subscription confirmed' / 'You are unsubscribed' with the
 * server's text; 'Already confirmed' when the link was used before; 'This link does not work' with
 * the server's reason for an invalid, expired or replaced token (or a link without token) and a way
 * to subscribe again or write to us; a network failure with "Try again".
 *
 * @selector `[data-state]` on the root: `checking`, `done`, `already`, `invalid`, `missing`, `failed`.
 */
export function NewsletterLinkPage({ kind }: NewsletterLinkPageProps) {
  const t = useT(newsT);
  const [params] = useSearchParams();
  const link = useNewsletterLink(kind, params.get('token'));
  const confirm = kind === 'confirm';
  const title = confirm ? t('confirmTitle') : t('unsubscribeTitle');
  let body: ReactNode;
  switch (link.state) {
    case 'checking':
      body = <Spinner label={confirm ? t('confirming') : t('unsubscribing')} showLabel />;
      break;
    case 'done':
      body = (
        <Alert tone="success" title={confirm ? t('confirmedTitle') : t('unsubscribedTitle')}>
          {link.message ?? (confirm ? t('confirmed') : t('unsubscribed'))}
        </Alert>
      );
      break;
    case 'already':
      body = (
        <Alert tone="info" title={t('alreadyTitle')}>
          {link.message ?? t('alreadyConfirmed')}
        </Alert>
      );
      break;
    case 'invalid':
    case 'missing':
      body = (
        <>
          <Alert tone="danger" title={t('invalidTitle')}>
            {link.state === 'missing'
              ? t('noToken')
              : (link.message ?? (confirm ? t('badConfirmLink') : t('badUnsubscribeLink')))}
          </Alert>
          <p className={styles.note}>
            {t('subscribeAgain')} <Link href="/contact">{t('contact')}</Link>
          </p>
        </>
      );
      break;
    default:
      body = (
        <RetryAlert title={t('failedTitle')} onRetry={link.retry}>
          {t('failed')}
        </RetryAlert>
      );
  }
  return (
    <div className={styles.page} data-state={link.state}>
      <h1 className={styles.title}>{title}</h1>
      {body}
      <div>
        <LinkButton href="/" variant="secondary">
          {t('home')}
        </LinkButton>
      </div>
    </div>
  );
}

/** /newsletter/confirm?token= (see {@link NewsletterLinkPage}). */
export function NewsletterConfirmPage() {
  return <NewsletterLinkPage kind="confirm" />;
}

/** /newsletter/unsubscribe?token= (see {@link NewsletterLinkPage}). */
export function NewsletterUnsubscribePage() {
  return <NewsletterLinkPage kind="unsubscribe" />;
}
