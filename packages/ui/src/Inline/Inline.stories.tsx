import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { media } from '../theme/breakpoints';
import { Inline } from './Inline';

const meta = {
  title: 'UI/Inline',
  component: Inline,
  args: { gap: 'sm', justify: 'start' },
  render: (args) => (
    <Inline {...args} data-testid="row">
      <Button variant="secondary">Back</Button>
      <Button>Next</Button>
    </Inline>
  ),
} satisfies Meta<typeof Inline>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getByTestId('row');
    const css = getComputedStyle(row);
    await expect(css.flexDirection).toBe('row');
    await expect(css.flexWrap).toBe('wrap');
    await expect(css.columnGap).toBe('8px');
  },
};

export const SpaceBetween: Story = {
  args: { justify: 'between', gap: 'lg' },
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getByTestId('row');
    await expect(getComputedStyle(row).justifyContent).toBe('space-between');
    await expect(getComputedStyle(row).columnGap).toBe('16px');
  },
};

/** A row from 768 px; a stretched column below (the wizard's Back/Next bar on phones). */
export const CollapseBelowDesktop: Story = {
  args: { collapseBelow: 'desktop' },
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getByTestId('row');
    const desktop = window.matchMedia(media.desktop).matches;
    await expect(getComputedStyle(row).flexDirection).toBe(desktop ? 'row' : 'column');
    await expect(getComputedStyle(row).alignItems).toBe(desktop ? 'center' : 'stretch');
  },
};
