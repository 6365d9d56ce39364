import type { GasFilters } from '@gari/machines/gasFilters';
import { Box } from '@gari/ui/Box';
import { Select, SelectItem } from '@gari/ui/Select';
import { type ReactNode, useId } from 'react';
import { DistanceSlider } from '../providers/DistanceSlider';
import * as ps from '../providers/providers.css';
import { useT } from '../shared/locale';
import { ToggleChips, type ToggleChipsProps } from '../shared/ToggleChips';
import { AMENITIES, GAS_DISTANCE_SLIDER } from './filters';
import * as s from './gas.css';
import { t as gasT } from './messages';

const ALL = 'all';
const OPEN_NOW = 'open_now';
const ANY_TIME = 'any_time';

/** Props of {@link GasFilterFields}. */
export interface GasFilterFieldsProps {
  /** The filters shown (the applied ones inline, the draft in the dialog). */
  value: GasFilters;
  /** A field changed. */
  onChange: (patch: Partial<GasFilters>) => void;
  /** Cities of the country (after 'All cities'). */
  cities: readonly string[];
  /** Engine-oil brands sold in the country (after 'All Brands'). */
  oilBrands: readonly string[];
  /** Under the distance slider: where distances are measured from (and "Use my location"). */
  distanceNote?: ReactNode;
}

/**
 * The gas variant of the Advanced Filters fields (spec §2 Advanced Filters panel "gas", Gas stations;
 * §5 distance 1–50 km step 1; §9 amenities Shop, Air Pump, ATM, Restroom, Carwash and the oil brands):
 * city (All cities + the country's), oil brand (All Brands + the brands of engine-oil variants sold),
 * the distance slider with its note, Open Now / Any Time, and amenity chips (a station must have all
 * selected). Inline on wide screens (applied at once) and in the Advanced Filters dialog (a draft).
 */
export function GasFilterFields({ value, onChange, cities, oilBrands, distanceNote }: GasFilterFieldsProps) {
  const t = useT(gasT);
  const id = useId();
  const noteId = `${id}-distance-note`;
  // The city and the oil brand: 'All …' (the empty value) or one of the country's; a value not among
  // them (from the URL) stays listed first.
  const pickers = [
    { key: 'city', label: t('city'), all: t('allCities'), value: value.city, options: cities },
    {
      key: 'oil_brand',
      label: t('oilBrand'),
      all: t('allBrands'),
      value: value.oil_brand,
      options: oilBrands,
    },
  ] as const;
  return (
    <div className={ps.panel}>
      {pickers.map((p) => (
        <Select
          key={p.key}
          label={p.label}
          selectedKey={p.value || ALL}
          onSelectionChange={(k) => onChange({ [p.key]: k === ALL ? '' : String(k) })}
        >
          {[ALL, ...(p.value && !p.options.includes(p.value) ? [p.value] : []), ...p.options].map((c) => (
            <SelectItem key={c} id={c}>
              {c === ALL ? p.all : c}
            </SelectItem>
          ))}
        </Select>
      ))}
      <Box display="flex" flexDirection="column" gap="xs">
        <DistanceSlider
          label={t('distance')}
          range={GAS_DISTANCE_SLIDER}
          value={value.max_distance}
          onChange={(km) => onChange({ max_distance: km })}
          noteId={distanceNote ? noteId : undefined}
        />
        {distanceNote ? (
          <div id={noteId} className={ps.muted}>
            {distanceNote}
          </div>
        ) : null}
      </Box>
      <LabelledChips
        id={`${id}-open`}
        legend={t('openingTimes')}
        selectionMode="single"
        selectedKeys={[value.open_now ? OPEN_NOW : ANY_TIME]}
        onChange={(keys) => onChange({ open_now: keys.includes(OPEN_NOW) })}
        items={[
          { id: OPEN_NOW, label: t('openNow') },
          { id: ANY_TIME, label: t('anyTime') },
        ]}
      />
      <LabelledChips
        id={`${id}-amenities`}
        legend={t('amenities')}
        selectionMode="multiple"
        selectedKeys={value.amenities}
        onChange={(keys) => onChange({ amenities: AMENITIES.filter((a) => keys.includes(a)) })}
        items={AMENITIES.map((a) => ({ id: a, label: a }))}
      />
    </div>
  );
}

/** Props of {@link LabelledChips}: the chips' props, and the legend that names them. */
interface LabelledChipsProps
  extends Omit<ToggleChipsProps, 'className' | 'chipClassName' | 'aria-label' | 'aria-labelledby'> {
  /** Id of the legend (the chips' `aria-labelledby`), unique on the page. */
  id: string;
  /** The legend above the chips, e.g. 'Opening times'. */
  legend: string;
}

/** One chip field of the gas filters (Open Now / Any Time, amenities): its legend over the {@link ToggleChips} it names. */
function LabelledChips({ id, legend, ...chips }: LabelledChipsProps) {
  return (
    <Box display="flex" flexDirection="column" gap="xs">
      <span id={id} className={ps.legend}>
        {legend}
      </span>
      <ToggleChips className={s.chips} chipClassName={ps.wave} aria-labelledby={id} {...chips} />
    </Box>
  );
}
