import { MARKETPLACE_YEARS } from '@gari/contract/marketplaceOptions';
import { TextField } from '@gari/ui/TextField';
import { useState } from 'react';
import {
  CheckboxFieldset,
  FilterActions,
  type FiltersDialogState,
  inFiltersDialog,
  isInvertedRange,
  PriceRange,
} from '../providers/filterParts';
import * as ps from '../providers/providers.css';
import { useT } from '../shared/locale';
import { OptionSelect } from '../shared/OptionSelect';
import {
  DEFAULT_MARKETPLACE_FILTERS,
  LISTING_CONDITIONS,
  LISTING_FEATURES,
  MARKETPLACE_SORT_OPTIONS,
  type MarketplaceFilters,
} from './filters';
import { FEATURE_KEYS, t as listingT } from './listingMessages';

const ANY = 'any';

/** The message under Year to when it is before Year from (the API's 422 text), in English. */
export const YEAR_RANGE_ERROR = listingT.catalog.en.yearRangeError;

/** Props of {@link MarketplaceFiltersPanel}. */
export interface MarketplaceFiltersPanelProps {
  /** The applied filters (the draft starts from them). */
  value: MarketplaceFilters;
  /** Currency of the price fields (the country's: RWF, KES, UGX, TZS). */
  currency: string;
  /** Apply Filters: the edited filters. */
  onApply: (filters: MarketplaceFilters) => void;
  /** Reset: every panel filter back to its default (search, category, sort and fits kept). */
  onReset: (filters: MarketplaceFilters) => void;
}

function YearSelect({
  label,
  value,
  onChange,
  errorMessage,
}: {
  label: string;
  value: number | null;
  onChange: (year: number | null) => void;
  errorMessage?: string;
}) {
  const t = useT(listingT);
  return (
    <OptionSelect
      label={label}
      value={value === null ? ANY : String(value)}
      options={[{ id: ANY, label: t('anyYear') }, ...MARKETPLACE_YEARS.map(String)]}
      onChange={(y) => onChange(y === ANY ? null : Number(y))}
      isInvalid={errorMessage !== undefined}
      errorMessage={errorMessage}
    />
  );
}

/**
 * The Advanced Filters panel, marketplace variant (spec §2 Advanced Filters panel, Marketplace list;
 * §5; §9): min and max price (in the country's currency), year from and to (2024 down to 1995, spec §5),
 * brand (comma list), condition checkboxes (New, Used, Certified), feature checkboxes (OEM,
 * Aftermarket, Warranty, Free Shipping) and sort; Reset and Apply Filters. Edits a draft until Apply;
 * an inverted price or year range disables Apply and says why. Built from the providers panel's parts.
 */
export function MarketplaceFiltersPanel({ value, currency, onApply, onReset }: MarketplaceFiltersPanelProps) {
  const t = useT(listingT);
  const [draft, setDraft] = useState<MarketplaceFilters>(value);
  const set = (patch: Partial<MarketplaceFilters>) => setDraft((d) => ({ ...d, ...patch }));
  const priceInvalid = isInvertedRange(draft.min_price, draft.max_price);
  const yearInvalid = isInvertedRange(draft.year_from, draft.year_to);
  return (
    <div className={ps.panel} data-testid="marketplace-filters">
      <PriceRange
        currency={currency}
        step={currency === 'RWF' || currency === 'UGX' ? 1000 : 100}
        min={draft.min_price}
        max={draft.max_price}
        onChange={(range) => set(range)}
      />
      <div className={ps.panelRow}>
        <YearSelect label={t('yearFrom')} value={draft.year_from} onChange={(y) => set({ year_from: y })} />
        <YearSelect
          label={t('yearTo')}
          value={draft.year_to}
          onChange={(y) => set({ year_to: y })}
          errorMessage={yearInvalid ? t('yearRangeError') : undefined}
        />
      </div>
      <TextField
        label={t('brand')}
        description={t('brandHint')}
        value={draft.brand}
        onChange={(brand) => set({ brand })}
      />
      <CheckboxFieldset
        legend={t('condition')}
        options={LISTING_CONDITIONS}
        labelOf={(c) => t(`cond_${c}`)}
        value={draft.condition}
        onChange={(condition) => set({ condition })}
      />
      <CheckboxFieldset
        legend={t('features')}
        options={LISTING_FEATURES}
        labelOf={(f) => t(FEATURE_KEYS[f])}
        value={draft.features}
        onChange={(features) => set({ features })}
      />
      <OptionSelect
        label={t('sortBy')}
        value={draft.sort}
        options={MARKETPLACE_SORT_OPTIONS.map((o) => ({ id: o.id, label: t(`sort_${o.id}`) }))}
        onChange={(sort) => set({ sort })}
      />
      <FilterActions
        applyDisabled={priceInvalid || yearInvalid}
        onReset={() => {
          const reset = {
            ...DEFAULT_MARKETPLACE_FILTERS,
            search: draft.search,
            category: draft.category,
            sort: draft.sort,
            fits: draft.fits,
          };
          setDraft(reset);
          onReset(reset);
        }}
        onApply={() => onApply(draft)}
      />
    </div>
  );
}

/** Props of {@link MarketplaceFiltersDialog}. */
export type MarketplaceFiltersDialogProps = MarketplaceFiltersPanelProps & FiltersDialogState;

/**
 * {@link MarketplaceFiltersPanel} in the Advanced Filters dialog: a panel sliding in from the side on
 * wide screens, a dialog on small ones (the providers lists' look). Its own chunk: the list page loads
 * it when Filters is hovered, focused or pressed.
 */
export const MarketplaceFiltersDialog = inFiltersDialog(MarketplaceFiltersPanel);
