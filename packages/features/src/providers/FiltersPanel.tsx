import type { ProviderType } from '@gari/contract/providers';
import { type ComponentProps, useState } from 'react';
import { useT } from '../shared/locale';
import { OptionSelect } from '../shared/OptionSelect';
import { useFormat } from '../shared/useFormat';
import { CityServiceSelects } from './AllOrOneSelect';
import { DistanceSlider } from './DistanceSlider';
import { CheckboxFieldset, FilterActions, inFiltersDialog, isInvertedRange, PriceRange } from './filterParts';
import {
  AVAILABILITIES,
  CERTIFICATIONS,
  DEFAULT_FILTERS,
  DISTANCE_SLIDER,
  MIN_RATING_OPTIONS,
  type ProviderFilters,
} from './filters';
import { panelT } from './panelMessages';
import * as s from './providers.css';

export { DistanceSlider, type DistanceSliderProps } from './DistanceSlider';
export {
  CheckboxFieldset,
  type CheckboxFieldsetProps,
  FilterActions,
  type FilterActionsProps,
  isInvertedRange,
  PRICE_RANGE_ERROR,
  PriceRange,
  type PriceRangeProps,
} from './filterParts';

/** Message under the distance slider when the browser gives no position (English; views: `panelT`). */
export const DISTANCE_DISABLED_NOTE = panelT('distanceDisabled');

const ALL = 'all';

type PanelKey = Parameters<typeof panelT>[0];

/**
 * The garages' checkbox groups (spec §2 Advanced Filters, §9 enumerations): the filter each edits,
 * its legend's catalog key, its options, and the catalog key of an option's label.
 */
const GARAGE_CHECKBOXES: {
  filter: 'availability' | 'certifications';
  legend: PanelKey;
  options: readonly string[];
  labelKey: (option: string) => PanelKey;
}[] = [
  {
    filter: 'availability',
    legend: 'availability',
    options: AVAILABILITIES,
    labelKey: (o) => `avail_${o as (typeof AVAILABILITIES)[number]}`,
  },
  {
    filter: 'certifications',
    legend: 'certification',
    options: CERTIFICATIONS,
    labelKey: (o) => `cert_${o as (typeof CERTIFICATIONS)[number]}`,
  },
];

/** Props of {@link FiltersPanel}. */
export interface FiltersPanelProps {
  /** Which list: garages show service, availability and certifications too. */
  type: ProviderType;
  /** The applied filters (the draft starts from them). */
  value: ProviderFilters;
  /** Cities of the select (the API's `meta.cities`), after 'All Cities'. */
  cities: string[];
  /** The distance slider works only with the member's position. @default false */
  distanceEnabled?: boolean;
  /** Apply Filters: the edited filters (page reset to 1). */
  onApply: (filters: ProviderFilters) => void;
  /** Reset: every panel filter back to its default (search and sort kept). */
  onReset: (filters: ProviderFilters) => void;
}

/**
 * The Advanced Filters panel of the garage and carwash lists (spec §2 Advanced Filters panel,
 * Garages, Carwashes; §5 filter inputs; §9 enumerations): city (All Cities + cities), service (garages:
 * All Services + the five of §2), min and max price (RWF), min rating (4.5+, 4.0+, 3.5+), distance slider
 * 5–100 km step 5 (disabled with a note without the member's position), availability and certification
 * checkboxes (garages); Reset and Apply Filters. Edits a draft until Apply.
 */
export function FiltersPanel({
  type,
  value,
  cities,
  distanceEnabled = false,
  onApply,
  onReset,
}: FiltersPanelProps) {
  const t = useT(panelT);
  const f = useFormat();
  const ratingLabel = (r: number) =>
    `${f.number(r, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}+`;
  const [draft, setDraft] = useState<ProviderFilters>(value);
  const set = (patch: Partial<ProviderFilters>) => setDraft((d) => ({ ...d, ...patch }));
  const priceInvalid = isInvertedRange(draft.min_price, draft.max_price);
  return (
    <div className={s.panel} data-testid="filters-panel">
      <CityServiceSelects type={type} cities={cities} value={draft} onChange={set} />
      <PriceRange
        currency="RWF"
        step={500}
        min={draft.min_price}
        max={draft.max_price}
        onChange={(range) => set(range)}
      />
      <OptionSelect
        label={t('minRating')}
        value={draft.min_rating === null ? ALL : String(draft.min_rating)}
        options={[
          { id: ALL, label: t('anyRating') },
          ...MIN_RATING_OPTIONS.map((r) => ({ id: String(r), label: ratingLabel(r) })),
        ]}
        onChange={(r) => set({ min_rating: r === ALL ? null : Number(r) })}
      />
      <DistanceSlider
        label={t('distance')}
        range={DISTANCE_SLIDER}
        value={draft.max_distance}
        onChange={(km) => set({ max_distance: km })}
        isDisabled={!distanceEnabled}
        noteId={distanceEnabled ? undefined : 'distance-note'}
      />
      {distanceEnabled ? null : (
        <p id="distance-note" className={s.muted}>
          {t('distanceDisabled')}
        </p>
      )}
      {type === 'garage'
        ? GARAGE_CHECKBOXES.map((group) => (
            <CheckboxFieldset
              key={group.filter}
              legend={t(group.legend)}
              options={group.options}
              labelOf={(o) => t(group.labelKey(o))}
              value={draft[group.filter]}
              onChange={(v) => set({ [group.filter]: v })}
            />
          ))
        : null}
      <FilterActions
        applyDisabled={priceInvalid}
        onReset={() => {
          const reset = { ...DEFAULT_FILTERS, q: draft.q, sort: draft.sort };
          setDraft(reset);
          onReset(reset);
        }}
        onApply={() => onApply({ ...draft, page: 1 })}
      />
    </div>
  );
}

/** Props of {@link FiltersDialog}. */
export type FiltersDialogProps = ComponentProps<typeof FiltersDialog>;

/**
 * {@link FiltersPanel} in the Advanced Filters dialog (`inFiltersDialog`). Its own chunk (overlay,
 * number fields, slider, checkboxes): the list page loads it when Filters is hovered, focused or
 * pressed (issue #8 point 3).
 */
export const FiltersDialog = inFiltersDialog(FiltersPanel);
