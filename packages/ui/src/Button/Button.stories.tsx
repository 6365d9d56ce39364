import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { clearLiveAnnouncer } from '../internal/storyUtils';
import { darkTheme } from '../theme';
import { Button, LinkButton } from './Button';

const meta = {
  title: 'UI/Button',
  component: Button,
  args: { children: 'Save', onPress: fn() },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Save' });
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    // Touch target: md is at least 44 px high.
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

export const KeyboardActivation: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Save' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('data-focus-visible');
    // A visible focus ring is drawn.
    await expect(getComputedStyle(button).outlineStyle).toBe('solid');
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      <Button {...args} variant="primary">
        Primary
      </Button>
      <Button {...args} variant="secondary">
        Secondary
      </Button>
      <Button {...args} variant="ghost">
        Ghost
      </Button>
      <Button {...args} variant="danger">
        Delete
      </Button>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const primary = canvas.getByRole('button', { name: 'Primary' });
    const danger = canvas.getByRole('button', { name: 'Delete' });
    await expect(getComputedStyle(primary).backgroundColor).not.toBe(
      getComputedStyle(danger).backgroundColor,
    );
    await expect(getComputedStyle(canvas.getByRole('button', { name: 'Ghost' })).backgroundColor).toBe(
      'rgba(0, 0, 0, 0)',
    );
  },
};

export const VariantsDark: Story = {
  ...Variants,
  globals: { theme: 'dark' },
  play: async (context) => {
    await expect(document.documentElement).toHaveClass(darkTheme);
    await Variants.play?.(context);
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Button {...args} size="sm">
        Small
      </Button>
      <Button {...args} size="md">
        Medium
      </Button>
      <Button {...args} size="lg">
        Large
      </Button>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const height = (name: string) => canvas.getByRole('button', { name }).getBoundingClientRect().height;
    await expect(height('Small')).toBeGreaterThanOrEqual(36);
    await expect(height('Medium')).toBeGreaterThanOrEqual(44);
    await expect(height('Large')).toBeGreaterThanOrEqual(52);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Save' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Pending: Story = {
  args: { isPending: true, children: 'Saving...' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Saving...' });
    await expect(button).toHaveAttribute('data-pending');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
    // The label keeps its accessible name; a spinner is shown.
    await expect(button.querySelector('[data-motion-essential]')).not.toBeNull();
  },
};

/** Submitting: pending from the press until the request ends (here: the "Finish" button). */
export const PendingThenDone: Story = {
  render: function Render() {
    const [pending, setPending] = useState(false);
    return (
      <div style={{ display: 'flex', gap: 12 }}>
        <Button isPending={pending} onPress={() => setPending(true)}>
          Save
        </Button>
        <Button variant="ghost" onPress={() => setPending(false)}>
          Finish
        </Button>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Save' });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('data-pending');
    // Same width while pending: the label stays in place, only transparent.
    await expect(getComputedStyle(button.firstElementChild as Element).opacity).toBe('0');
    await userEvent.click(canvas.getByRole('button', { name: 'Finish' }));
    await waitFor(() => expect(button).not.toHaveAttribute('data-pending'));
    await expect(getComputedStyle(button.firstElementChild as Element).opacity).toBe('1');
    clearLiveAnnouncer();
  },
};

export const AsLink: Story = {
  render: () => (
    <LinkButton href="#vehicles-new" variant="secondary">
      Add vehicle
    </LinkButton>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Add vehicle' });
    await expect(link).toHaveAttribute('href', '#vehicles-new');
    await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};
