import { Alert } from '@gari/ui/Alert';
import { Button, LinkButton } from '@gari/ui/Button';
import { Link } from '@gari/ui/Link';
import { Spinner } from '@gari/ui/Skeleton';
import { AuthCard, StatusIcon } from './AuthCard';
import * as styles from './auth.css';
import { t } from './messages';
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
  const { state, resend, isResending, canResend, next } = useEmailVerification(props);
  const { context } = state;
  const resendBlock = (
    <div className={styles.actions}>
      {canResend ? (
        <Button variant="secondary" fullWidth onPress={resend} isPending={isResending}>
          Resend verification email
        </Button>
      ) : (
        <LinkButton href="/login?next=%2Fverify-email" variant="secondary" fullWidth>
          Sign in to resend
        </LinkButton>
      )}
      {context.resent ? (
        <p role="status" className={styles.footer}>
          A new verification link is on its way.
        </p>
      ) : null}
      {context.resendError ? (
        <Alert tone="danger" title="Failed to send verification email">
          Please try again later.
        </Alert>
      ) : null}
    </div>
  );

  if (state.matches('verifying')) {
    return (
      <AuthCard title="Verifying your email" state="verifying">
        <Spinner label="Verifying your email…" />
      </AuthCard>
    );
  }
  if (state.matches('success')) {
    return (
      <AuthCard
        title="Email verified!"
        state="success"
        icon={<StatusIcon tone="success">✓</StatusIcon>}
        subtitle={
          context.signedIn
            ? 'Your email address is confirmed and you are signed in on this device. Welcome to Gari.'
            : 'Your email address is confirmed. Welcome to Gari.'
        }
      >
        <LinkButton href={next} fullWidth>
          Continue
        </LinkButton>
      </AuthCard>
    );
  }
  if (state.matches('error') || (state.matches('resending') && context.resendFrom === 'error')) {
    return (
      <AuthCard
        title="Verification failed"
        state={String(state.value)}
        icon={<StatusIcon tone="danger">!</StatusIcon>}
        footer={<Link href="/">Return to Home</Link>}
      >
        <Alert tone="danger">{t.message(context.error) ?? t('verifyLinkInvalid')}</Alert>
        {resendBlock}
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Verify your email"
      state={String(state.value)}
      icon={<StatusIcon>✉</StatusIcon>}
      subtitle={
        context.email ? (
          <>
            We sent a verification link to <span className={styles.emphasis}>{context.email}</span>. Open it
            to activate your account.
          </>
        ) : (
          'We sent you a verification link. Open it to activate your account.'
        )
      }
      footer={
        <>
          Already verified? <Link href="/login">Sign in</Link>
        </>
      }
    >
      {resendBlock}
    </AuthCard>
  );
}
