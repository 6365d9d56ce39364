import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { LineChart, type LineChartPoint, lineRange } from './LineChart';

const rwf = (n: number) => `RWF ${new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }).format(n)}`;
/** 30 days of a Diesel price around 1,750 RWF, with two days without a price. */
const days: LineChartPoint[] = Array.from({ length: 30 }, (_, i) => ({
  label: `${i + 1} Nov`,
  value: i === 3 || i === 4 ? null : 1720 + ((i * 37) % 60),
}));

const meta = {
  title: 'UI/LineChart',
  component: LineChart,
  args: {
    title: 'Diesel, last 30 days',
    points: days,
    formatValue: rwf,
    valueHeader: 'Price per litre',
    missingText: 'no price',
    reference: { value: 1803, label: 'Ceiling (RURA)' },
  },
  decorators: [(Story) => <div style={{ width: 'min(640px, 100vw - 32px)' }}>{Story()}</div>],
} satisfies Meta<typeof LineChart>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A price line with a gap and the dashed ceiling; the summary, legend and hidden table. */
export const PriceWithCeiling: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const img = canvas.getByRole('img', { name: 'Diesel, last 30 days' });
    await expect(img).toHaveAccessibleDescription(
      'Latest RWF 1,773 (30 Nov). Lowest RWF 1,720 (1 Nov), highest RWF 1,777 (22 Nov). Ceiling (RURA): RWF 1,803.',
    );
    // The two days without a price split the line in two.
    await expect(canvasElement.querySelectorAll('polyline')).toHaveLength(2);
    await expect(canvasElement.querySelector('[data-reference]')).not.toBeNull();
    const legend = canvas.getByRole('list', { name: 'Legend' });
    await expect(
      within(legend)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Price per litre', 'Ceiling (RURA)']);
    const rows = within(canvas.getByRole('table', { name: 'Diesel, last 30 days' })).getAllByRole('row');
    await expect(rows).toHaveLength(31);
    await expect(rows[4]).toHaveTextContent('4 Novno price');
  },
};

/** The plot is one tab stop: the arrow keys move the cursor and the readout speaks the day. */
export const KeyboardExplore: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const plot = canvas.getByRole('group', { name: 'Diesel, last 30 days' });
    await userEvent.tab();
    await expect(plot).toHaveFocus();
    const readout = canvasElement.querySelector('[aria-live="polite"]') as HTMLElement;
    await expect(readout).toHaveTextContent('30 Nov: RWF 1,773');
    await userEvent.keyboard('{Home}');
    await expect(readout).toHaveTextContent('1 Nov: RWF 1,720');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    await expect(readout).toHaveTextContent('4 Nov: no price');
    await expect(canvasElement.querySelector('[data-cursor]')).toHaveAttribute('data-cursor', '3');
    await userEvent.tab();
    await expect(readout).toHaveTextContent('');
    await expect(canvasElement.querySelector('[data-cursor]')).toBeNull();
  },
};

/** Dark theme. */
export const PriceDark: Story = { ...PriceWithCeiling, globals: { theme: 'dark' } };

/** No price on any day: the empty text instead of a chart. */
export const Empty: Story = {
  args: { points: days.map((d) => ({ ...d, value: null })), emptyText: 'No Diesel price in this period.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No Diesel price in this period.')).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
    // A flat series still gets a range of its own.
    await expect(lineRange([1750, 1750])).toEqual({ lo: 1741.25, hi: 1758.75 });
  },
};
