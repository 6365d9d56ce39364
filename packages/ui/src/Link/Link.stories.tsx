import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Link } from './Link';

const meta = {
  title: 'UI/Link',
  component: Link,
  args: { href: '#vehicles', children: 'My Cars' },
} satisfies Meta<typeof Link>;
export default meta;
type Story = StoryObj<typeof meta>;

const navigate = fn();

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'My Cars' });
    await expect(link).toHaveAttribute('href', '#vehicles');
    await expect(getComputedStyle(link).textDecorationLine).toBe('underline');
    await userEvent.tab();
    await expect(link).toHaveFocus();
    // A native link: the keyboard focus shows through `:focus-visible`, a visible ring.
    await expect(link.matches(':focus-visible')).toBe(true);
    await expect(getComputedStyle(link).outlineStyle).toBe('solid');
  },
};

/** With RAC `RouterProvider`, pressing a link calls the router instead of reloading the page. */
export const ClientRouting: Story = {
  args: { href: '/vehicles/new', children: 'Add vehicle' },
  render: function Render(args) {
    return (
      <RouterProvider navigate={navigate}>
        <Link {...args} />
      </RouterProvider>
    );
  },
  play: async ({ canvasElement }) => {
    navigate.mockClear();
    const link = within(canvasElement).getByRole('link', { name: 'Add vehicle' });
    await userEvent.click(link);
    await expect(navigate).toHaveBeenCalledWith('/vehicles/new', undefined);
    navigate.mockClear();
    link.focus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledTimes(1);
  },
};
export const Tones: Story = {
  render: () => (
    <p>
      Read the <Link href="#terms">Terms of Service</Link> and the{' '}
      <Link href="#privacy" tone="muted">
        Privacy Policy
      </Link>
      .{' '}
      <Link href="#current" aria-current="page" underline="hover" tone="inherit">
        Current page
      </Link>
    </p>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const current = canvas.getByRole('link', { name: 'Current page' });
    await expect(getComputedStyle(current).textDecorationLine).toBe('none');
    await expect(getComputedStyle(current).fontWeight).toBe('700');
    await expect(canvas.getByRole('link', { name: 'Terms of Service' })).toBeVisible();
  },
};

export const TonesDark: Story = { ...Tones, globals: { theme: 'dark' } };
