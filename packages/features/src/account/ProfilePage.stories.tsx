import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AuthStoryFrame, clearAnnouncer, expectToast } from '../testing/authStory';
import { DEMO_USER, DEV_ACCOUNTS, UNVERIFIED_USER } from '../testing/fixtures/auth';
import { type ScenarioOptions, scenarioOf, withScenario } from '../testing/msw';
import { ProfilePage } from './ProfilePage';

const withApi = (options: ScenarioOptions = {}) => withScenario({ signedInAs: DEMO_USER.email, ...options });
const apiOf = scenarioOf;
const root = (el: HTMLElement) => el.querySelector('[data-state]') as HTMLElement;

const meta = {
  title: 'Accounts/ProfilePage',
  component: ProfilePage,
  parameters: { layout: 'fullscreen' },
  loaders: withApi(),
  render: (_args, { loaded }) => (
    <AuthStoryFrame api={apiOf(loaded).api} path="/profile">
      <ProfilePage />
    </AuthStoryFrame>
  ),
} satisfies Meta<typeof ProfilePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Signed in: Account (name, email, Email Verified Yes), Auth Status green, the masked token with its
 * Show toggle, Refresh, Logout and the two developer quick-login buttons.
 */
export const SignedIn: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(DEMO_USER.name)).toBeVisible();
    await expect(canvas.getByText(DEMO_USER.email)).toBeVisible();
    await expect(canvas.getByText('Yes')).toBeVisible();
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'authenticated');
    await expect(canvas.getByText('Authenticated with API')).toBeVisible();
    const token = apiOf(loaded).store.getAccessToken() ?? '';
    await expect(canvas.queryByText(token)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Show token' }));
    await expect(canvas.getByText(token)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Hide token' })).toHaveAttribute('aria-pressed', 'true');
    for (const account of DEV_ACCOUNTS) {
      await expect(await canvas.findByRole('button', { name: `Sign in as ${account.name}` })).toBeVisible();
    }
    await expect(canvas.getByRole('button', { name: 'Logout' })).toBeVisible();
  },
};

/** Refresh re-runs the session check (GET /users/me without the 60 s cache). */
export const Refresh: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(DEMO_USER.name);
    const before = apiOf(loaded).count('GET /users/me');
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(apiOf(loaded).count('GET /users/me')).toBe(before + 1));
    clearAnnouncer();
  },
};

/** An unverified member: 'Email Verified' says No. */
export const Unverified: Story = {
  loaders: withApi({ signedInAs: UNVERIFIED_USER.email }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(UNVERIFIED_USER.email)).toBeVisible();
    await expect(canvas.getByText('No')).toBeVisible();
  },
};

/**
 * The user lookup fails (token refused, network): 'Not authenticated with API.' and a red status. No
 * answer is tried twice more first (0.5 s and 1 s later, `retrySessionCheck`), so it shows after ~1.5 s.
 */
export const NotAuthenticated: Story = {
  loaders: withApi({ failures: { 'GET /users/me': { status: 0, message: 'Network error.' } } }),
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(root(canvasElement)).toHaveAttribute('data-state', 'unauthenticated'), {
      timeout: 6000,
    });
    await expect(apiOf(loaded).count('GET /users/me')).toBeGreaterThanOrEqual(3);
    await expect(canvas.getAllByText(/Not authenticated with API\./).length).toBeGreaterThanOrEqual(1);
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/login?next=%2Fprofile',
    );
  },
};

/** Signed out with dev accounts available: quick-login as 'Dev Owner' signs in on the spot. */
export const QuickLogin: Story = {
  loaders: withScenario(),
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No token stored.')).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: 'Sign in as Dev Owner' }));
    await expect(await canvas.findByText('dev.owner@gari.rw')).toBeVisible();
    await expectToast('Signed in', 'Signed in as Dev Owner.');
    await expect(apiOf(loaded).api.isSignedIn()).toBe(true);
    clearAnnouncer();
  },
};

/** Production (GET /dev/accounts is a 404): no quick-login buttons. */
export const NoDevAccounts: Story = {
  loaders: withApi({ devAccounts: false }),
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(DEMO_USER.name);
    await waitFor(() => expect(apiOf(loaded).count('GET /dev/accounts')).toBe(1));
    await expect(canvas.queryByRole('heading', { name: 'Developer quick login' })).toBeNull();
  },
};
