import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { Key } from 'react-aria-components';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ComboBox, ComboBoxItem } from './ComboBox';
import { Select, SelectItem } from './Select';

const meta = {
  title: 'UI/Select',
  component: Select,
  decorators: [(Story) => <div style={{ width: 320, minHeight: 360 }}>{Story()}</div>],
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

const fuels = [
  { id: 'petrol', name: 'Petrol' },
  { id: 'diesel', name: 'Diesel' },
  { id: 'hybrid', name: 'Hybrid' },
  { id: 'electric', name: 'Electric' },
];

const makes = [
  'Toyota',
  'Nissan',
  'Suzuki',
  'Mitsubishi',
  'Hyundai',
  'Kia',
  'Volkswagen',
  'Mercedes-Benz',
  'Isuzu',
  'Honda',
  'Mazda',
  'Subaru',
  'Ford',
  'Land Rover',
].map((name, i) => ({ id: i + 1, name }));

const onSelectionChange = fn();

export const Default: Story = {
  args: { children: null },
  render: () => (
    <Select
      label="Fuel type"
      placeholder="Select fuel"
      items={fuels}
      description="Optional"
      onSelectionChange={onSelectionChange}
    >
      {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
    </Select>
  ),
  play: async ({ canvasElement }) => {
    onSelectionChange.mockClear();
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: /Fuel type/ });
    await expect(trigger).toHaveTextContent('Select fuel');
    await expect(trigger.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    // Keyboard: focus, open with ArrowDown, move, select with Enter.
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await screen.findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(4);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await expect(onSelectionChange).toHaveBeenLastCalledWith('diesel');
    await expect(trigger).toHaveTextContent('Diesel');
    await expect(trigger).toHaveFocus();
  },
};

/** Open list in the dark theme (axe checks the popover too). */
export const OpenDark: Story = {
  args: { children: null },
  globals: { theme: 'dark' },
  render: () => (
    <Select label="Fuel type" items={fuels} defaultSelectedKey="hybrid">
      {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
    </Select>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Fuel type/ }));
    const listbox = await screen.findByRole('listbox');
    const selected = within(listbox).getByRole('option', { name: 'Hybrid' });
    await expect(selected).toHaveAttribute('aria-selected', 'true');
    await expect(selected).toHaveFocus();
  },
};

/** Controlled with `selectedKey`, as the Add Vehicle cascade does. */
export const Controlled: Story = {
  args: { children: null },
  render: function Render() {
    const [key, setKey] = useState<Key | null>('petrol');
    return (
      <div>
        <Select label="Fuel type" items={fuels} selectedKey={key} onSelectionChange={setKey}>
          {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
        </Select>
        <p>Selected: {String(key)}</p>
        <button type="button" onClick={() => setKey(null)}>
          Reset
        </button>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: /Fuel type/ });
    await expect(trigger).toHaveTextContent('Petrol');
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('option', { name: 'Electric' }));
    await expect(canvas.getByText('Selected: electric')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Reset' }));
    await expect(trigger).not.toHaveTextContent('Electric');
  },
};

export const Invalid: Story = {
  args: { children: null },
  render: () => (
    <Select label="Year" isRequired isInvalid errorMessage="Select a year.">
      <SelectItem id="2024">2024</SelectItem>
      <SelectItem id="2023">2023</SelectItem>
    </Select>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Select a year.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Year/ }).closest('[data-invalid]')).not.toBeNull();
  },
};

export const Disabled: Story = {
  args: { children: null },
  render: () => (
    <Select label="Model" isDisabled placeholder="Choose a make first">
      <SelectItem id="corolla">Corolla</SelectItem>
    </Select>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Model/ })).toBeDisabled();
  },
};

const onMakeChange = fn();

export const SearchableComboBox: Story = {
  args: { children: null },
  render: () => (
    <ComboBox label="Make" items={makes} placeholder="Type to search" onSelectionChange={onMakeChange}>
      {(item) => <ComboBoxItem id={item.id}>{item.name}</ComboBoxItem>}
    </ComboBox>
  ),
  play: async ({ canvasElement }) => {
    onMakeChange.mockClear();
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Make' });
    await userEvent.type(input, 'su');
    const listbox = await screen.findByRole('listbox');
    // "contains" filter, case-insensitive.
    await expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Suzuki', 'Mitsubishi', 'Isuzu', 'Subaru']);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    await expect(onMakeChange).toHaveBeenLastCalledWith(9);
    await expect(input).toHaveValue('Isuzu');
  },
};

export const ComboBoxNoResults: Story = {
  args: { children: null },
  render: () => (
    <ComboBox label="Make" items={makes} allowsEmptyCollection emptyText="No makes found">
      {(item) => <ComboBoxItem id={item.id}>{item.name}</ComboBoxItem>}
    </ComboBox>
  ),
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Make' });
    await userEvent.type(input, 'zzz');
    await expect(await screen.findByText('No makes found')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  },
};

export const ComboBoxOpenDark: Story = {
  args: { children: null },
  globals: { theme: 'dark' },
  render: () => (
    <ComboBox label="Make" items={makes} defaultSelectedKey={1}>
      {(item) => <ComboBoxItem id={item.id}>{item.name}</ComboBoxItem>}
    </ComboBox>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Make' })).toHaveValue('Toyota');
    await userEvent.click(canvas.getByRole('button', { name: /Show suggestions/ }));
    const listbox = await screen.findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(makes.length);
  },
};
