import type { DevAccount } from '@gari/client/types';
import type { User } from '@gari/contract/auth';
import { REGISTRATION_COUNTRIES } from '@gari/contract/countries';
import { countryName } from '@gari/contract/rules/memberPhone';
import { Alert } from '@gari/ui/Alert';
import { Button } from '@gari/ui/Button';
import { Form, FormActions } from '@gari/ui/Form';
import { StatusDot } from '@gari/ui/Layout';
import { Link } from '@gari/ui/Link';
import { Select, SelectItem } from '@gari/ui/Select';
import { TextField } from '@gari/ui/TextField';
import { toast } from '@gari/ui/Toast';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ToggleButton } from 'react-aria-components';
import { useApi } from '../app';
import { useSession } from '../auth/session';
import { fieldError } from '../shared/fieldError';
import * as styles from './account.css';
import { ProfileAvatar } from './ProfileAvatar';
import { ProfileLanguage } from './ProfileLanguage';
import { useDevAccounts } from './useDevAccounts';
import { type PasswordField, usePasswordChange } from './usePasswordChange';
import { NAME_MAX, useProfileForm } from './useProfileForm';

/** Label of each session status (spec §2 Global chrome status dot). */
export const AUTH_STATUS_LABEL = {
  checking: 'Checking…',
  authenticated: 'Authenticated with API',
  unauthenticated: 'Not authenticated with API.',
} as const;

/** Shows the first 8 and last 4 characters of a token ('eyJhbGci••••••••abcd'); short tokens are fully masked. */
export function maskToken(token: string): string {
  if (token.length <= 16) return '•'.repeat(token.length);
  return `${token.slice(0, 8)}${'•'.repeat(8)}${token.slice(-4)}`;
}

/** The 20 registration countries sorted by name (spec §3), for the profile's country picker. */
const COUNTRY_ITEMS = [...REGISTRATION_COUNTRIES]
  .sort((a, b) => a.name.localeCompare(b.name))
  .map((c) => ({ id: c.code, name: c.name }));

/**
 * The Account section of /profile (issue #16 Profile): the facts (name, email, phone, country, email
 * verified) with 'Edit profile', or the form (Name, Phone, Country; Save / Cancel). Saving runs
 * PATCH /users/me; field errors show under their field ('Phone: enter a valid mobile number for
 * Rwanda, e.g. +250 788 123 456.').
 *
 * @selector `[data-profile-state]` on the section: `viewing`, `editing`, `saving`, `saved`, `error`.
 */
