import { Banner } from '@gari/ui/Alert';
import { useT } from '../shared/locale';
import { t as offlineT } from './messages';
import { useOnline } from './useOnline';

/** Props of {@link OfflineNotice}. */
export interface OfflineNoticeProps {
  /**
   * Forces the state instead of following the connection (stories and tests).
   * @default the browser's `navigator.onLine`, live
   */
  online?: boolean;
}

/**
 * The offline notice of the app shell (issue #8 point 4): while the phone has no connection, a polite
 * banner says the page is the copy saved by the service worker and that actions needing the network
 * will wait. Renders nothing while online.
 * @selector [data-offline-notice] — the banner, present only offline.
 */
export function OfflineNotice({ online }: OfflineNoticeProps) {
  const t = useT(offlineT);
  const live = useOnline();
  if (online ?? live) return null;
  return (
    <Banner tone="info" title={t('title')} data-offline-notice="">
      {t('text')}
    </Banner>
  );
}
