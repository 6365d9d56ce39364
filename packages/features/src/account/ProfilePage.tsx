import type { DevAccount } from '@gari/client/types';
import type { User } from '@gari/contract/auth';
import { REGISTRATION_COUNTRIES } from '@gari/contract/countries';
import { Alert } from '@gari/ui/Alert';
import { Button } from '@gari/ui/Button';
import { Form, FormActions } from '@gari/ui/Form';
import { Inline } from '@gari/ui/Inline';
import { StatusDot } from '@gari/ui/Layout';
import { Link } from '@gari/ui/Link';
import { Select, SelectItem } from '@gari/ui/Select';
import { TextField } from '@gari/ui/TextField';
import { toast } from '@gari/ui/Toast';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useMemo, useState } from 'react';
import { ToggleButton } from 'react-aria-components';
import { useApi } from '../app';
import { useSession } from '../auth/session';
import { fieldError } from '../shared/fieldError';
import { useLocale, useT } from '../shared/locale';
import { TitledSection } from '../shared/TitledSection';
import { useErrorText } from '../shared/useErrorText';
import * as styles from './account.css';
import { accountT } from './messages';
import { ProfileAvatar } from './ProfileAvatar';
import { ProfileLanguage } from './ProfileLanguage';
import { regionName } from './regionName';
import { useDevAccounts } from './useDevAccounts';
import { type PasswordField, usePasswordChange } from './usePasswordChange';
import { NAME_MAX, useProfileForm } from './useProfileForm';

const EN = accountT.catalog.en;
/** Label of each session status (spec §2 Global chrome status dot) in English; the page reads its language. */
export const AUTH_STATUS_LABEL = {
  checking: EN.status_checking,
  authenticated: EN.status_authenticated,
  unauthenticated: EN.status_unauthenticated,
} as const;

/** Shows the first 8 and last 4 characters of a token ('eyJhbGci••••••••abcd'); short tokens are fully masked. */
export function maskToken(token: string): string {
  if (token.length <= 16) return '•'.repeat(token.length);
  return `${token.slice(0, 8)}${'•'.repeat(8)}${token.slice(-4)}`;
}

/** The 20 registration countries named and sorted in `locale` (spec §3), for the profile's country picker. */
function countryItems(locale: string): { id: string; name: string }[] {
  return REGISTRATION_COUNTRIES.map((c) => ({ id: c.code, name: regionName(c.code, locale) })).sort((a, b) =>
    a.name.localeCompare(b.name, locale),
  );
}

/** Props of {@link ProfileForm}. */
interface ProfileFormProps {
  /** The form's accessible name, e.g. 'Edit profile'. */
  label: string;
  /** Sends the form's flow its submit (the browser's own submit is prevented). */
  onSubmit: () => void;
  /** The fields and the actions. */
  children: ReactNode;
}

/**
 * A form of the profile page (Account's edit, Password): fields a medium gap apart, errors shown
 * through ARIA (`validationBehavior="aria"`, the flow validates), submitted to its flow.
 */
function ProfileForm({ label, onSubmit, children }: ProfileFormProps) {
  return (
    <Form
      gap="md"
      validationBehavior="aria"
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </Form>
  );
}

/**
 * The Account section of /profile (issue #16 Profile): the facts (name, email, phone, country, email
 * verified) with 'Edit profile', or the form (Name, Phone, Country; Save / Cancel). Saving runs
 * PATCH /users/me; field errors show under their field ('Phone: enter a valid mobile number for
 * Rwanda, e.g. +250 788 123 456.').
 *
 * @selector `[data-profile-state]` on the section: `viewing`, `editing`, `saving`, `saved`, `error`.
 */
