import type { ReactNode } from 'react';
import { useDeferredPart } from './useDeferredPart';

/** Props of {@link ToggleChips}. */
export interface ToggleChipsProps {
  /** The chips: key and visible label. */
  items: readonly { id: string; label: ReactNode }[];
  /** 'single': exactly one chip is on (a radio group); 'multiple': any (a toolbar of toggles). */
  selectionMode: 'single' | 'multiple';
  /** The keys of the chips that are on. */
  selectedKeys: readonly string[];
  /** The keys on after a press, in the order of `items`. */
  onChange: (keys: string[]) => void;
  /** Class of the group. */
  className?: string;
  /** Class of each chip (styled by `data-selected`). */
  chipClassName?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
}

type Field = typeof import('./ToggleChipsField');
let field: Field | undefined;
const loadField = (): Promise<Field> =>
  import('./ToggleChipsField').then((m) => {
    field = m;
    return m;
  });

/**
 * A group of toggle chips (react-aria-components `ToggleButtonGroup`; spec §2 filters: Open Now / Any
 * Time, amenities; the price chart's 30/90 days). The react-aria part (arrow keys between the chips,
 * press and hover states) loads at the first interaction or on idle (issue #8); until then — on the
 * server and while hydrating too — look-alike buttons with the same markup stand in, and pressing one
 * already changes the selection.
 */
export function ToggleChips(props: ToggleChipsProps) {
  const Field = useDeferredPart(() => field, loadField)?.ToggleChipsField;
  return Field ? <Field {...props} /> : <ToggleChipsStandIn {...props} />;
}

/** The keys on after pressing `id`. */
export function toggledKeys(
  { items, selectionMode, selectedKeys }: Pick<ToggleChipsProps, 'items' | 'selectionMode' | 'selectedKeys'>,
  id: string,
): string[] {
  if (selectionMode === 'single') return [id];
  const on = new Set(selectedKeys);
  if (on.has(id)) on.delete(id);
  else on.add(id);
  return items.filter((i) => on.has(i.id)).map((i) => i.id);
}

/** The look-alike of {@link ToggleChips} (react-aria's markup) while its react-aria part loads. */
function ToggleChipsStandIn(props: ToggleChipsProps) {
  const { items, selectionMode, selectedKeys, onChange, className, chipClassName } = props;
  const single = selectionMode === 'single';
  return (
    // biome-ignore lint/a11y/useAriaPropsSupportedByRole: the role (radiogroup or toolbar) is set below.
    <div
      className={className}
      data-rac=""
      aria-label={props['aria-label']}
      aria-labelledby={props['aria-labelledby']}
      role={single ? 'radiogroup' : 'toolbar'}
      aria-orientation="horizontal"
      data-orientation="horizontal"
      data-standin=""
    >
      {items.map((item) => {
        const on = selectedKeys.includes(item.id);
        return (
          // biome-ignore lint/a11y/useAriaPropsSupportedByRole: role radio (single) carries aria-checked.
          <button
            key={item.id}
            className={chipClassName}
            data-rac=""
            type="button"
            tabIndex={0}
            data-react-aria-pressable="true"
            role={single ? 'radio' : undefined}
            aria-checked={single ? on : undefined}
            aria-pressed={single ? undefined : on}
            data-selected={on || undefined}
            onClick={() => {
              if (!(single && on)) onChange(toggledKeys(props, item.id));
            }}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}
