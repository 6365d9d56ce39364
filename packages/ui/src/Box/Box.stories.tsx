import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { media } from '../theme/breakpoints';
import { Box } from './Box';

const meta = {
  title: 'UI/Box',
  component: Box,
} satisfies Meta<typeof Box>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Sprinkles props map to theme tokens; other attributes pass through to the element. */
export const Tokens: Story = {
  render: () => (
    <Box
      as="section"
      aria-label="Fuel"
      data-testid="box"
      display="flex"
      flexDirection="column"
      gap="sm"
      padding="lg"
      background="surface"
      borderRadius="lg"
      color="text"
    >
      <Box as="p" fontSize="lg" fontWeight="bold">
        Fuel
      </Box>
      <Box as="p" color="muted" fontSize="sm">
        42 L this month
      </Box>
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('region', { name: 'Fuel' });
    await expect(box.tagName).toBe('SECTION');
    await expect(box).toHaveAttribute('data-testid', 'box');
    const css = getComputedStyle(box);
    await expect(css.display).toBe('flex');
    await expect(css.flexDirection).toBe('column');
    await expect(css.rowGap).toBe('8px');
    await expect(css.paddingLeft).toBe('16px');
    await expect(css.borderTopLeftRadius).toBe('12px');
    // No sprinkles prop leaks into the DOM as an attribute.
    await expect(box.hasAttribute('padding')).toBe(false);
    await expect(getComputedStyle(canvas.getByText('42 L this month')).fontSize).toBe('14px');
  },
};

export const TokensDark: Story = { ...Tokens, globals: { theme: 'dark' } };

/** Layout props take `{ mobile, tablet, desktop }`: values apply from that breakpoint up. */
export const Responsive: Story = {
  render: () => (
    <Box
      data-testid="responsive"
      display="flex"
      flexDirection={{ mobile: 'column', desktop: 'row' }}
      gap={{ mobile: 'xs', desktop: 'xl' }}
    >
      <span>Refuels</span>
      <span>Expenses</span>
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByTestId('responsive');
    const desktop = window.matchMedia(media.desktop).matches;
    await expect(getComputedStyle(box).flexDirection).toBe(desktop ? 'row' : 'column');
    await expect(getComputedStyle(box).columnGap).toBe(desktop ? '24px' : '4px');
  },
};
