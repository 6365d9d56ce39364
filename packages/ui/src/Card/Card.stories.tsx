import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Card, CardBody, CardFooter, CardHeader } from './Card';

const meta = {
  title: 'UI/Card',
  component: Card,
  decorators: [(Story) => <div style={{ width: 340 }}>{Story()}</div>],
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Vehicle: Story = {
  render: () => (
    <Card as="article" aria-labelledby="car-title">
      <CardHeader>
        <h2 id="car-title" style={{ fontSize: '1.125rem' }}>
          2019 Toyota RAV4
        </h2>
      </CardHeader>
      <CardBody>
        <p>Petrol · Automatic · 84,200 km</p>
      </CardBody>
      <CardFooter>
        <Button variant="secondary" size="sm">
          Details
        </Button>
      </CardFooter>
    </Card>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('article', { name: '2019 Toyota RAV4' });
    await expect(card.tagName).toBe('ARTICLE');
    const body = canvas.getByText('Petrol · Automatic · 84,200 km').parentElement;
    // Body after header drops its top padding; md padding is 16 px.
    await expect(body && getComputedStyle(body).paddingTop).toBe('0px');
    await expect(body && getComputedStyle(body).paddingLeft).toBe('16px');
  },
};

export const VehicleDark: Story = { ...Vehicle, globals: { theme: 'dark' } };

export const Section: Story = {
  render: () => (
    <Card as="section" padding="lg" aria-labelledby="stats-title">
      <CardBody>
        <h2 id="stats-title">Running stats</h2>
        <p>Total refuels: 14</p>
      </CardBody>
    </Card>
  ),
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Running stats' });
    await expect(getComputedStyle(region.firstElementChild as Element).paddingTop).toBe('24px');
  },
};

/** A panel without sections: `gap` makes the card pad itself and space its children. */
export const Panel: Story = {
  render: () => (
    <Card as="section" gap="sm" tone="muted" elevation="flat" aria-label="Next service">
      <strong>Next service</strong>
      <p>In 1,800 km</p>
    </Card>
  ),
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement).getByRole('region', { name: 'Next service' });
    const css = getComputedStyle(panel);
    await expect(css.paddingTop).toBe('16px');
    await expect(css.rowGap).toBe('8px');
    await expect(css.boxShadow).toBe('none');
  },
};

export const PanelDark: Story = { ...Panel, globals: { theme: 'dark' } };

export const EmptyState: Story = {
  render: () => (
    <Card as="section" gap="md" padding="lg" tone="dashed" elevation="flat" aria-label="No cars">
      <p>No vehicles yet.</p>
      <Button>Add Vehicle</Button>
    </Card>
  ),
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement).getByRole('region', { name: 'No cars' });
    await expect(getComputedStyle(panel).borderTopStyle).toBe('dashed');
    await expect(getComputedStyle(panel).paddingLeft).toBe('24px');
  },
};
