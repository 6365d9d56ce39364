import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { createToaster, createToastQueue, DEFAULT_TOAST_TIMEOUT } from './queue';
import { ToastRegion } from './Toast';

const meta = {
  title: 'UI/Toast',
  component: ToastRegion,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ToastRegion>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each story gets its own queue so stories do not leak toasts into each other. */
function setup() {
  const queue = createToastQueue();
  return { queue, toaster: createToaster(queue) };
}

const variants = setup();

export const Variants: Story = {
  render: () => (
    <>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        <Button
          variant="secondary"
          onPress={() =>
            variants.toaster.add({
              title: 'Logged out',
              description: 'You have been logged out successfully.',
            })
          }
        >
          Neutral
        </Button>
        <Button
          variant="secondary"
          onPress={() =>
            variants.toaster.success('Reset link sent!', 'Check your email for password reset instructions.')
          }
        >
          Success
        </Button>
        <Button
          variant="secondary"
          onPress={() => variants.toaster.error('Logout failed', 'There was an error logging out.')}
        >
          Error
        </Button>
      </div>
      <ToastRegion queue={variants.queue} />
    </>
  ),
  play: async ({ canvasElement }) => {
    variants.toaster.clear();
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Neutral' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Success' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Error' }));
    const region = await screen.findByRole('region', { name: /notifications/i });
    const toasts = within(region).getAllByRole('alertdialog');
    await expect(toasts).toHaveLength(3);
    const error = within(region).getByRole('alertdialog', { name: 'Logout failed' });
    await expect(error).toHaveAccessibleDescription('There was an error logging out.');
    await expect(error).toHaveAttribute('data-variant', 'destructive');
    await expect(within(error).getByRole('alert')).toHaveTextContent(
      'Logout failedThere was an error logging out.',
    );
    // The close button removes one toast.
    await userEvent.click(within(error).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(within(region).getAllByRole('alertdialog')).toHaveLength(2));
    await expect(screen.queryByRole('alertdialog', { name: 'Logout failed' })).toBeNull();
  },
};

const dark = setup();

/** Toasts follow the theme class on `<html>` (they are portalled into `<body>`). */
export const Dark: Story = {
  globals: { theme: 'dark' },
  render: () => <ToastRegion queue={dark.queue} />,
  play: async () => {
    dark.toaster.clear();
    dark.toaster.add({ title: 'Logged out', description: 'You have been logged out successfully.' });
    dark.toaster.success('Email verified!');
    dark.toaster.error('Failed to revoke session');
    const toast = await screen.findByRole('alertdialog', { name: 'Email verified!' });
    await expect(getComputedStyle(toast).backgroundColor).toBe('rgb(39, 36, 34)');
  },
};

const limited = setup();

/** At most three are visible; the fourth waits until one closes. */
export const MaxThreeVisible: Story = {
  render: () => <ToastRegion queue={limited.queue} />,
  play: async () => {
    limited.toaster.clear();
    const keys = ['One', 'Two', 'Three', 'Four'].map((title) => limited.toaster.add({ title }));
    const region = await screen.findByRole('region', { name: /notifications/i });
    await waitFor(() => expect(within(region).getAllByRole('alertdialog')).toHaveLength(3));
    const firstKey = keys[0];
    if (firstKey) limited.toaster.close(firstKey);
    await waitFor(() => expect(within(region).getAllByRole('alertdialog', { name: 'Four' })).toHaveLength(1));
    await expect(within(region).getAllByRole('alertdialog')).toHaveLength(3);
  },
};

const timed = setup();

/** Auto-dismiss after `timeout` ms (default 5000; a short one here). */
export const AutoDismiss: Story = {
  render: () => <ToastRegion queue={timed.queue} />,
  play: async () => {
    timed.toaster.clear();
    let closed = false;
    await expect(DEFAULT_TOAST_TIMEOUT).toBe(5000);
    timed.toaster.success('Link copied', undefined, {
      timeout: 1500,
      onClose: () => {
        closed = true;
      },
    });
    timed.toaster.add({ title: 'Stays' }, { timeout: 0 });
    await screen.findByRole('alertdialog', { name: 'Link copied' });
    await waitFor(() => expect(screen.queryByRole('alertdialog', { name: 'Link copied' })).toBeNull(), {
      timeout: 6000,
    });
    await expect(closed).toBe(true);
    await expect(screen.getByRole('alertdialog', { name: 'Stays' })).toBeVisible();
  },
};

const keyboard = setup();

/** F6 jumps to the notifications region; Tab reaches the toast, then its close button. */
export const KeyboardReach: Story = {
  render: () => (
    <>
      <Button
        onPress={() => keyboard.toaster.error('Login failed', 'Invalid email or password', { timeout: 0 })}
      >
        Sign in
      </Button>
      <ToastRegion queue={keyboard.queue} />
    </>
  ),
  play: async ({ canvasElement }) => {
    keyboard.toaster.clear();
    const trigger = within(canvasElement).getByRole('button', { name: 'Sign in' });
    await userEvent.click(trigger);
    const toast = await screen.findByRole('alertdialog', { name: 'Login failed' });
    await userEvent.keyboard('{F6}');
    const region = screen.getByRole('region', { name: /notification/i });
    await waitFor(() => expect(region).toHaveFocus());
    await userEvent.tab();
    await expect(toast).toHaveFocus();
    await userEvent.tab();
    await expect(within(toast).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};
