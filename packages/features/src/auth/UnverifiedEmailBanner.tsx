import { Button } from '@gari/ui/Button';
import { Inline } from '@gari/ui/Inline';
import { toast } from '@gari/ui/Toast';
import { useMutation } from '@tanstack/react-query';
import { useApi } from '../app';
import { useT } from '../shared/locale';
import * as styles from './auth.css';
import { t as authT } from './messages';
import { useSession } from './session';

/**
 * The banner the site shows under the top bar while the signed-in member's email is not verified
 * (issue #2: an unverified login is a pass, spec §8). 'Resend email' calls POST
 * /email/verification-notification and toasts 'Verification email sent!' or 'Failed to send
 * verification email' / 'Please try again later.'. Renders nothing otherwise.
 *
 * @selector `[data-unverified-banner]` on the banner.
 */
export function UnverifiedEmailBanner() {
  const t = useT(authT);
  const api = useApi();
  const session = useSession();
  const resend = useMutation({
    mutationFn: () => api.auth.resendVerification(),
    onSuccess: () => toast.success(t('resentTitle')),
    onError: () => toast.error(t('resendFailedTitle'), t('resendFailed')),
  });
  if (!session.needsVerification || !session.user) return null;
  return (
    <Inline
      as="section"
      justify="between"
      className={styles.banner}
      aria-label={t('bannerLabel')}
      data-unverified-banner=""
    >
      <p>
        {t('bannerText')} <strong>{session.user.email}</strong>.
      </p>
      <Button size="sm" variant="secondary" onPress={() => resend.mutate()} isPending={resend.isPending}>
        {t('resendEmail')}
      </Button>
    </Inline>
  );
}