export function ProfileDetails({ user }: { user: User }) {
  const t = useT(accountT);
  const { locale } = useLocale();
  const items = useMemo(() => countryItems(locale), [locale]);
  const form = useProfileForm(user);
  const editing = form.state === 'editing' || form.state === 'saving' || form.state === 'error';
  return (
    <section className={styles.section} aria-labelledby="profile-account" data-profile-state={form.state}>
      <Inline gap="md" justify="between">
        <h2 id="profile-account" className={styles.sectionTitle}>
          {t('account')}
        </h2>
        {editing ? null : (
          <Button variant="secondary" size="sm" onPress={form.edit}>
            {t('editProfile')}
          </Button>
        )}
      </Inline>
      {form.state === 'saved' ? (
        <p role="status" className={styles.muted}>
          {t('profileSaved')}
        </p>
      ) : null}
      {editing ? (
        <ProfileForm label={t('editProfile')} onSubmit={form.submit}>
          {form.message ? (
            <Alert tone="danger" title={t('savingFailed')}>
              {form.message}
            </Alert>
          ) : null}
          <TextField
            name="name"
            label={t('name')}
            autoComplete="name"
            isRequired
            maxLength={NAME_MAX}
            value={form.values.name}
            onChange={(value) => form.change('name', value)}
            {...fieldError(form.errors.name)}
          />
          <TextField
            name="phone"
            type="tel"
            label={t('phone')}
            autoComplete="tel"
            inputMode="tel"
            description={t('phoneHint', { country: regionName(form.values.country, locale) })}
            value={form.values.phone}
            onChange={(value) => form.change('phone', value)}
            {...fieldError(form.errors.phone)}
          />
          <Select
            name="country"
            label={t('country')}
            isRequired
            items={items}
            selectedKey={form.values.country}
            onSelectionChange={(key) => form.change('country', key == null ? user.country : String(key))}
            {...fieldError(form.errors.country)}
          >
            {(item: { id: string; name: string }) => (
              <SelectItem id={item.id} textValue={item.name}>
                {item.name}
              </SelectItem>
            )}
          </Select>
          <FormActions>
            <Button type="submit" isPending={form.state === 'saving'}>
              {t('save')}
            </Button>
            <Button variant="secondary" onPress={form.cancel} isDisabled={form.state === 'saving'}>
              {t('cancel')}
            </Button>
          </FormActions>
        </ProfileForm>
      ) : (
        <dl className={styles.facts}>
          <dt className={styles.term}>{t('name')}</dt>
          <dd className={styles.value}>{user.name}</dd>
          <dt className={styles.term}>{t('email')}</dt>
          <dd className={styles.value}>{user.email}</dd>
          <dt className={styles.term}>{t('phone')}</dt>
          <dd className={styles.value}>
            {user.phone ?? <span className={styles.muted}>{t('notSet')}</span>}
          </dd>
          <dt className={styles.term}>{t('country')}</dt>
          <dd className={styles.value}>{regionName(user.country, locale)}</dd>
          <dt className={styles.term}>{t('emailVerified')}</dt>
          <dd className={styles.value}>{user.email_verified_at ? t('yes') : t('no')}</dd>
        </dl>
      )}
    </section>
  );
}

/**
 * The Password section of /profile (issue #16 Profile): Current password, New password, Confirm new
 * password and 'Change password' (POST /users/me/password). A wrong current password shows under its
 * field; success says every other session was signed out and keeps this one.
 *
 * @selector `[data-password-state]` on the section: `idle`, `saving`, `saved`, `error`.
 */
export function PasswordChange() {
  const t = useT(accountT);
  const form = usePasswordChange();
  const field = (name: PasswordField, label: string, autoComplete: string) => (
    <TextField
      name={name}
      type="password"
      label={label}
      autoComplete={autoComplete}
      isRequired
      value={form.values[name]}
      onChange={(value) => form.change(name, value)}
      {...fieldError(form.errors[name])}
    />
  );
  return (
    <TitledSection
      look={styles.titledSection}
      data-password-state={form.state}
      titleId="profile-password"
      title={t('password')}
    >
      <p className={styles.muted}>{t('passwordIntro')}</p>
      {form.state === 'saved' ? (
        <Alert tone="success" title={t('passwordChanged')}>
          {form.ended === 1 ? t('endedOne') : t('endedMany', { n: form.ended ?? 0 })}
        </Alert>
      ) : null}
      {form.message ? (
        <Alert tone="danger" title={t('passwordNotChanged')}>
          {form.message}
        </Alert>
      ) : null}
      <ProfileForm label={t('changePassword')} onSubmit={form.submit}>
        {field('current_password', t('currentPassword'), 'current-password')}
        {field('password', t('newPassword'), 'new-password')}
        {field('password_confirmation', t('confirmPassword'), 'new-password')}
        <FormActions>
          <Button type="submit" isPending={form.state === 'saving'}>
            {t('changePassword')}
          </Button>
        </FormActions>
      </ProfileForm>
    </TitledSection>
  );
}

/**
 * /profile (spec §2 Accounts Profile, issue #16 Profile): Account (name, email, phone, country, Email
 * Verified Yes/No, with 'Edit profile'), Password (change it; ends the other sessions), Sessions (a link
 * to /sessions: each device with its last use, end any of them), Auth Status (dot and text; 'Not
 * authenticated with API.' when GET /users/me fails; Refresh and Logout).
 *
 * Development only (issue #16: "no token and no quick login on the page outside development on
 * localhost"): the stored access token (masked, 'Show token') and the developer quick-login buttons
 * show only when GET /dev/accounts answered — the API answers it only outside production and to a
 * loopback client; one gate for both ({@link useDevAccounts}).
 *
 * @selector `[data-state]` on the page: the session status; `[data-dev-tools]` when the gate is open.
 */
