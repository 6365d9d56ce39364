import type { ProviderType } from '@gari/contract/providers';
import type { ReactElement } from 'react';
import { useT } from '../shared/locale';
import { OptionSelect } from '../shared/OptionSelect';
import { GARAGE_SERVICE_FILTERS } from './filters';
import { panelT } from './panelMessages';

/** The key of the "all" item. */
const ALL = 'all';

/** Props of {@link AllOrOneSelect}. */
export interface AllOrOneSelectProps {
  /** The field's label, e.g. 'City'. */
  label: string;
  /** The first item, meaning no filter, e.g. 'All Cities'. */
  allLabel: string;
  /** The values to pick from. */
  options: readonly string[];
  /** How a value is shown (the member's language). @default the value itself */
  labelOf?: (value: string) => string;
  /** The picked value, '' for all. */
  value: string;
  /** Called with the picked value ('' for all). */
  onChange: (value: string) => void;
  /** Class of the select (the filter bar's width). */
  className?: string;
}

/**
 * A filter select of one value or all of them (spec §2 Garages / Car Washes: City, Service): 'All
 * Cities', Kigali, Huye…; '' stands for all.
 */
export function AllOrOneSelect({
  label,
  allLabel,
  options,
  labelOf = (value) => value,
  value,
  onChange,
  className,
}: AllOrOneSelectProps) {
  return (
    <OptionSelect
      className={className}
      label={label}
      value={value || ALL}
      options={[{ id: ALL, label: allLabel }, ...options.map((c) => ({ id: c, label: labelOf(c) }))]}
      onChange={(picked) => onChange(picked === ALL ? '' : picked)}
    />
  );
}

/** Props of {@link CityServiceSelects}. */
export interface CityServiceSelectsProps {
  /** Garages get the Service filter too. */
  type: ProviderType;
  /** The cities to pick from (the list's `meta.cities`). */
  cities: readonly string[];
  /** The picked city and service ('' for all). */
  value: { city: string; service: string };
  /** Called with the changed filter. */
  onChange: (patch: { city?: string; service?: string }) => void;
  /** Class of each select (the filter bar's width). */
  className?: string;
  /** Class of a box around each select (the filter bar shows them on wide screens only). */
  wrapperClassName?: string;
}

/**
 * The City filter and, for garages, the Service filter (spec §2 Garages / Car Washes), as the search
 * bar and the Advanced Filters panel show them.
 */
export function CityServiceSelects({
  type,
  cities,
  value,
  onChange,
  className,
  wrapperClassName,
}: CityServiceSelectsProps) {
  const wrap = (key: string, select: ReactElement) =>
    wrapperClassName ? (
      <div key={key} className={wrapperClassName}>
        {select}
      </div>
    ) : (
      select
    );
  const t = useT(panelT);
  const filters: {
    key: 'city' | 'service';
    label: string;
    allLabel: string;
    options: readonly string[];
    labelOf?: (value: string) => string;
  }[] = [{ key: 'city', label: t('city'), allLabel: t('allCities'), options: cities }];
  if (type === 'garage') {
    filters.push({
      key: 'service',
      label: t('service'),
      allLabel: t('allServices'),
      options: GARAGE_SERVICE_FILTERS,
      labelOf: (v) => t(`service_${v as (typeof GARAGE_SERVICE_FILTERS)[number]}`),
    });
  }
  return (
    <>
      {filters.map(({ key, ...filter }) =>
        wrap(
          key,
          <AllOrOneSelect
            key={key}
            {...filter}
            className={className}
            value={value[key]}
            onChange={(picked) => onChange({ [key]: picked })}
          />,
        ),
      )}
    </>
  );
}
