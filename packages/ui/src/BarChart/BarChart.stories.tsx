import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { BarChart, type BarChartDatum, niceCeil } from './BarChart';

const months = ['Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec', 'Jan', 'Feb', 'Mar'];
const rwf = (n: number) => `${new Intl.NumberFormat('en-US').format(n)} RWF`;

const stacked: BarChartDatum[] = months.map((label, i) => {
  const fuel = 60_000 + ((i * 7919) % 40_000);
  const maintenance = i % 3 === 0 ? 45_000 : 0;
  const repair = i === 7 ? 180_000 : 0;
  return {
    label,
    value: fuel + maintenance + repair,
    segments: [
      { key: 'fuel', value: fuel },
      { key: 'maintenance', value: maintenance },
      { key: 'repair', value: repair },
    ],
  };
});

const meta = {
  title: 'UI/BarChart',
  component: BarChart,
  args: { title: '12-month spend', data: stacked, formatValue: rwf },
  decorators: [(Story) => <div style={{ width: 'min(640px, 100vw - 32px)' }}>{Story()}</div>],
} satisfies Meta<typeof BarChart>;
export default meta;
type Story = StoryObj<typeof meta>;

export const StackedByCategory: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const img = canvas.getByRole('img', { name: '12-month spend' });
    await expect(img.tagName.toLowerCase()).toBe('svg');
    // Summary: total and the highest month (Nov has the repair).
    const total = stacked.reduce((a, d) => a + d.value, 0);
    const nov = stacked[7]?.value ?? 0;
    await expect(img).toHaveAccessibleDescription(`Total ${rwf(total)}. Highest: Nov, ${rwf(nov)}.`);
    // Legend lists every category once, in order of first appearance.
    const legend = canvas.getByRole('list', { name: 'Legend' });
    await expect(
      within(legend)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Fuel', 'Maintenance', 'Repair']);
    // The hidden table carries the same numbers.
    const table = canvas.getByRole('table', { name: '12-month spend' });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(13);
    await expect(within(rows[8] as HTMLElement).getByRole('rowheader')).toHaveTextContent('Nov');
    await expect(rows[8]).toHaveTextContent(`Nov${rwf(nov)}`);
    // Tallest bar reaches the top tick (nice ceiling of the maximum).
    await expect(niceCeil(Math.max(...stacked.map((d) => d.value)))).toBeGreaterThanOrEqual(nov);
  },
};

export const KeyboardExplore: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const plot = canvas.getByRole('group', { name: '12-month spend' });
    await userEvent.tab();
    await expect(plot).toHaveFocus();
    // Focus starts on the latest month.
    const readout = canvasElement.querySelector('[aria-live="polite"]') as HTMLElement;
    await expect(readout).toHaveTextContent(/^Mar: /);
    await userEvent.keyboard('{Home}');
    await expect(readout).toHaveTextContent(
      `Apr: ${rwf(stacked[0]?.value ?? 0)} (Fuel 60,000 RWF, Maintenance 45,000 RWF)`,
    );
    await userEvent.keyboard('{ArrowRight}');
    await expect(readout).toHaveTextContent(/^May: /);
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(readout).toHaveTextContent(/^Apr: /);
    await userEvent.keyboard('{End}');
    await expect(readout).toHaveTextContent(/^Mar: /);
    await expect(canvasElement.querySelector('[data-active]')).toHaveAttribute('data-index', '11');
    // One tab stop: the next Tab leaves the chart.
    await userEvent.tab();
    await expect(plot).not.toHaveFocus();
    await expect(readout).toHaveTextContent('');
  },
};

export const StackedDark: Story = {
  ...StackedByCategory,
  globals: { theme: 'dark' },
};

export const SingleSeries: Story = {
  args: {
    title: 'Fuel spend',
    data: months.map((label, i) => ({ label, value: (i + 1) * 10_000 })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('list', { name: 'Legend' })).toBeNull();
    const bars = canvasElement.querySelectorAll('svg g[data-index]');
    await expect(bars).toHaveLength(12);
    // Heights grow with the value: the last bar is the tallest.
    const height = (i: number) => Number(bars[i]?.querySelectorAll('rect')[1]?.getAttribute('height'));
    await expect(height(11)).toBeGreaterThan(height(0));
    // Axis ticks: 0, half and the nice ceiling of the maximum.
    await expect(niceCeil(120_000)).toBe(120_000);
    await expect(niceCeil(130_000)).toBe(150_000);
    await expect(canvas.getByText('120K')).toBeInTheDocument();
    await expect(canvas.getByText('60K')).toBeInTheDocument();
  },
};

export const AllZero: Story = {
  args: { data: months.map((label) => ({ label, value: 0 })) },
  play: async ({ canvasElement }) => {
    const img = within(canvasElement).getByRole('img', { name: '12-month spend' });
    await expect(img).toHaveAccessibleDescription('Every value is 0 RWF.');
    const heights = Array.from(canvasElement.querySelectorAll('svg g[data-index] rect:nth-child(2)')).map(
      (r) => Number(r.getAttribute('height')),
    );
    await expect(heights.every((h) => h === 0)).toBe(true);
  },
};

export const Empty: Story = {
  args: { data: [], emptyText: 'No spending recorded yet.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '12-month spend' })).toBeVisible();
    await expect(canvas.getByText('No spending recorded yet.')).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};
