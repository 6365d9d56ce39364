import { Alert } from '@gari/ui/Alert';
import { Button } from '@gari/ui/Button';
import { Checkbox } from '@gari/ui/Checkbox';
import { Inline } from '@gari/ui/Inline';
import { Link } from '@gari/ui/Link';
import { useSearchParams } from 'react-router';
import { useT } from '../shared/locale';
import { AuthCard, AuthField, AuthForm, EmailField, FooterPrompt } from './AuthCard';
import { t as authT } from './messages';
import { safeRedirect, type UseLoginOptions, useLogin } from './useLogin';

/** Props of {@link LoginPage}: the options of {@link useLogin} (stories start it anywhere). */
export type LoginPageProps = UseLoginOptions;

/**
 * /login (spec §2 Accounts Login, §4 Login, §5 Login, §8): 'Welcome Back', Email, Password, Remember me,
 * 'Forgot password?' (/forgot-password), 'Sign up' (/register, carrying a same-site `?next=` so the
 * verification link lands there, issue #16). Required fields are checked before
 * sending; a failure shows the message ('Invalid email or password') in an alert and a 'Login failed'
 * toast; field errors of the server show on the fields. After signing in it returns to `?next=` (or
 * the page the member came from), default '/'.
 *
 * @selector `[data-state]` on the card: the `auth` machine state (`idle`, `signingIn`,
 * `failure`, `signedIn`, …).
 */
export function LoginPage(props: LoginPageProps) {
  const t = useT(authT);
  const { state, setField, setRemember, submit, isPending } = useLogin(props);
  const { context } = state;
  const error = (field: 'email' | 'password') => t.message(context.fieldErrors[field]?.[0]);
  const signedIn = state.matches('signedIn');
  const [params] = useSearchParams();
  const next = safeRedirect(params.get('next'), '');
  return (
    <AuthCard
      title={t('loginTitle')}
      subtitle={t('loginSubtitle')}
      state={String(state.value)}
      footer={
        <FooterPrompt
          prompt={t('noAccount')}
          href={next ? `/register?next=${encodeURIComponent(next)}` : '/register'}
          link={t('signUp')}
        />
      }
      failure={
        state.matches('failure') && context.error
          ? { title: t('loginFailedTitle'), message: t.message(context.error) }
          : null
      }
    >
      {signedIn ? (
        <Alert tone="success" title={t('signedInTitle')}>
          {context.emailVerified ? t('takingYouBack') : t('signedInVerify')}
        </Alert>
      ) : null}
      <AuthForm onSubmit={submit}>
        <EmailField
          value={context.email}
          onChange={(value) => setField('email', value)}
          error={error('email')}
          isDisabled={signedIn}
        />
        <AuthField
          name="password"
          type="password"
          label={t('password')}
          autoComplete="current-password"
          value={context.password}
          onChange={(value) => setField('password', value)}
          error={error('password')}
          isDisabled={signedIn}
        />
        <Inline justify="between">
          <Checkbox isSelected={context.remember} onChange={setRemember} isDisabled={signedIn}>
            {t('rememberMe')}
          </Checkbox>
          <Link href="/forgot-password">{t('forgotLink')}</Link>
        </Inline>
        <Button type="submit" fullWidth isPending={isPending} isDisabled={signedIn}>
          {t('signInButton')}
        </Button>
      </AuthForm>
    </AuthCard>
  );
}
