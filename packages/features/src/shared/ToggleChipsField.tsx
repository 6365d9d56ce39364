import { ToggleButton, ToggleButtonGroup } from 'react-aria-components';
import type { ToggleChipsProps } from './ToggleChips';

/** The react-aria part of `ToggleChips` (its `ToggleButtonGroup`), loaded after the first paint. */
export function ToggleChipsField({
  items,
  selectionMode,
  selectedKeys,
  onChange,
  className,
  chipClassName,
  ...aria
}: ToggleChipsProps) {
  return (
    <ToggleButtonGroup
      {...aria}
      className={className}
      selectionMode={selectionMode}
      disallowEmptySelection={selectionMode === 'single'}
      selectedKeys={selectedKeys}
      onSelectionChange={(keys) => onChange(items.filter((i) => keys.has(i.id)).map((i) => i.id))}
    >
      {items.map((item) => (
        <ToggleButton key={item.id} id={item.id} className={chipClassName}>
          {item.label}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
