import { Dialog, DialogTrigger, Modal } from '@gari/ui/Dialog';
import { Spinner } from '@gari/ui/Skeleton';
import { lazy, Suspense } from 'react';
import { Button as RACButton } from 'react-aria-components';
import { useT } from '../shared/locale';
import * as styles from './chrome.css';
import { SearchIcon } from './icons';
import { chromeT } from './messages';
import { useClosedOnNavigation } from './useClosedOnNavigation';

/** The search dialog's body, its own chunk: downloaded on hover/focus of the button or when it opens. */
const loadPanel = () => import('../search/SearchPanel');
const SearchPanel = lazy(() => loadPanel().then((m) => ({ default: m.SearchPanel })));

/**
 * The top-bar search button (spec §2 Global chrome "search button"; issue #12 `GET /search?q=`). It
 * opens the "Search Gari" dialog: results across parts, garages, carwashes, gas stations, convoys and
 * members as the visitor types (`SearchPanel` of `@gari/features/search`, loaded on demand so the
 * chrome stays light). Choosing a result, or any navigation, closes the dialog.
 */
export function SearchButton() {
  const t = useT(chromeT);
  const [open, setOpen] = useClosedOnNavigation(true);
  const preload = () => void loadPanel().catch(() => undefined);
  return (
    <DialogTrigger isOpen={open} onOpenChange={setOpen}>
      <RACButton
        className={styles.iconButton}
        aria-label={t('search')}
        onHoverStart={preload}
        onFocus={preload}
      >
        <SearchIcon />
      </RACButton>
      <Modal isDismissable size="md">
        <Dialog title={t('searchTitle')} closeLabel={t('searchClose')}>
          <Suspense fallback={<Spinner label={t('searchLoading')} />}>
            <SearchPanel onChoose={() => setOpen(false)} />
          </Suspense>
        </Dialog>
      </Modal>
    </DialogTrigger>
  );
}
