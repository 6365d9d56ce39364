import { Button, LinkButton } from '@gari/ui/Button';
import { Stack } from '@gari/ui/Stack';
import { useT } from '../shared/locale';
import { AuthCard, AuthForm, EmailField, FooterPrompt, FormCard, StatusIcon } from './AuthCard';
import * as styles from './auth.css';
import { t as authT } from './messages';
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
  const t = useT(authT);
  const { state, setEmail, submit, tryDifferentEmail, isPending } = useForgotPassword(props);
  const { context } = state;
  if (state.matches('sent')) {
    return (
      <AuthCard
        title={t('checkEmailTitle')}
        state="sent"
        icon={<StatusIcon>✉</StatusIcon>}
        subtitle={
          <>
            {t('resetSentTo')} <span className={styles.emphasis}>{context.sentTo}</span>. {t('resetSentOnce')}
          </>
        }
      >
        <Stack gap="sm">
          <Button variant="secondary" fullWidth onPress={tryDifferentEmail}>
            {t('tryDifferentEmail')}
          </Button>
          <LinkButton href="/login" variant="ghost" fullWidth>
            {t('backToLogin')}
          </LinkButton>
        </Stack>
      </AuthCard>
    );
  }
  const error = t.message(context.fieldErrors.email?.[0]);
  return (
    <FormCard
      screen="forgot"
      state={state}
      footer={<FooterPrompt prompt={t('remembered')} href="/login" link={t('backToLogin')} />}
    >
      <AuthForm onSubmit={submit}>
        <EmailField value={context.email} onChange={setEmail} error={error} />
        <Button type="submit" fullWidth isPending={isPending}>
          {t('sendResetLink')}
        </Button>
      </AuthForm>
    </FormCard>
  );
}
