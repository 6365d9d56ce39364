import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Skeleton, Spinner } from './Skeleton';

const meta = {
  title: 'UI/Skeleton',
  component: Skeleton,
  decorators: [(Story) => <div style={{ width: 300 }}>{Story()}</div>],
} satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Block: Story = {
  args: { width: 200, height: 120, radius: 'lg' },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector('[data-skeleton]') as HTMLElement;
    await expect(root).toHaveAttribute('aria-hidden', 'true');
    await expect(root.getBoundingClientRect().width).toBe(200);
    const block = root.firstElementChild as HTMLElement;
    await expect(block.getBoundingClientRect().height).toBe(120);
    await expect(getComputedStyle(block).borderRadius).toBe('12px');
    // The shimmer runs, except under reduced motion (as the test browser runs, see vitest.config.ts).
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    await expect(getComputedStyle(block).animationName === 'none').toBe(still);
  },
};

export const Lines: Story = {
  args: { lines: 3, height: 14 },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector('[data-skeleton]') as HTMLElement;
    await expect(root.children).toHaveLength(3);
    const last = root.lastElementChild as HTMLElement;
    await expect(last.getBoundingClientRect().width).toBeCloseTo(300 * 0.6, 0);
    // Nothing is exposed to assistive technology.
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
  },
};

export const LinesDark: Story = { ...Lines, globals: { theme: 'dark' } };

export const Loading: Story = {
  render: () => <Spinner label="Loading vehicles…" showLabel />,
  play: async ({ canvasElement }) => {
    const progress = within(canvasElement).getByRole('progressbar', { name: 'Loading vehicles…' });
    await expect(progress).not.toHaveAttribute('aria-valuenow');
    await expect(progress.querySelector('[data-motion-essential]')).not.toBeNull();
  },
};