export function ProfileDetails({ user }: { user: User }) {
  const form = useProfileForm(user);
  const editing = form.state === 'editing' || form.state === 'saving' || form.state === 'error';
  return (
    <section className={styles.section} aria-labelledby="profile-account" data-profile-state={form.state}>
      <div className={styles.headerRow}>
        <h2 id="profile-account" className={styles.sectionTitle}>
          Account
        </h2>
        {editing ? null : (
          <Button variant="secondary" size="sm" onPress={form.edit}>
            Edit profile
          </Button>
        )}
      </div>
      {form.state === 'saved' ? (
        <p role="status" className={styles.muted}>
          Profile saved.
        </p>
      ) : null}
      {editing ? (
        <Form
          gap="md"
          validationBehavior="aria"
          aria-label="Edit profile"
          onSubmit={(event) => {
            event.preventDefault();
            form.submit();
          }}
        >
          {form.message ? (
            <Alert tone="danger" title="Saving failed">
              {form.message}
            </Alert>
          ) : null}
          <TextField
            name="name"
            label="Name"
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
            label="Phone"
            autoComplete="tel"
            inputMode="tel"
            description={`Your mobile number in ${countryName(form.values.country)}; saved with its country code.`}
            value={form.values.phone}
            onChange={(value) => form.change('phone', value)}
            {...fieldError(form.errors.phone)}
          />
          <Select
            name="country"
            label="Country"
            isRequired
            items={COUNTRY_ITEMS}
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
              Save
            </Button>
            <Button variant="secondary" onPress={form.cancel} isDisabled={form.state === 'saving'}>
              Cancel
            </Button>
          </FormActions>
        </Form>
      ) : (
        <dl className={styles.facts}>
          <dt className={styles.term}>Name</dt>
          <dd className={styles.value}>{user.name}</dd>
          <dt className={styles.term}>Email</dt>
          <dd className={styles.value}>{user.email}</dd>
          <dt className={styles.term}>Phone</dt>
          <dd className={styles.value}>{user.phone ?? <span className={styles.muted}>Not set</span>}</dd>
          <dt className={styles.term}>Country</dt>
          <dd className={styles.value}>{countryName(user.country)}</dd>
          <dt className={styles.term}>Email Verified</dt>
          <dd className={styles.value}>{user.email_verified_at ? 'Yes' : 'No'}</dd>
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
    <section className={styles.section} aria-labelledby="profile-password" data-password-state={form.state}>
      <h2 id="profile-password" className={styles.sectionTitle}>
        Password
      </h2>
      <p className={styles.muted}>Changing it signs you out everywhere else; this device stays signed in.</p>
      {form.state === 'saved' ? (
        <Alert tone="success" title="Password changed">
          {form.ended === 1
            ? '1 other session was signed out.'
            : `${form.ended ?? 0} other sessions were signed out.`}
        </Alert>
      ) : null}
      {form.message ? (
        <Alert tone="danger" title="Password not changed">
          {form.message}
        </Alert>
      ) : null}
      <Form
        gap="md"
        validationBehavior="aria"
        aria-label="Change password"
        onSubmit={(event) => {
          event.preventDefault();
          form.submit();
        }}
      >
        {field('current_password', 'Current password', 'current-password')}
        {field('password', 'New password', 'new-password')}
        {field('password_confirmation', 'Confirm new password', 'new-password')}
        <FormActions>
          <Button type="submit" isPending={form.state === 'saving'}>
            Change password
          </Button>
        </FormActions>
      </Form>
    </section>
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
      toast.success('Signed in', `Signed in as ${account.name}.`);
    },
    onError: (error) => toast.error('Login failed', error instanceof Error ? error.message : undefined),
  });
  const { user, status } = session;

  return (
    <div className={styles.page} data-state={status} data-dev-tools={devTools ? '' : undefined}>
      <h1 className={styles.title}>Profile</h1>

      {user ? <ProfileAvatar key={`avatar-${user.id}`} user={user} /> : null}
      {user ? (
        <ProfileDetails key={user.id} user={user} />
      ) : (
        <section className={styles.section} aria-labelledby="profile-account">
          <h2 id="profile-account" className={styles.sectionTitle}>
            Account
          </h2>
          {status === 'checking' ? (
            <p className={styles.muted}>Loading account…</p>
          ) : (
            <Alert tone="warning">
              Not authenticated with API. <Link href="/login?next=%2Fprofile">Sign in</Link>
            </Alert>
          )}
        </section>
      )}

      {user ? <PasswordChange key={`password-${user.id}`} /> : null}

      <ProfileLanguage />

      {user ? (
        <section className={styles.section} aria-labelledby="profile-sessions">
          <h2 id="profile-sessions" className={styles.sectionTitle}>
            Sessions
          </h2>
          <p className={styles.muted}>
            The devices signed in to your account, with when each was last used. End any you do not recognise.
          </p>
          <p>
            <Link href="/sessions">See and end your sessions</Link>
          </p>
        </section>
      ) : null}

      <section className={styles.section} aria-labelledby="profile-auth">
        <h2 id="profile-auth" className={styles.sectionTitle}>
          Auth Status
        </h2>
        <p>
          <StatusDot status={status} label={AUTH_STATUS_LABEL[status]} showLabel />
        </p>
        {devTools ? (
          <dl className={styles.facts}>
            <dt className={styles.term}>Stored access token</dt>
            <dd className={styles.value}>
              {token ? (
                <span className={styles.token} data-token-visible={showToken || undefined}>
                  {showToken ? token : maskToken(token)}
                </span>
              ) : (
                <span className={styles.muted}>No token stored.</span>
              )}
            </dd>
          </dl>
        ) : null}
        <div className={styles.buttons}>
          {devTools && token ? (
            <ToggleButton isSelected={showToken} onChange={setShowToken} className={styles.toggle}>
              {showToken ? 'Hide token' : 'Show token'}
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
            Refresh
          </Button>
          {signedIn ? (
            <Button variant="danger" onPress={session.logout} isPending={session.isLoggingOut}>
              {session.isLoggingOut ? 'Logging out...' : 'Logout'}
            </Button>
          ) : null}
        </div>
      </section>

      {devTools && devTools.length > 0 ? (
        <section className={styles.section} aria-labelledby="profile-dev">
          <h2 id="profile-dev" className={styles.sectionTitle}>
            Developer quick login
          </h2>
          <p className={styles.muted}>Fixed test accounts, available only in development on this computer.</p>
          <div className={styles.buttons}>
            {devTools.map((account) => (
              <Button
                key={account.email}
                variant="secondary"
                isPending={quickLogin.isPending && quickLogin.variables?.email === account.email}
                isDisabled={quickLogin.isPending}
                onPress={() => quickLogin.mutate(account)}
              >
                {`Sign in as ${account.name}`}
              </Button>
            ))}
          </div>
        </section>
      ) : null}
    </div>
  );
}
