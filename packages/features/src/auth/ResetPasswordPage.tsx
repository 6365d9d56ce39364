import { Alert } from '@gari/ui/Alert';
import { Button, LinkButton } from '@gari/ui/Button';
import { Link } from '@gari/ui/Link';
import { TextField } from '@gari/ui/TextField';
import { useT } from '../shared/locale';
import { AuthCard, AuthField, AuthForm, SuccessCard } from './AuthCard';
import { t as authT } from './messages';
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
  const t = useT(authT);
  const { state, setField, submit, isPending } = useResetPassword(props);
  const { context } = state;
  if (state.matches('invalidLink')) {
    return (
      <AuthCard title={t('resetLinkInvalidTitle')} state="invalidLink">
        <Alert tone="danger">{t('resetLinkInvalid')}</Alert>
        <LinkButton href="/forgot-password" fullWidth>
          {t('requestNewLink')}
        </LinkButton>
      </AuthCard>
    );
  }
  if (state.matches('done')) {
    return (
      <SuccessCard state="done" title={t('doneTitle')} subtitle={t('done')}>
        <LinkButton href={`/login?email=${encodeURIComponent(context.email)}`} fullWidth>
          {t('signInButton')}
        </LinkButton>
      </SuccessCard>
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
      title={t('resetTitle')}
      subtitle={t('resetSubtitle')}
      state={String(state.value)}
      footer={<Link href="/login">{t('backToLogin')}</Link>}
    >
      {state.matches('failure') ? (
        <Alert tone="danger" title={t('resetFailedTitle')}>
          {t.message(context.error)}
          {linkError ? (
            <>
              {' '}
              <Link href="/forgot-password">{t('requestNewLink')}</Link>
            </>
          ) : null}
        </Alert>
      ) : null}
      <AuthForm onSubmit={submit}>
        <TextField name="email" type="email" label={t('email')} value={context.email} isDisabled />
        {password('password', t('newPassword'), t('atLeast8'))}
        {password('password_confirmation', t('confirmPassword'))}
        <Button type="submit" fullWidth isPending={isPending}>
          {t('resetTitle')}
        </Button>
      </AuthForm>
    </AuthCard>
  );
}
