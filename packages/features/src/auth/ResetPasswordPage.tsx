import { Alert } from '@gari/ui/Alert';
import { Button, LinkButton } from '@gari/ui/Button';
import { Link } from '@gari/ui/Link';
import { TextField } from '@gari/ui/TextField';
import { AuthCard, AuthField, AuthForm, StatusIcon } from './AuthCard';
import { t } from './messages';
import { type UseResetPasswordOptions, useResetPassword } from './useResetPassword';

/** Props of {@link ResetPasswordPage}: the options of {@link useResetPassword}. */
export type ResetPasswordPageProps = UseResetPasswordOptions;

/**
 * /reset-password?token=…&email=… (spec §2 Reset password, §5, §8): the email of the link shown
 * disabled, New Password and Confirm Password (minimum 8, must match). A link without token or email
 * shows 'Invalid reset link' and goes to /forgot-password. Success shows a link to sign in.
 *
 * @selector `[data-state]` on the card: `editing`, `submitting`, `failure`, `done`, `invalidLink`.
 */
export function ResetPasswordPage(props: ResetPasswordPageProps) {
  const { state, setField, submit, isPending } = useResetPassword(props);
  const { context } = state;
  if (state.matches('invalidLink')) {
    return (
      <AuthCard title="Invalid reset link" state="invalidLink">
        <Alert tone="danger">This password reset link is invalid or expired.</Alert>
        <LinkButton href="/forgot-password" fullWidth>
          Request a new link
        </LinkButton>
      </AuthCard>
    );
  }
  if (state.matches('done')) {
    return (
      <AuthCard
        title="Password reset successful!"
        state="done"
        icon={<StatusIcon tone="success">✓</StatusIcon>}
        subtitle="Your password has been updated. You can now sign in."
      >
        <LinkButton href={`/login?email=${encodeURIComponent(context.email)}`} fullWidth>
          Sign In
        </LinkButton>
      </AuthCard>
    );
  }
  const password = (field: 'password' | 'password_confirmation', label: string, description?: string) => (
    <AuthField
      name={field}
      type="password"
      label={label}
      autoComplete="new-password"
      value={context[field]}
      onChange={(value) => setField(field, value)}
      error={t.message(context.fieldErrors[field]?.[0])}
      description={description}
    />
  );
  const linkError = t.message(context.fieldErrors.token?.[0] ?? context.fieldErrors.email?.[0]);
  return (
    <AuthCard
      title="Reset Password"
      subtitle="Choose a new password of at least 8 characters."
      state={String(state.value)}
      footer={<Link href="/login">Back to Login</Link>}
    >
      {state.matches('failure') ? (
        <Alert tone="danger" title="Reset failed">
          {t.message(context.error)}
          {linkError ? (
            <>
              {' '}
              <Link href="/forgot-password">Request a new link</Link>
            </>
          ) : null}
        </Alert>
      ) : null}
      <AuthForm onSubmit={submit}>
        <TextField name="email" type="email" label="Email" value={context.email} isDisabled />
        {password('password', 'New Password', 'At least 8 characters.')}
        {password('password_confirmation', 'Confirm Password')}
        <Button type="submit" fullWidth isPending={isPending}>
          Reset Password
        </Button>
      </AuthForm>
    </AuthCard>
  );
}
