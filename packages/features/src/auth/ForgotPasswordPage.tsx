import { Alert } from '@gari/ui/Alert';
import { Button, LinkButton } from '@gari/ui/Button';
import { Link } from '@gari/ui/Link';
import { AuthCard, AuthForm, EmailField, StatusIcon } from './AuthCard';
import * as styles from './auth.css';
import { t } from './messages';
import { type UseForgotPasswordOptions, useForgotPassword } from './useForgotPassword';

/** Props of {@link ForgotPasswordPage}: the options of {@link useForgotPassword}. */
export type ForgotPasswordPageProps = UseForgotPasswordOptions;

/**
 * /forgot-password (spec §2 Forgot password, §4, §8): an email form; on success the 'Check Your Email'
 * screen with 'Try Different Email' (back to the form) and 'Back to Login'.
 *
 * @selector `[data-state]` on the card: `editing`, `sending`, `sent`, `failure`.
 */
export function ForgotPasswordPage(props: ForgotPasswordPageProps) {
  const { state, setEmail, submit, tryDifferentEmail, isPending } = useForgotPassword(props);
  const { context } = state;
  if (state.matches('sent')) {
    return (
      <AuthCard
        title="Check Your Email"
        state="sent"
        icon={<StatusIcon>✉</StatusIcon>}
        subtitle={
          <>
            We sent a password reset link to <span className={styles.emphasis}>{context.sentTo}</span>. The
            link works once; open it on this device to choose a new password.
          </>
        }
      >
        <div className={styles.actions}>
          <Button variant="secondary" fullWidth onPress={tryDifferentEmail}>
            Try Different Email
          </Button>
          <LinkButton href="/login" variant="ghost" fullWidth>
            Back to Login
          </LinkButton>
        </div>
      </AuthCard>
    );
  }
  const error = t.message(context.fieldErrors.email?.[0]);
  return (
    <AuthCard
      title="Forgot Password?"
      subtitle="Enter the email of your account and we will send you a link to reset your password."
      state={String(state.value)}
      footer={
        <>
          Remembered it? <Link href="/login">Back to Login</Link>
        </>
      }
    >
      {state.matches('failure') ? (
        <Alert tone="danger" title="Failed to send reset link">
          {t.message(context.error)}
        </Alert>
      ) : null}
      <AuthForm onSubmit={submit}>
        <EmailField value={context.email} onChange={setEmail} error={error} />
        <Button type="submit" fullWidth isPending={isPending}>
          Send Reset Link
        </Button>
      </AuthForm>
    </AuthCard>
  );
}
