import { Alert } from '@gari/ui/Alert';
import { Button, LinkButton } from '@gari/ui/Button';
import { Link } from '@gari/ui/Link';
import { Spinner } from '@gari/ui/Skeleton';
import { Stack } from '@gari/ui/Stack';
import { useT } from '../shared/locale';
import { AuthCard, FooterPrompt, StatusIcon, SuccessCard } from './AuthCard';
import * as styles from './auth.css';
import { t as authT } from './messages';
import { type UseEmailVerificationOptions, useEmailVerification } from './useEmailVerification';

/** Props of {@link VerifyEmailPage}: the options of {@link useEmailVerification}. */
export type VerifyEmailPageProps = UseEmailVerificationOptions;

/**
 * /verify-email (spec §2 Verify email, §4, §8). Pending ('Verify your email', the address from
 * `?email=`, a resend button), verifying (when the link carries `id` and `hash`), success ('Email
 * verified!'; signed in on this device when it had no session, issue #16; 'Continue' goes to the
 * link's same-site `next`, else '/'), error ('The verification link is invalid or has expired.' and resend). Resend
 * needs a signed-in member; signed out, a 'Sign in to resend' link is shown instead.
 *
 * @selector `[data-state]` on the card: `pending`, `verifying`, `success`, `error`, `resending`.
 */
export function VerifyEmailPage(props: VerifyEmailPageProps) {
  const t = useT(authT);
  const { state, resend, isResending, canResend, next } = useEmailVerification(props);
  const { context } = state;
  const resendBlock = (
    <Stack gap="sm">
      {canResend ? (
        <Button variant="secondary" fullWidth onPress={resend} isPending={isResending}>
          {t('resendVerification')}
        </Button>
      ) : (
        <LinkButton href="/login?next=%2Fverify-email" variant="secondary" fullWidth>
          {t('signInToResend')}
        </LinkButton>
      )}
      {context.resent ? (
        <p role="status" className={styles.footer}>
          {t('resentNote')}
        </p>
      ) : null}
      {context.resendError ? (
        <Alert tone="danger" title={t('resendFailedTitle')}>
          {t('resendFailed')}
        </Alert>
      ) : null}
    </Stack>
  );

  if (state.matches('verifying')) {
    return (
      <AuthCard title={t('verifyingTitle')} state="verifying">
        <Spinner label={t('verifyingLabel')} />
      </AuthCard>
    );
  }
  if (state.matches('success')) {
    return (
      <SuccessCard
        state="success"
        title={t('verifiedTitle')}
        subtitle={context.signedIn ? t('verifiedSignedIn') : t('verified')}
      >
        <LinkButton href={next} fullWidth>
          {t('continue')}
        </LinkButton>
      </SuccessCard>
    );
  }
  if (state.matches('error') || (state.matches('resending') && context.resendFrom === 'error')) {
    return (
      <AuthCard
        title={t('verifyFailedTitle')}
        state={String(state.value)}
        icon={<StatusIcon tone="danger">!</StatusIcon>}
        footer={<Link href="/">{t('returnHome')}</Link>}
      >
        <Alert tone="danger">{t.message(context.error) ?? t('verifyLinkInvalid')}</Alert>
        {resendBlock}
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title={t('verifyTitle')}
      state={String(state.value)}
      icon={<StatusIcon>✉</StatusIcon>}
      subtitle={
        context.email ? (
          <>
            {t('verifySentTo')} <span className={styles.emphasis}>{context.email}</span>. {t('verifyOpen')}
          </>
        ) : (
          t('verifySent')
        )
      }
      footer={<FooterPrompt prompt={t('alreadyVerified')} href="/login" link={t('signInLink')} />}
    >
      {resendBlock}
    </AuthCard>
  );
}
