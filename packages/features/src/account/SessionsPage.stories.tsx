import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AuthStoryFrame, clearAnnouncer, expectToast } from '../testing/authStory';
import { DEMO_USER } from '../testing/fixtures/auth';
import { type ScenarioOptions, scenarioOf, withScenario } from '../testing/msw';
import { SessionsPage } from './SessionsPage';

/** A fixed clock: sessions were last seen 'Just now', '8h ago' and '1d ago' (fake seed). */
const NOW = new Date('2026-11-20T10:00:00Z');
const withApi = (options: ScenarioOptions = {}) =>
  withScenario({ signedInAs: DEMO_USER.email, now: () => NOW, ...options });
const apiOf = scenarioOf;

const meta = {
  title: 'Accounts/SessionsPage',
  component: SessionsPage,
  parameters: { layout: 'fullscreen' },
  args: { now: NOW },
  loaders: withApi(),
  render: (args, { loaded }) => (
    <AuthStoryFrame api={apiOf(loaded).api} path="/sessions">
      <SessionsPage {...args} />
    </AuthStoryFrame>
  ),
} satisfies Meta<typeof SessionsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const items = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('list', { name: 'Active sessions' })).getAllByRole(
    'listitem',
  );

/** Three sessions: device from the user agent, IP, last seen; this device marked. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const rows = await items(canvasElement);
    await expect(rows).toHaveLength(3);
    const current = rows.find((r) => r.hasAttribute('data-current')) as HTMLElement;
    await expect(within(current).getByText('This device')).toBeVisible();
    await expect(current).toHaveTextContent('Chrome on Linux');
    await expect(current).toHaveTextContent('Last seen Just now');
    await expect(within(canvasElement).getByText(/Safari on iPhone/)).toBeVisible();
    await expect(within(canvasElement).getByText(/Last seen 8h ago/)).toBeVisible();
    await expect(within(canvasElement).getByText(/Last seen 1d ago/)).toBeVisible();
  },
};

/** Revoke another device: it leaves the list. */
export const RevokeOther: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await items(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Revoke Safari on iPhone' }));
    await waitFor(async () => expect(await items(canvasElement)).toHaveLength(2));
    await expectToast('Session revoked');
    await expect(apiOf(loaded).api.isSignedIn()).toBe(true);
    clearAnnouncer();
  },
};

/** The revoke call fails: toast 'Failed to revoke session', the list is unchanged. */
export const RevokeFailed: Story = {
  loaders: withApi({ failures: { 'POST /auth/sessions/{id}/revoke': { status: 500 } } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await items(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Revoke Safari on iPhone' }));
    await expectToast('Failed to revoke session');
    await expect(await items(canvasElement)).toHaveLength(3);
  },
};

/** Logout All Devices: every session revoked, this one too; the member lands on /login. */
export const LogoutAllDevices: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await items(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Logout All Devices' }));
    await expect(await canvas.findByText('Navigated to /login')).toBeVisible();
    await expect(apiOf(loaded).api.isSignedIn()).toBe(false);
    await expect(apiOf(loaded).db.sessions.every((s) => s.revoked)).toBe(true);
    clearAnnouncer();
  },
};

/** Logout All Devices fails: toast 'Failed to logout from all devices'. */
export const LogoutAllFailed: Story = {
  loaders: withApi({ failures: { 'POST /auth/sessions/{id}/revoke': { status: 500 } } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await items(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Logout All Devices' }));
    await expectToast('Failed to logout from all devices');
    await expect(canvas.queryByText('Navigated to /login')).toBeNull();
  },
};

/** The list call fails or is empty: 'No active sessions found' with the JWT hint. */
export const Empty: Story = {
  loaders: withApi({ failures: { 'GET /auth/sessions': { status: 404 } } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No active sessions found')).toBeVisible();
    await expect(canvas.getByText(/JWT sessions may not be enabled/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Logout All Devices' })).toBeNull();
  },
};

/** GET /auth/sessions pending: skeleton rows. */
export const Loading: Story = {
  loaders: withApi({ delays: { 'GET /auth/sessions': 'never' } }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading sessions…')).toBeInTheDocument();
  },
};

/** The sessions in French (issue #16 "Locale"): device names, last use and buttons from the catalog. */
export const French: Story = {
  globals: { language: 'fr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = within(await canvas.findByRole('list', { name: 'Sessions actives' })).getAllByRole(
      'listitem',
    );
    await expect(rows).toHaveLength(3);
    const current = rows.find((r) => r.hasAttribute('data-current')) as HTMLElement;
    await expect(within(current).getByText('Cet appareil')).toBeVisible();
    await expect(current).toHaveTextContent('Chrome sur Linux');
    await expect(current).toHaveTextContent('Dernière activité à l’instant');
    await expect(canvas.getByText(/Dernière activité il y a 8 h/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Révoquer Safari sur iPhone' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Déconnecter tous les appareils' })).toBeVisible();
  },
};
