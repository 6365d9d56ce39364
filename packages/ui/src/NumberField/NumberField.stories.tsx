import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NumberField } from './NumberField';

const meta = {
  title: 'UI/NumberField',
  component: NumberField,
  args: { label: 'Mileage', unit: 'km', minValue: 0, step: 1, onChange: fn() },
  decorators: [(Story) => <div style={{ width: 320 }}>{Story()}</div>],
} satisfies Meta<typeof NumberField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithUnit: Story = {
  args: { description: 'Current odometer reading.' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Mileage' });
    await expect(input).toHaveAccessibleDescription('Current odometer reading. km');
    await userEvent.type(input, '120500');
    await userEvent.tab();
    await expect(input).toHaveValue('120,500');
    await expect(args.onChange).toHaveBeenLastCalledWith(120500);
  },
};

export const KeyboardStepping: Story = {
  args: { defaultValue: 10, step: 5 },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Mileage' });
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue('15');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
    // minValue 0 clamps.
    await expect(input).toHaveValue('0');
    await expect(args.onChange).toHaveBeenLastCalledWith(0);
  },
};

export const Stepper: Story = {
  args: {
    label: 'Litres',
    unit: 'L',
    showStepper: true,
    defaultValue: 1,
    formatOptions: { maximumFractionDigits: 2 },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Litres' });
    await userEvent.click(canvas.getByRole('button', { name: /increase/i }));
    await expect(input).toHaveValue('2');
    await userEvent.click(canvas.getByRole('button', { name: /decrease/i }));
    await userEvent.click(canvas.getByRole('button', { name: /decrease/i }));
    await expect(input).toHaveValue('0');
    await expect(canvas.getByRole('button', { name: /decrease/i })).toBeDisabled();
  },
};

export const Currency: Story = {
  args: {
    label: 'Total cost',
    unit: undefined,
    defaultValue: 65000,
    formatOptions: { style: 'currency', currency: 'RWF', currencyDisplay: 'code' },
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Total cost' });
    await expect((input as HTMLInputElement).value).toMatch(/RWF\s?65,000/);
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Mileage must be 0 or more.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Mileage' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(within(canvasElement).getByText('Mileage must be 0 or more.')).toBeVisible();
  },
};

export const InvalidDark: Story = { ...Invalid, globals: { theme: 'dark' } };
