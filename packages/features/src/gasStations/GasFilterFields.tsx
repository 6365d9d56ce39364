import type { GasFilters } from '@gari/machines/gasFilters';
import { Select, SelectItem } from '@gari/ui/Select';
import { type ReactNode, useId } from 'react';
import { DistanceSlider } from '../providers/DistanceSlider';
import * as ps from '../providers/providers.css';
import { useT } from '../shared/locale';
import { ToggleChips } from '../shared/ToggleChips';
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
  const cityChoices = value.city && !cities.includes(value.city) ? [value.city, ...cities] : cities;
  const brandChoices =
    value.oil_brand && !oilBrands.includes(value.oil_brand) ? [value.oil_brand, ...oilBrands] : oilBrands;
  return (
    <div className={ps.panel}>
      <Select
        label={t('city')}
        selectedKey={value.city || ALL}
        onSelectionChange={(k) => onChange({ city: k === ALL ? '' : String(k) })}
      >
        {[ALL, ...cityChoices].map((c) => (
          <SelectItem key={c} id={c}>
            {c === ALL ? t('allCities') : c}
          </SelectItem>
        ))}
      </Select>
      <Select
        label={t('oilBrand')}
        selectedKey={value.oil_brand || ALL}
        onSelectionChange={(k) => onChange({ oil_brand: k === ALL ? '' : String(k) })}
      >
        {[ALL, ...brandChoices].map((b) => (
          <SelectItem key={b} id={b}>
            {b === ALL ? t('allBrands') : b}
          </SelectItem>
        ))}
      </Select>
      <div className={s.field}>
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
      </div>
      <div className={s.field}>
        <span id={`${id}-open`} className={ps.legend}>
          {t('openingTimes')}
        </span>
        <ToggleChips
          className={s.chips}
          chipClassName={ps.wave}
          aria-labelledby={`${id}-open`}
          selectionMode="single"
          selectedKeys={[value.open_now ? OPEN_NOW : ANY_TIME]}
          onChange={(keys) => onChange({ open_now: keys.includes(OPEN_NOW) })}
          items={[
            { id: OPEN_NOW, label: t('openNow') },
            { id: ANY_TIME, label: t('anyTime') },
          ]}
        />
      </div>
      <div className={s.field}>
        <span id={`${id}-amenities`} className={ps.legend}>
          {t('amenities')}
        </span>
        <ToggleChips
          className={s.chips}
          chipClassName={ps.wave}
          aria-labelledby={`${id}-amenities`}
          selectionMode="multiple"
          selectedKeys={value.amenities}
          onChange={(keys) => onChange({ amenities: AMENITIES.filter((a) => keys.includes(a)) })}
          items={AMENITIES.map((a) => ({ id: a, label: a }))}
        />
      </div>
    </div>
  );
}
