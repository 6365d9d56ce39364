import { Select, SelectItem } from '@gari/ui/Select';
import { useState } from 'react';
import { FilterActions, inFiltersDialog } from '../providers/filterParts';
import * as ps from '../providers/providers.css';
import { useT } from '../shared/locale';
import { t as listT } from './listMessages';
import { convoySortOptions } from './sortOptions';
import {
  CONVOY_COUNTRIES,
  type ConvoyFilters,
  type ConvoyMembershipFilter,
  DEFAULT_CONVOY_FILTERS,
} from './useConvoys';

const ANY = 'any';

/** Props of {@link ConvoyFiltersPanel}. */
export interface ConvoyFiltersPanelProps {
  /** The applied filters (the draft starts from them). */
  value: ConvoyFilters;
  /** Whether a member is signed in (membership filters need one). */
  member: boolean;
  /** Apply Filters: the edited filters. */
  onApply: (filters: ConvoyFilters) => void;
  /** Reset: the panel's filters back to their defaults (search and category kept). */
  onReset: (filters: ConvoyFilters) => void;
}

/**
 * The Advanced Filters panel, communities variant (spec §2 Advanced Filters panel, Convoys list; §9):
 * which convoys (all, the ones I joined, the others; members only), the country (its convoys and the
 * all-country ones) and the sort; Reset and Apply Filters. Edits a draft until Apply.
 */
export function ConvoyFiltersPanel({ value, member, onApply, onReset }: ConvoyFiltersPanelProps) {
  const t = useT(listT);
  const [draft, setDraft] = useState<ConvoyFilters>(value);
  const set = (patch: Partial<ConvoyFilters>) => setDraft((d) => ({ ...d, ...patch }));
  const shows: { id: ConvoyMembershipFilter; label: string }[] = [
    { id: 'all', label: t('showAll') },
    { id: 'joined', label: t('showJoined') },
    { id: 'not-joined', label: t('showNotJoined') },
  ];
  return (
    <div className={ps.panel} data-testid="convoy-filters">
      <Select
        label={t('show')}
        selectedKey={member ? draft.membership : 'all'}
        isDisabled={!member}
        description={member ? undefined : t('membersOnly')}
        onSelectionChange={(k) => set({ membership: String(k) as ConvoyMembershipFilter })}
      >
        {shows.map((o) => (
          <SelectItem key={o.id} id={o.id}>
            {o.label}
          </SelectItem>
        ))}
      </Select>
      <Select
        label={t('country')}
        description={t('countryHint')}
        selectedKey={draft.country || ANY}
        onSelectionChange={(k) => set({ country: k === ANY ? '' : String(k) })}
      >
        {[{ code: ANY, name: t('anyCountry') }, ...CONVOY_COUNTRIES].map((c) => (
          <SelectItem key={c.code} id={c.code}>
            {c.name}
          </SelectItem>
        ))}
      </Select>
      <Select
        label={t('sortBy')}
        selectedKey={draft.sort}
        onSelectionChange={(k) => set({ sort: String(k) as ConvoyFilters['sort'] })}
      >
        {convoySortOptions(t).map((o) => (
          <SelectItem key={o.id} id={o.id}>
            {o.label}
          </SelectItem>
        ))}
      </Select>
      <FilterActions
        onReset={() => {
          const reset = { ...DEFAULT_CONVOY_FILTERS, q: draft.q, category: draft.category };
          setDraft(reset);
          onReset(reset);
        }}
        onApply={() => onApply(draft)}
      />
    </div>
  );
}

/** Props of {@link ConvoyFiltersDialog}. */
export type ConvoyFiltersDialogProps = Parameters<
  ReturnType<typeof inFiltersDialog<ConvoyFiltersPanelProps>>
>[0];

/**
 * {@link ConvoyFiltersPanel} in the Advanced Filters dialog (slide-in panel on wide screens, a dialog
 * on small ones). Its own chunk: the list loads it when Filters is hovered, focused or pressed.
 */
export const ConvoyFiltersDialog = inFiltersDialog(ConvoyFiltersPanel);
