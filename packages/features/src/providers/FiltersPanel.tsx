import type { ProviderType } from '@gari/contract/providers';
import { Button } from '@gari/ui/Button';
import { Checkbox } from '@gari/ui/Checkbox';
import { NumberField } from '@gari/ui/NumberField';
import { Select, SelectItem } from '@gari/ui/Select';
import { useState } from 'react';
import { CheckboxGroup, Label, Slider, SliderOutput, SliderThumb, SliderTrack } from 'react-aria-components';
import {
  AVAILABILITIES,
  CERTIFICATIONS,
  DEFAULT_FILTERS,
  DISTANCE_SLIDER,
  GARAGE_SERVICE_FILTERS,
  MIN_RATING_OPTIONS,
  type ProviderFilters,
} from './filters';
import * as s from './providers.css';

/** Message under the distance slider when the browser gives no position. */
export const DISTANCE_DISABLED_NOTE = 'Allow location access in your browser to filter by distance.';

const ALL = 'all';

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

const ratingLabel = (r: number) => `${r.toFixed(1)}+`;

/** The message under Max price when it is below Min price (the API's 422 text). */
export const PRICE_RANGE_ERROR = 'The maximum price must be at least the minimum price.';

/** True when both bounds of a range (prices, years) are set and the upper one is below the lower one. */
export const isInvertedRange = (min: number | null, max: number | null) =>
  min !== null && max !== null && min > max;

/** Props of {@link PriceRange}. */
export interface PriceRangeProps {
  /** Currency of the labels ('Min price (RWF)'). */
  currency: string;
  /** Step of the arrows, in the currency's major unit. */
  step: number;
  min: number | null;
  max: number | null;
  /** Either bound changed (null = cleared). */
  onChange: (range: { min_price: number | null; max_price: number | null }) => void;
}

/** Min and max price side by side (spec §5 filter inputs); Max shows {@link PRICE_RANGE_ERROR} below Min. */
export function PriceRange({ currency, step, min, max, onChange }: PriceRangeProps) {
  const invalid = isInvertedRange(min, max);
  return (
    <div className={s.panelRow}>
      <NumberField
        label={`Min price (${currency})`}
        minValue={0}
        step={step}
        value={min ?? Number.NaN}
        onChange={(v) => onChange({ min_price: Number.isNaN(v) ? null : v, max_price: max })}
      />
      <NumberField
        label={`Max price (${currency})`}
        minValue={0}
        step={step}
        value={max ?? Number.NaN}
        onChange={(v) => onChange({ min_price: min, max_price: Number.isNaN(v) ? null : v })}
        isInvalid={invalid}
        errorMessage={invalid ? PRICE_RANGE_ERROR : undefined}
      />
    </div>
  );
}

/** Props of {@link CheckboxFieldset}. */
export interface CheckboxFieldsetProps<T extends string> {
  /** The group's visible label. */
  legend: string;
  options: readonly T[];
  value: T[];
  onChange: (value: T[]) => void;
}

/** A labelled group of checkboxes, one per option (its own label). */
export function CheckboxFieldset<T extends string>({
  legend,
  options,
  value,
  onChange,
}: CheckboxFieldsetProps<T>) {
  return (
    <CheckboxGroup className={s.fieldset} value={value} onChange={(v) => onChange(v as T[])}>
      <Label className={s.legend}>{legend}</Label>
      {options.map((o) => (
        <Checkbox key={o} value={o}>
          {o}
        </Checkbox>
      ))}
    </CheckboxGroup>
  );
}

/** Props of {@link FilterActions}. */
export interface FilterActionsProps {
  onReset: () => void;
  onApply: () => void;
  /** Apply is disabled (e.g. an invalid price range). @default false */
  applyDisabled?: boolean;
}

/** Reset and Apply Filters at the bottom of an Advanced Filters panel (spec §2), sticky. */
export function FilterActions({ onReset, onApply, applyDisabled = false }: FilterActionsProps) {
  return (
    <div className={s.panelActions}>
      <Button variant="ghost" onPress={onReset}>
        Reset
      </Button>
      <Button variant="primary" isDisabled={applyDisabled} onPress={onApply}>
        Apply Filters
      </Button>
    </div>
  );
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
  const [draft, setDraft] = useState<ProviderFilters>(value);
  const set = (patch: Partial<ProviderFilters>) => setDraft((d) => ({ ...d, ...patch }));
  const priceInvalid = isInvertedRange(draft.min_price, draft.max_price);
  return (
    <div className={s.panel} data-testid="filters-panel">
      <Select
        label="City"
        selectedKey={draft.city || ALL}
        onSelectionChange={(k) => set({ city: k === ALL ? '' : String(k) })}
      >
        {[ALL, ...cities].map((c) => (
          <SelectItem key={c} id={c}>
            {c === ALL ? 'All Cities' : c}
          </SelectItem>
        ))}
      </Select>
      {type === 'garage' ? (
        <Select
          label="Service"
          selectedKey={draft.service || ALL}
          onSelectionChange={(k) => set({ service: k === ALL ? '' : String(k) })}
        >
          {[ALL, ...GARAGE_SERVICE_FILTERS].map((c) => (
            <SelectItem key={c} id={c}>
              {c === ALL ? 'All Services' : c}
            </SelectItem>
          ))}
        </Select>
      ) : null}
      <PriceRange
        currency="RWF"
        step={500}
        min={draft.min_price}
        max={draft.max_price}
        onChange={(range) => set(range)}
      />
      <Select
        label="Min rating"
        selectedKey={draft.min_rating === null ? ALL : String(draft.min_rating)}
        onSelectionChange={(k) => set({ min_rating: k === ALL ? null : Number(k) })}
      >
        {[ALL, ...MIN_RATING_OPTIONS.map(String)].map((r) => (
          <SelectItem key={r} id={r}>
            {r === ALL ? 'Any rating' : ratingLabel(Number(r))}
          </SelectItem>
        ))}
      </Select>
      <Slider
        className={s.slider}
        minValue={DISTANCE_SLIDER.min}
        maxValue={DISTANCE_SLIDER.max}
        step={DISTANCE_SLIDER.step}
        value={draft.max_distance}
        onChange={(v) => set({ max_distance: Array.isArray(v) ? (v[0] ?? DISTANCE_SLIDER.default) : v })}
        isDisabled={!distanceEnabled}
        aria-describedby={distanceEnabled ? undefined : 'distance-note'}
      >
        <div className={s.sliderHead}>
          <Label>Distance</Label>
          <SliderOutput>{({ state }) => `${state.getThumbValue(0)} km`}</SliderOutput>
        </div>
        <SliderTrack className={s.track}>
          <SliderThumb className={s.thumb} />
        </SliderTrack>
      </Slider>
      {distanceEnabled ? null : (
        <p id="distance-note" className={s.muted}>
          {DISTANCE_DISABLED_NOTE}
        </p>
      )}
      {type === 'garage' ? (
        <>
          <CheckboxFieldset
            legend="Availability"
            options={AVAILABILITIES}
            value={draft.availability}
            onChange={(v) => set({ availability: v })}
          />
          <CheckboxFieldset
            legend="Certification"
            options={CERTIFICATIONS}
            value={draft.certifications}
            onChange={(v) => set({ certifications: v })}
          />
        </>
      ) : null}
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
