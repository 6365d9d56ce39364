import { COUNTRIES } from '@gari/contract/countries';
import { MARKET_CURRENCIES } from '@gari/contract/marketplaceOptions';
import type { ListingChoiceField, ListingTextField } from '@gari/machines/selling';
import { Select, SelectItem } from '@gari/ui/Select';
import { TextField } from '@gari/ui/TextField';
import * as styles from './selling.css';
import type { ListingFormFlow } from './useListingForm';

/** 'brakes' → 'Brakes'; `vehicles` (cars for sale) → 'Car for sale'. */
export const categoryLabel = (c: string) =>
  c === 'vehicles' ? 'Car for sale' : c.charAt(0).toUpperCase() + c.slice(1);
/** 'KE' → 'Kenya (KES)'. */
export const countryLabel = (code: string) =>
  `${COUNTRIES.find((c) => c.code === code)?.name ?? code} (${MARKET_CURRENCIES[code as keyof typeof MARKET_CURRENCIES]?.currency ?? ''})`;

type Flow = ListingFormFlow;

/** One choice field of the form (category, condition, country; a car's year, fuel, transmission) over a list. */
export function ChoiceField({
  flow,
  field,
  label,
  options,
  placeholder,
}: {
  flow: Flow;
  field: ListingChoiceField;
  label: string;
  options: readonly { id: string; label: string }[];
  placeholder: string;
}) {
  const value = flow.values[field];
  return (
    <Select
      label={label}
      placeholder={placeholder}
      isRequired
      isDisabled={flow.isBusy}
      selectedKey={value === '' ? null : value}
      onSelectionChange={(key) => flow.setField(field, key === null ? '' : String(key))}
      isInvalid={!!flow.errorOf(field)}
      errorMessage={flow.errorOf(field)}
    >
      {options.map((o) => (
        <SelectItem key={o.id} id={o.id} textValue={o.label}>
          {o.label}
        </SelectItem>
      ))}
    </Select>
  );
}

/** A text field bound to the form (`field` is the API's name: server errors land here). */
export function FormText({
  flow,
  field,
  label,
  description,
  multiline,
  type,
  isRequired,
  inputMode,
  wide,
}: {
  flow: Flow;
  field: ListingTextField;
  label: string;
  description?: string;
  multiline?: boolean;
  type?: 'text' | 'tel' | 'url';
  isRequired?: boolean;
  inputMode?: 'numeric' | 'decimal' | 'tel' | 'url';
  wide?: boolean;
}) {
  return (
    <TextField
      className={wide ? styles.wideField : undefined}
      label={label}
      description={description}
      multiline={multiline}
      type={type}
      inputMode={inputMode}
      isRequired={isRequired}
      isDisabled={flow.isBusy}
      value={flow.values[field]}
      onChange={(v) => flow.setField(field, v)}
      isInvalid={!!flow.errorOf(field)}
      errorMessage={flow.errorOf(field)}
    />
  );
}
