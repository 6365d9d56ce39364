import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LocaleProvider } from '../shared/locale';
import { OfflineNotice } from './OfflineNotice';

const meta = {
  title: 'Chrome/OfflineNotice',
  component: OfflineNotice,
} satisfies Meta<typeof OfflineNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No connection: the polite banner over a page served by the service worker. */
export const Offline: Story = {
  args: { online: false },
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('status');
    await expect(banner).toHaveAttribute('data-offline-notice');
    await expect(banner).toHaveTextContent("You're offline");
  },
};

/** Online (the normal case): nothing is rendered. */
export const Online: Story = {
  args: { online: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-offline-notice]')).toBeNull();
  },
};

/** Follows the browser: the test browser is online, so nothing shows. */
export const FollowsConnection: Story = {
  args: {},
  play: async ({ canvasElement }) => {
    await expect(navigator.onLine).toBe(true);
    await expect(canvasElement.querySelector('[data-offline-notice]')).toBeNull();
  },
};

/** No connection, in French (issue #16 "Locale"). */
export const French: Story = {
  args: { online: false },
  render: (args) => (
    <LocaleProvider language="fr">
      <OfflineNotice {...args} />
    </LocaleProvider>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Vous êtes hors ligne');
  },
};
