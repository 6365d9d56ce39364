import type { DevAccount } from '@gari/client/types';
import { Alert } from '@gari/ui/Alert';
import { Button } from '@gari/ui/Button';
import { StatusDot } from '@gari/ui/Layout';
import { Link } from '@gari/ui/Link';
import { toast } from '@gari/ui/Toast';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ToggleButton } from 'react-aria-components';
import { useApi } from '../app';
import { useSession } from '../auth/session';
import * as styles from './account.css';
import { useDevAccounts } from './useDevAccounts';

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

/**
 * /profile (spec §2 Accounts Profile): Account (name, email, Email Verified Yes/No), Auth Status (dot
 * and text; 'Not authenticated with API.' when GET /users/me fails), the stored access token (masked,
 * 'Show token' toggle), Refresh (re-runs the session check) and Logout, and the developer quick-login
 * buttons for the two fixed accounts of GET /dev/accounts (none in production).
 *
 * @selector `[data-state]` on the page: the session status.
 */
export function ProfilePage() {
  const api = useApi();
  const session = useSession();
  const queryClient = useQueryClient();
  const devAccounts = useDevAccounts();
  const [showToken, setShowToken] = useState(false);
  const [refreshing, setRefreshing] = useState(false);
  const token = api.store.getAccessToken();
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
    <div className={styles.page} data-state={status}>
      <h1 className={styles.title}>Profile</h1>

      <section className={styles.section} aria-labelledby="profile-account">
        <h2 id="profile-account" className={styles.sectionTitle}>
          Account
        </h2>
        {user ? (
          <dl className={styles.facts}>
            <dt className={styles.term}>Name</dt>
            <dd className={styles.value}>{user.name}</dd>
            <dt className={styles.term}>Email</dt>
            <dd className={styles.value}>{user.email}</dd>
            <dt className={styles.term}>Email Verified</dt>
            <dd className={styles.value}>{user.email_verified_at ? 'Yes' : 'No'}</dd>
          </dl>
        ) : status === 'checking' ? (
          <p className={styles.muted}>Loading account…</p>
        ) : (
          <Alert tone="warning">
            Not authenticated with API. <Link href="/login?next=%2Fprofile">Sign in</Link>
          </Alert>
        )}
      </section>

      <section className={styles.section} aria-labelledby="profile-auth">
        <h2 id="profile-auth" className={styles.sectionTitle}>
          Auth Status
        </h2>
        <p>
          <StatusDot status={status} label={AUTH_STATUS_LABEL[status]} showLabel />
        </p>
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
        <div className={styles.buttons}>
          {token ? (
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
          {token ? (
            <Button variant="danger" onPress={session.logout} isPending={session.isLoggingOut}>
              {session.isLoggingOut ? 'Logging out...' : 'Logout'}
            </Button>
          ) : null}
        </div>
      </section>

      {devAccounts.data && devAccounts.data.length > 0 ? (
        <section className={styles.section} aria-labelledby="profile-dev">
          <h2 id="profile-dev" className={styles.sectionTitle}>
            Developer quick login
          </h2>
          <p className={styles.muted}>Fixed test accounts, available only outside production.</p>
          <div className={styles.buttons}>
            {devAccounts.data.map((account) => (
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
