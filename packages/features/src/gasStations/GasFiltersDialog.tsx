import { Dialog, Modal } from '@gari/ui/Dialog';
import { t as filterT } from '../providers/filterMessages';
import { FilterActions } from '../providers/filterParts';
import * as ps from '../providers/providers.css';
import { useT } from '../shared/locale';
import { GasFilterFields, type GasFilterFieldsProps } from './GasFilterFields';

/** Props of {@link GasFiltersDialog}. */
export interface GasFiltersDialogProps extends GasFilterFieldsProps {
  /** Dismissed (Escape, outside press, the close button): the draft is dropped. */
  onClose: () => void;
  /** Apply Filters. */
  onApply: () => void;
  /** Reset: the panel filters back to their defaults (search, fuel and sort kept), applied at once. */
  onReset: () => void;
}

/**
 * The Advanced Filters panel, gas variant (spec §2 Advanced Filters panel; §4 Filters panel open/closed
 * with Apply and Reset): {@link GasFilterFields} over the `gasFilters` machine's draft, with Reset and
 * Apply Filters; a panel sliding in from the side on wide screens, a dialog on small ones (the other
 * lists' look). Its own chunk: the list loads it when Filters is hovered, focused or pressed.
 */
export function GasFiltersDialog({ onClose, onApply, onReset, ...fields }: GasFiltersDialogProps) {
  const t = useT(filterT);
  return (
    <Modal
      isOpen
      onOpenChange={(open) => (open ? undefined : onClose())}
      isDismissable
      className={ps.slideIn}
    >
      <Dialog title={t('title')} closeLabel={t('close')}>
        <div className={ps.panel} data-testid="gas-filters">
          <GasFilterFields {...fields} />
          <FilterActions onReset={onReset} onApply={onApply} />
        </div>
      </Dialog>
    </Modal>
  );
}
