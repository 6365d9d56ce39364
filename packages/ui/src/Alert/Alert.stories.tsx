import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Alert, Banner } from './Alert';

const meta = {
  title: 'UI/Alert',
  component: Alert,
  decorators: [(Story) => <div style={{ width: 360 }}>{Story()}</div>],
} satisfies Meta<typeof Alert>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Tones: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Alert tone="info" title="Heads up">
        Prices are updated daily.
      </Alert>
      <Alert tone="success">Email verified!</Alert>
      <Alert tone="warning" title="Service Notice">
        The AI service is temporarily unavailable.
      </Alert>
      <Alert tone="danger" title="Failed to load">
        Failed to load vehicle.
      </Alert>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const statuses = canvas.getAllByRole('status');
    const alerts = canvas.getAllByRole('alert');
    await expect(statuses).toHaveLength(2);
    await expect(alerts).toHaveLength(2);
    await expect(alerts[1]).toHaveTextContent('Failed to loadFailed to load vehicle.');
    await expect(statuses[0]).toHaveAttribute('data-tone', 'info');
  },
};

export const TonesDark: Story = { ...Tones, globals: { theme: 'dark' } };

const onResend = fn();

export const BannerWithAction: Story = {
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ width: '100%' }}>{Story()}</div>],
  render: () => (
    <Banner
      tone="warning"
      action={
        <Button size="sm" variant="secondary" onPress={onResend}>
          Resend email
        </Button>
      }
    >
      Please verify your email address.
    </Banner>
  ),
  play: async ({ canvasElement }) => {
    onResend.mockClear();
    const banner = within(canvasElement).getByRole('alert');
    await expect(getComputedStyle(banner).borderRadius).toBe('0px');
    await userEvent.click(within(banner).getByRole('button', { name: 'Resend email' }));
    await expect(onResend).toHaveBeenCalledTimes(1);
  },
};

/** Static text present at page load can opt out of the live region. */
export const Static: Story = {
  render: () => (
    <Alert tone="info" live={false}>
      No testimonials available.
    </Alert>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('status')).toBeNull();
    await expect(within(canvasElement).getByText('No testimonials available.')).toBeVisible();
  },
};
