import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Container, Heading, Inline, Stack, StatusDot, Text, VisuallyHidden } from './Layout';

const meta = {
  title: 'UI/Layout',
  component: Stack,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Stack>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Page: Story = {
  render: () => (
    <Container as="main" width="readable">
      <Stack gap="lg">
        <Heading level={1}>My Cars</Heading>
        <Text tone="muted">You can add up to 5 vehicles.</Text>
        <Stack as="ul" gap="sm" aria-label="Vehicles">
          <li>2019 Toyota RAV4</li>
          <li>2015 Suzuki Swift</li>
        </Stack>
        <Inline gap="sm" justify="between">
          <Text as="span" weight="bold">
            Total: 2
          </Text>
          <Text as="span" tone="danger" size="sm">
            Failed to load vehicles.
          </Text>
        </Inline>
        <Heading level={2} size="md">
          Small section title
        </Heading>
        <VisuallyHidden as="h2">Hidden heading</VisuallyHidden>
      </Stack>
    </Container>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const h1 = canvas.getByRole('heading', { level: 1, name: 'My Cars' });
    const h2 = canvas.getByRole('heading', { level: 2, name: 'Small section title' });
    await expect(parseFloat(getComputedStyle(h1).fontSize)).toBeGreaterThan(
      parseFloat(getComputedStyle(h2).fontSize),
    );
    await expect(getComputedStyle(h2).fontSize).toBe('16px');
    const list = canvas.getByRole('list', { name: 'Vehicles' });
    await expect(getComputedStyle(list).rowGap).toBe('8px');
    await expect(getComputedStyle(list).listStyleType).toBe('none');
    const main = canvas.getByRole('main');
    await expect(getComputedStyle(main).maxWidth).toBe('576px');
    const hidden = canvas.getByRole('heading', { name: 'Hidden heading' });
    await expect(hidden.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

export const PageDark: Story = { ...Page, globals: { theme: 'dark' } };

export const StatusDots: Story = {
  render: () => (
    <div style={{ background: '#000', color: '#fff', padding: 16 }}>
      <Inline gap="lg">
        <StatusDot status="checking" />
        <StatusDot status="authenticated" />
        <StatusDot status="unauthenticated" />
        <StatusDot status="authenticated" label="Signed in" showLabel />
      </Inline>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Checking API session' })).toHaveAttribute(
      'data-status',
      'checking',
    );
    const red = canvas.getByRole('img', { name: 'Not authenticated with API.' });
    const green = canvas.getByRole('img', { name: 'Authenticated with API' });
    const colour = (el: HTMLElement) => getComputedStyle(el.firstElementChild as Element).backgroundColor;
    await expect(colour(red)).toBe('rgb(239, 68, 68)');
    await expect(colour(green)).toBe('rgb(34, 197, 94)');
    await expect(canvas.getByText('Signed in')).toBeVisible();
  },
};
