import { COUNTRIES } from '@gari/contract/countries';
import { Select, SelectItem } from '@gari/ui/Select';
import { useT } from '../shared/locale';
import * as styles from './chrome.css';
import { useCountry } from './country';
import { chromeT } from './messages';

/** Props of {@link CountryPicker}. */
export interface CountryPickerProps {
  /** Visible label (the menu panel); the top bar uses an invisible 'Country' label. */
  label?: string;
}

/**
 * The country picker of the top bar and menu panel (spec §2 Global chrome, §3 Country list, §4
 * Country): the 14 countries, stored locally (`api.store.setCountry`, default RW); changing it
 * refetches cached data.
 */
export function CountryPicker({ label }: CountryPickerProps) {
  const t = useT(chromeT);
  const [country, setCountry] = useCountry();
  return (
    <Select
      className={label ? undefined : styles.countrySelect}
      {...(label ? { label } : { 'aria-label': t('country') })}
      items={COUNTRIES.map((c) => ({ id: c.code, name: c.name }))}
      selectedKey={country}
      onSelectionChange={(key) => {
        if (key != null) setCountry(String(key));
      }}
    >
      {(item: { id: string; name: string }) => (
        <SelectItem id={item.id} textValue={item.name}>
          {item.name}
        </SelectItem>
      )}
    </Select>
  );
}
