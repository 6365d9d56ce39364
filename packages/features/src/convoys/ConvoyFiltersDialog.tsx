import { useState } from 'react';
import { FilterActions, inFiltersDialog } from '../providers/filterParts';
import * as ps from '../providers/providers.css';
import { useT } from '../shared/locale';
import { OptionSelect } from '../shared/OptionSelect';
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
      <OptionSelect
        label={t('show')}
        value={member ? draft.membership : 'all'}
        options={shows}
        isDisabled={!member}
        description={member ? undefined : t('membersOnly')}
        onChange={(membership) => set({ membership })}
      />
      <OptionSelect
        label={t('country')}
        description={t('countryHint')}
        value={draft.country || ANY}
        options={[
          { id: ANY, label: t('anyCountry') },
          ...CONVOY_COUNTRIES.map((c) => ({ id: c.code, label: c.name })),
        ]}
        onChange={(country) => set({ country: country === ANY ? '' : country })}
      />
      <OptionSelect
        label={t('sortBy')}
        value={draft.sort}
        options={convoySortOptions(t)}
        onChange={(sort) => set({ sort })}
      />
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
