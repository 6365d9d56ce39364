/** `ToggleChips`: the look-alike has react-aria's markup, and a press gives the keys react-aria would. */
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ToggleChips, type ToggleChipsProps, toggledKeys } from './ToggleChips';
import { ToggleChipsField } from './ToggleChipsField';

const items = [
  { id: 'shop', label: 'Shop' },
  { id: 'atm', label: 'ATM' },
  { id: 'air', label: 'Air Pump' },
];
const props = (p: Partial<ToggleChipsProps>): ToggleChipsProps => ({
  items,
  selectionMode: 'multiple',
  selectedKeys: ['atm'],
  onChange: () => {},
  className: 'group',
  chipClassName: 'chip',
  'aria-labelledby': 'label',
  ...p,
});

describe('ToggleChips', () => {
  it.each(['single', 'multiple'] as const)(
    'renders the markup of react-aria (%s) before its part loads',
    (mode) => {
      const p = props({ selectionMode: mode });
      const standIn = renderToString(createElement(ToggleChips, p));
      expect(standIn).toContain('data-standin=""');
      expect(standIn.replace(' data-standin=""', '')).toBe(
        renderToString(createElement(ToggleChipsField, p)),
      );
    },
  );

  it('toggles one key in multiple mode, in the order of the items', () => {
    expect(toggledKeys(props({ selectedKeys: ['atm'] }), 'shop')).toEqual(['shop', 'atm']);
    expect(toggledKeys(props({ selectedKeys: ['shop', 'atm'] }), 'atm')).toEqual(['shop']);
  });

  it('selects exactly the pressed key in single mode', () => {
    expect(toggledKeys(props({ selectionMode: 'single', selectedKeys: ['atm'] }), 'air')).toEqual(['air']);
  });
});
