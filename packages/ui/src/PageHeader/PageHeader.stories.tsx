import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { PageHeader } from './PageHeader';

const meta = {
  title: 'UI/PageHeader',
  component: PageHeader,
  parameters: { layout: 'padded' },
  args: { title: 'My Cars', titleId: 'my-cars-title', subtitle: '3 of 5 vehicles' },
  render: (args) => (
    <section aria-labelledby="my-cars-title">
      <PageHeader {...args} />
    </section>
  ),
} satisfies Meta<typeof PageHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithActions: Story = {
  args: { actions: <Button>Add Vehicle</Button> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 1, name: 'My Cars' });
    await expect(getComputedStyle(heading).fontSize).toBe('28px');
    await expect(canvas.getByRole('region', { name: 'My Cars' })).toBeInTheDocument();
    await expect(canvas.getByText('3 of 5 vehicles')).toBeVisible();
    // Actions sit on the title's row when there is room.
    const button = canvas.getByRole('button', { name: 'Add Vehicle' });
    const top = (el: Element) => el.getBoundingClientRect().top;
    await expect(Math.abs(top(button) - top(heading))).toBeLessThan(24);
  },
};

export const WithActionsDark: Story = { ...WithActions, globals: { theme: 'dark' } };

export const SectionTitleCentred: Story = {
  args: { level: 2, size: 'xl', align: 'center', subtitle: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 2, name: 'My Cars' });
    await expect(getComputedStyle(heading).fontSize).toBe('22px');
    await expect(heading.closest('[data-align]')).toHaveAttribute('data-align', 'center');
    await expect(canvas.queryByRole('heading', { level: 1 })).toBeNull();
  },
};
