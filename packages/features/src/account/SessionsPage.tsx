import type { Session } from '@gari/contract/auth';
import { Alert } from '@gari/ui/Alert';
import { Badge } from '@gari/ui/Badge';
import { Box } from '@gari/ui/Box';
import { Button } from '@gari/ui/Button';
import { Inline } from '@gari/ui/Inline';
import { Stack } from '@gari/ui/Stack';
import { toast } from '@gari/ui/Toast';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useApi } from '../app';
import { useSession } from '../auth/session';
import { LoadingStatus } from '../shared/LoadingStatus';
import { useT } from '../shared/locale';
import { useErrorText } from '../shared/useErrorText';
import { useTimeAgo } from '../shared/useTimeAgo';
import * as styles from './account.css';
import { accountT } from './messages';

/** Query key of GET /auth/sessions. */
export const SESSIONS_KEY = ['auth', 'sessions'] as const;

/**
 * A short device name from a user agent: browser and system ('Chrome on Android', 'Safari on iPhone'),
 * 'Unknown device' when there is none; read with `t` (the account catalog in the member's language;
 * English by default).
 */
export function describeDevice(userAgent: string | null, t: typeof accountT = accountT): string {
  if (!userAgent) return t('unknownDevice');
  const system = /iPhone/.test(userAgent)
    ? 'iPhone'
    : /iPad/.test(userAgent)
      ? 'iPad'
      : /Android/.test(userAgent)
        ? 'Android'
        : /Windows/.test(userAgent)
          ? 'Windows'
          : /Mac OS X|Macintosh/.test(userAgent)
            ? 'macOS'
            : /Linux/.test(userAgent)
              ? 'Linux'
              : null;
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /Firefox\//.test(userAgent)
      ? 'Firefox'
      : /Chrome\//.test(userAgent)
        ? 'Chrome'
        : /Safari\//.test(userAgent)
          ? 'Safari'
          : null;
  if (browser && system) return t('browserOn', { browser, system });
  return browser ?? system ?? t('unknownDevice');
}

/** Props of {@link SessionsPage}. */
export interface SessionsPageProps {
  /** "Now" for the last-seen labels. @default the current time */
  now?: Date;
}

/**
 * /sessions (spec §2 Accounts Sessions, §7, §8): the member's active sessions (device from the user
 * agent, IP, last seen as 'Just now' / 'Nm ago' / 'Nh ago' / 'Nd ago' / date, the current one marked)
 * with Revoke per session and Logout All Devices. Empty: 'No active sessions found' with a hint that
 * JWT sessions may not be enabled. Failures toast 'Failed to revoke session' / 'Failed to logout from
 * all devices'. Revoking the current session, or all, signs out here too (→ /login).
 *
 * @selector `[data-session-id]` and `[data-current]` on each list item.
 */
export function SessionsPage({ now }: SessionsPageProps) {
  const errorText = useErrorText();
  const t = useT(accountT);
  const timeAgo = useTimeAgo();
  const device = (userAgent: string | null) => describeDevice(userAgent, t);
  const api = useApi();
  const session = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const sessions = useQuery({ queryKey: SESSIONS_KEY, queryFn: () => api.auth.sessions() });

  const signedOutHere = async () => {
    queryClient.clear();
    await session.refresh();
    navigate('/login', { replace: true });
  };

  const revoke = useMutation({
    mutationFn: (target: Session) => api.auth.revokeSession(target.id),
    onSuccess: async (_data, target) => {
      toast.success(t('sessionRevoked'), t('deviceSignedOut', { device: device(target.user_agent) }));
      if (target.current) await signedOutHere();
      else await queryClient.invalidateQueries({ queryKey: SESSIONS_KEY });
    },
    onError: (error) => toast.error(t('revokeFailed'), errorText(error)),
  });
  const revokeAll = useMutation({
    mutationFn: () => api.auth.revokeAllSessions(),
    onSuccess: async () => {
      toast.success(t('loggedOut'), t('loggedOutAll'));
      await signedOutHere();
    },
    onError: (error) => toast.error(t('logoutAllFailed'), errorText(error)),
  });

  const list = sessions.data ?? [];
  const at = now ?? new Date();
  return (
    <div className={styles.page}>
      <Inline gap="md" justify="between">
        <h1 className={styles.title}>{t('activeSessions')}</h1>
        {list.length > 0 ? (
          <Button variant="danger" onPress={() => revokeAll.mutate()} isPending={revokeAll.isPending}>
            {t('logoutAll')}
          </Button>
        ) : null}
      </Inline>
      <p className={styles.muted}>{t('sessionsPageIntro')}</p>
      {sessions.isPending ? (
        <LoadingStatus label={t('loadingSessions')} height="4.5rem" lines={3} />
      ) : list.length === 0 ? (
        <Alert tone="info" title={t('noSessions')}>
          {t('noSessionsHint')}
        </Alert>
      ) : (
        <Stack as="ul" gap="sm" aria-label={t('activeSessionsList')}>
          {list.map((s) => (
            <li
              key={s.id}
              className={styles.item}
              data-session-id={s.id}
              data-current={s.current || undefined}
              aria-current={s.current ? 'true' : undefined}
            >
              <div className={styles.itemMain}>
                <Box as="span" display="flex" gap="sm" alignItems="center" fontWeight="bold">
                  {device(s.user_agent)}
                  {s.current ? <Badge tone="success">{t('thisDevice')}</Badge> : null}
                </Box>
                <span className={styles.muted}>
                  {t('lastSeen', { ip: s.ip_address ?? t('ipUnknown'), when: timeAgo(s.last_seen_at, at) })}
                </span>
                {s.user_agent ? <span className={styles.agent}>{s.user_agent}</span> : null}
              </div>
              <Button
                variant="secondary"
                size="sm"
                onPress={() => revoke.mutate(s)}
                isPending={revoke.isPending && revoke.variables?.id === s.id}
                aria-label={
                  s.current
                    ? t('revokeThisDevice', { device: device(s.user_agent) })
                    : t('revokeDevice', { device: device(s.user_agent) })
                }
              >
                {t('revoke')}
              </Button>
            </li>
          ))}
        </Stack>
      )}
    </div>
  );
}
