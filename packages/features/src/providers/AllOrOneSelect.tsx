import { Select, SelectItem } from '@gari/ui/Select';

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
  value,
  onChange,
  className,
}: AllOrOneSelectProps) {
  return (
    <Select
      className={className}
      label={label}
      selectedKey={value || ALL}
      onSelectionChange={(k) => onChange(k === ALL ? '' : String(k))}
    >
      {[ALL, ...options].map((c) => (
        <SelectItem key={c} id={c}>
          {c === ALL ? allLabel : c}
        </SelectItem>
      ))}
    </Select>
  );
}