export function ProfilePage() {
  const errorText = useErrorText();
  const t = useT(accountT);
  const api = useApi();
  const session = useSession();
  const queryClient = useQueryClient();
  const devAccounts = useDevAccounts();
  const devTools = Array.isArray(devAccounts.data) ? devAccounts.data : null;
  const [showToken, setShowToken] = useState(false);
  const [refreshing, setRefreshing] = useState(false);
  const token = api.store.getAccessToken();
  const signedIn = token !== null;
  const quickLogin = useMutation({
    mutationFn: (account: DevAccount) => api.auth.login({ email: account.email, password: account.password }),
    onSuccess: async (_data, account) => {
      await queryClient.invalidateQueries();
      await session.refresh();
      toast.success(t('signedIn'), t('signedInAs', { name: account.name }));
    },
    onError: (error) => toast.error(t('loginFailed'), errorText(error)),
  });
  const { user, status } = session;

  return (
    <div className={styles.page} data-state={status} data-dev-tools={devTools ? '' : undefined}>
      <h1 className={styles.title}>{t('profile')}</h1>

      {user ? <ProfileAvatar key={`avatar-${user.id}`} user={user} /> : null}
      {user ? (
        <ProfileDetails key={user.id} user={user} />
      ) : (
        <TitledSection look={styles.titledSection} titleId="profile-account" title={t('account')}>
          {status === 'checking' ? (
            <p className={styles.muted}>{t('loadingAccount')}</p>
          ) : (
            <Alert tone="warning">
              {t('notAuthenticated')} <Link href="/login?next=%2Fprofile">{t('signIn')}</Link>
            </Alert>
          )}
        </TitledSection>
      )}

      {user ? <PasswordChange key={`password-${user.id}`} /> : null}

      <ProfileLanguage />

      {user ? (
        <TitledSection look={styles.titledSection} titleId="profile-sessions" title={t('sessions')}>
          <p className={styles.muted}>{t('sessionsIntro')}</p>
          <p>
            <Link href="/sessions">{t('seeSessions')}</Link>
          </p>
        </TitledSection>
      ) : null}

      <TitledSection look={styles.titledSection} titleId="profile-auth" title={t('authStatus')}>
        <p>
          <StatusDot status={status} label={t(`status_${status}`)} showLabel />
        </p>
        {devTools ? (
          <dl className={styles.facts}>
            <dt className={styles.term}>{t('storedToken')}</dt>
            <dd className={styles.value}>
              {token ? (
                <span className={styles.token} data-token-visible={showToken || undefined}>
                  {showToken ? token : maskToken(token)}
                </span>
              ) : (
                <span className={styles.muted}>{t('noToken')}</span>
              )}
            </dd>
          </dl>
        ) : null}
        <Inline align="stretch">
          {devTools && token ? (
            <ToggleButton isSelected={showToken} onChange={setShowToken} className={styles.toggle}>
              {showToken ? t('hideToken') : t('showToken')}
            </ToggleButton>
          ) : null}
          <Button
            variant="secondary"
            isPending={refreshing}
            onPress={async () => {
              setRefreshing(true);
              try {
                await session.refresh();
              } finally {
                setRefreshing(false);
              }
            }}
          >
            {t('refresh')}
          </Button>
          {signedIn ? (
            <Button variant="danger" onPress={session.logout} isPending={session.isLoggingOut}>
              {session.isLoggingOut ? t('loggingOut') : t('logout')}
            </Button>
          ) : null}
        </Inline>
      </TitledSection>

      {devTools && devTools.length > 0 ? (
        <TitledSection look={styles.titledSection} titleId="profile-dev" title={t('devLogin')}>
          <p className={styles.muted}>{t('devLoginIntro')}</p>
          <Inline align="stretch">
            {devTools.map((account) => (
              <Button
                key={account.email}
                variant="secondary"
                isPending={quickLogin.isPending && quickLogin.variables?.email === account.email}
                isDisabled={quickLogin.isPending}
                onPress={() => quickLogin.mutate(account)}
              >
                {t('signInAs', { name: account.name })}
              </Button>
            ))}
          </Inline>
        </TitledSection>
      ) : null}
    </div>
  );
}
