import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge, CountBadge, formatCount } from './Badge';

const meta = {
  title: 'UI/Badge',
  component: Badge,
  args: { children: 'Open' },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

const tones = ['neutral', 'brand', 'success', 'warning', 'danger', 'info'] as const;

export const Tones: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {tones.map((tone) => (
        <Badge key={tone} tone={tone}>
          {tone}
        </Badge>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const tone of tones) await expect(canvas.getByText(tone)).toHaveAttribute('data-tone', tone);
    await expect(getComputedStyle(canvas.getByText('success')).color).not.toBe(
      getComputedStyle(canvas.getByText('danger')).color,
    );
  },
};

export const TonesDark: Story = { ...Tones, globals: { theme: 'dark' } };

export const Counts: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      <CountBadge count={3} label="vehicles" data-testid="three" />
      <CountBadge count={99} label="vehicles" data-testid="ninety-nine" />
      <CountBadge count={120} label={(n) => `${n} vehicles in your garage`} data-testid="many" />
      <CountBadge count={7} max={5} tone="danger" data-testid="capped" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('three')).toHaveTextContent('33 vehicles');
    await expect(canvas.getByTestId('ninety-nine').firstElementChild).toHaveTextContent('99');
    const many = canvas.getByTestId('many');
    await expect(many.firstElementChild).toHaveTextContent('99+');
    await expect(many.firstElementChild).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.getByText('120 vehicles in your garage')).toBeInTheDocument();
    await expect(canvas.getByTestId('capped').firstElementChild).toHaveTextContent('5+');
    await expect(formatCount(100)).toBe('99+');
    await expect(formatCount(-2)).toBe('0');
  },
};

export const CountsOnTopBar: Story = {
  globals: { theme: 'dark' },
  render: () => (
    <div
      style={{
        background: '#000',
        color: '#fff',
        padding: 12,
        display: 'flex',
        gap: 8,
        alignItems: 'center',
      }}
    >
      <span>Vehicles</span>
      <CountBadge count={1000} label="vehicles" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('99+')).toBeVisible();
    await expect(within(canvasElement).getByText('1000 vehicles')).toBeInTheDocument();
  },
};
