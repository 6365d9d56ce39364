import { Select, SelectItem, type SelectProps } from '@gari/ui/Select';

/** One option of an {@link OptionSelect}: a value shown as it is ('Diesel'), or an id with its label. */
export type SelectOption<K extends string> = K | { id: K; label: string };

/**
 * Props of {@link OptionSelect}: the field props of `@gari/ui`'s `Select` (label, description,
 * errors, disabled, class) and the options with the chosen one.
 */
export interface OptionSelectProps<K extends string>
  extends Omit<
    SelectProps<object>,
    | 'selectedKey'
    | 'defaultSelectedKey'
    | 'onSelectionChange'
    | 'value'
    | 'defaultValue'
    | 'onChange'
    | 'children'
    | 'items'
  > {
  /** The chosen option's id. */
  value: K;
  /** The options in display order. */
  options: readonly SelectOption<K>[];
  /** Called with the id the user picks. */
  onChange: (value: K) => void;
}

/**
 * A select of a fixed list of options (a fuel, a sort order, a country): one item per option, the
 * chosen one `value`; picking one calls `onChange` with its id.
 */
export function OptionSelect<K extends string>({ value, options, onChange, ...field }: OptionSelectProps<K>) {
  return (
    <Select {...field} selectedKey={value} onSelectionChange={(k) => onChange(String(k) as K)}>
      {options.map((o) => {
        const { id, label } = typeof o === 'string' ? { id: o, label: o } : o;
        return (
          <SelectItem key={id} id={id}>
            {label}
          </SelectItem>
        );
      })}
    </Select>
  );
}
