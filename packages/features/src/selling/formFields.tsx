import { COUNTRIES } from '@gari/contract/countries';
import { LISTING_CATEGORIES, MARKET_CURRENCIES, type MarketCountry } from '@gari/contract/marketplaceOptions';
import type { ListingChoiceField, ListingTextField } from '@gari/machines/selling';
import { Select, SelectItem } from '@gari/ui/Select';
import { TextField } from '@gari/ui/TextField';
import type { ReactNode } from 'react';
import { t as categoryT } from '../marketplace/categoryMessages';
import { t as formT } from './formMessages';
import * as styles from './selling.css';
import type { ListingFormFlow } from './useListingForm';

/** The form catalog's translator in the page's language (`useT(formT)`); English by default. */
type FormT = typeof formT;

/** The category catalog's translator in the page's language (`useT(categoryT)`); English by default. */
type CategoryT = typeof categoryT;

const isListingCategory = (c: string): c is (typeof LISTING_CATEGORIES)[number] =>
  (LISTING_CATEGORIES as readonly string[]).includes(c);
const isMarketCountry = (c: string): c is MarketCountry => c in MARKET_CURRENCIES;

/**
 * 'brakes' → 'Brakes'; `vehicles` (cars for sale) → 'Car for sale', `fuel` → 'Fuel' (in `t`'s
 * language); a category Gari does not know is capitalised ('tools' → 'Tools').
 */
export const categoryLabel = (c: string, t: CategoryT = categoryT) =>
  isListingCategory(c) ? t(`cat_${c}`) : c.charAt(0).toUpperCase() + c.slice(1);
/** 'KE' → 'Kenya (KES)' (the name in `t`'s language). */
export const countryLabel = (code: string, t: FormT = formT) =>
  isMarketCountry(code)
    ? `${t(`country_${code}`)} (${MARKET_CURRENCIES[code].currency})`
    : (COUNTRIES.find((c) => c.code === code)?.name ?? code);

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

/**
 * A required whole-number field of the form (a car's mileage in km, a part's stock): the numeric
 * keyboard, and its hint under it.
 */
export function WholeNumberText(props: {
  flow: Flow;
  field: ListingTextField;
  label: string;
  description: string;
}) {
  return <FormText {...props} isRequired inputMode="numeric" />;
}

/** Props of {@link HelpedSection}. */
export interface HelpedSectionProps {
  /** The section's name, e.g. 'car': its help text has the id `${name}-help`. */
  name: string;
  /** The legend, e.g. 'The car'. */
  legend: string;
  /** The help text under the legend, which describes the fieldset. */
  help: string;
  /** The section's fields. */
  children: ReactNode;
}

/** A section of the form with help: a `<fieldset>` named by its legend, described by the help under it. */
export function HelpedSection({ name, legend, help, children }: HelpedSectionProps) {
  return (
    <fieldset className={styles.group} aria-describedby={`${name}-help`}>
      <legend className={styles.legend}>{legend}</legend>
      <p id={`${name}-help`} className={`${styles.note} ${styles.wideField}`}>
        {help}
      </p>
      {children}
    </fieldset>
  );
}

/** Props of {@link SectionErrors}. */
export interface SectionErrorsProps {
  /** The section's own error (a photo or fitment that could not be added), announced as an alert. */
  alert: string | null | undefined;
  /** The server's error on the section's field (`flow.errorOf(...)`), shown under it. */
  fieldError: string | null | undefined;
}

/** The errors under a section's add button: its own alert, then the server's error on its field. */
export function SectionErrors({ alert, fieldError }: SectionErrorsProps) {
  return (
    <>
      {alert ? (
        <p className={styles.fieldError} role="alert">
          {alert}
        </p>
      ) : null}
      {fieldError ? <p className={styles.fieldError}>{fieldError}</p> : null}
    </>
  );
}
