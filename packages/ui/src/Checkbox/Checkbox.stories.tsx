import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'UI/Checkbox',
  component: Checkbox,
  args: { children: 'Remember me', onChange: fn() },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const checkbox = canvas.getByRole('checkbox', { name: 'Remember me' });
    await expect(checkbox).not.toBeChecked();
    await userEvent.click(canvas.getByText('Remember me'));
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    // Keyboard: Tab focuses, Space toggles.
    await userEvent.tab();
    await userEvent.tab({ shift: true });
    await expect(checkbox).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(checkbox).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
    const row = checkbox.closest('label');
    await expect(row?.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

export const Selected: Story = {
  args: { defaultSelected: true },
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'Remember me' });
    await expect(checkbox).toBeChecked();
    await expect(checkbox.closest('label')).toHaveAttribute('data-selected', 'true');
  },
};

export const SelectedDark: Story = { ...Selected, globals: { theme: 'dark' } };

export const Indeterminate: Story = {
  args: { isIndeterminate: true, children: 'All conditions' },
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'All conditions' });
    await expect((checkbox as HTMLInputElement).indeterminate).toBe(true);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement, args }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'Remember me' });
    await expect(checkbox).toBeDisabled();
    await userEvent.click(within(canvasElement).getByText('Remember me'), { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
