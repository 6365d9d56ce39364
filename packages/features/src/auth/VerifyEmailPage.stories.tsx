import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AuthStoryFrame, clearAnnouncer, expectToast } from '../testing/authStory';
import { UNVERIFIED_USER } from '../testing/fixtures/auth';
import { type Scenario, type ScenarioOptions, scenarioOf, withScenario } from '../testing/msw';
import { FAKE_VERIFY_EXPIRES } from '../testing/msw/auth';
import { VerifyEmailPage } from './VerifyEmailPage';

const withApi = (options: ScenarioOptions = {}) => withScenario(options);
const apiOf = scenarioOf;
const card = (el: HTMLElement) => el.querySelector('[data-state]') as HTMLElement;
/** Jean (seed user 2) is not verified; his link is /verify-email?id=2&hash=… */
const JEAN_ID = 2;

const frame =
  (entry: (api: Scenario) => string) =>
  (args: object, { loaded }: { loaded: Record<string, unknown> }) => (
    <AuthStoryFrame api={apiOf(loaded).api} path="/verify-email" initialEntry={entry(apiOf(loaded))}>
      <VerifyEmailPage {...args} />
    </AuthStoryFrame>
  );

const meta = {
  title: 'Accounts/VerifyEmailPage',
  component: VerifyEmailPage,
  parameters: { layout: 'fullscreen' },
  loaders: withApi(),
  render: frame(() => `/verify-email?email=${encodeURIComponent(UNVERIFIED_USER.email)}`),
} satisfies Meta<typeof VerifyEmailPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** After registration, signed out: the address, and 'Sign in to resend' (resend needs a session). */
export const Pending: Story = {
  parameters: { machine: { id: 'emailVerification', state: 'pending' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Verify your email' })).toBeVisible();
    await expect(card(canvasElement)).toHaveAttribute('data-state', 'pending');
    await expect(canvas.getByText(UNVERIFIED_USER.email)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign in to resend' })).toHaveAttribute(
      'href',
      '/login?next=%2Fverify-email',
    );
  },
};

/** Signed in and unverified: Resend sends a new link ('Verification email sent!'), back in pending. */
export const PendingResent: Story = {
  parameters: { machine: { id: 'emailVerification', state: 'pending' } },
  loaders: withApi({ signedInAs: UNVERIFIED_USER.email }),
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Resend verification email' }));
    await expectToast('Verification email sent!');
    await expect(canvas.getByText('A new verification link is on its way.')).toBeVisible();
    await expect(card(canvasElement)).toHaveAttribute('data-state', 'pending');
    await expect(apiOf(loaded).outbox.at(-1)).toMatchObject({ kind: 'verify', email: UNVERIFIED_USER.email });
  },
};

/** The resend call fails: 'Failed to send verification email' / 'Please try again later.'. */
export const PendingResendFailed: Story = {
  parameters: { machine: { id: 'emailVerification', state: 'pending' } },
  loaders: withApi({
    signedInAs: UNVERIFIED_USER.email,
    failures: { 'POST /email/verification-notification': { status: 429 } },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Resend verification email' }));
    await expectToast('Failed to send verification email', 'Please try again later.');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please try again later.');
  },
};

/** POST /email/verification-notification pending. */
export const Resending: Story = {
  parameters: { machine: { id: 'emailVerification', state: 'resending' } },
  loaders: withApi({
    signedInAs: UNVERIFIED_USER.email,
    delays: { 'POST /email/verification-notification': 'never' },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Resend verification email' }));
    await waitFor(() => expect(card(canvasElement)).toHaveAttribute('data-state', 'resending'));
    await expect(canvas.getByRole('button', { name: 'Resend verification email' })).toHaveAttribute(
      'data-pending',
      'true',
    );
  },
};

/** The link carries id and hash: verifying at once. */
export const Verifying: Story = {
  parameters: { machine: { id: 'emailVerification', state: 'verifying' } },
  loaders: withApi({ delays: { 'POST /email/verify': 'never' } }),
  render: frame((api) => `/verify-email?id=${JEAN_ID}&hash=${api.verificationHash(JEAN_ID)}`),
  play: async ({ canvasElement }) => {
    await expect(card(canvasElement)).toHaveAttribute('data-state', 'verifying');
    await expect(
      within(canvasElement).getByRole('progressbar', { name: 'Verifying your email…' }),
    ).toBeVisible();
  },
};

/** A good link: 'Email verified!' (screen and toast); the account is verified. */
export const Success: Story = {
  parameters: { machine: { id: 'emailVerification', state: 'success' } },
  render: frame((api) => `/verify-email?id=${JEAN_ID}&hash=${api.verificationHash(JEAN_ID)}`),
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Email verified!' })).toBeVisible();
    await expectToast('Email verified!');
    await expect(apiOf(loaded).db.users.find((u) => u.id === JEAN_ID)?.email_verified_at).not.toBeNull();
    await expect(canvas.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/');
    clearAnnouncer();
  },
};

/** A wrong or expired link: 'The verification link is invalid or has expired.' and resend. */
export const ErrorState: Story = {
  name: 'Error',
  parameters: { machine: { id: 'emailVerification', state: 'error' } },
  loaders: withApi({ signedInAs: UNVERIFIED_USER.email }),
  render: frame(() => `/verify-email?id=${JEAN_ID}&hash=not-the-right-hash`),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Verification failed' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'The verification link is invalid or has expired.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Resend verification email' }));
    await expectToast('Verification email sent!');
    await expect(card(canvasElement)).toHaveAttribute('data-state', 'error');
    clearAnnouncer();
  },
};

/** Jean's link as mailed since issue #16: with `expires` and, when he signed up from a page, `next`. */
const linkOf = (api: Scenario, next?: string) =>
  `/verify-email?id=${JEAN_ID}&hash=${api.verificationHash(JEAN_ID)}&expires=${FAKE_VERIFY_EXPIRES}${
    next ? `&next=${encodeURIComponent(next)}` : ''
  }`;

/**
 * Verify → signed in (issue #16): opened signed out on this device, the link signs Jean in ('you are
 * signed in on this device'; the tokens are stored) and 'Continue' goes back to the page he came from.
 */
export const SuccessSignedIn: Story = {
  parameters: { machine: { id: 'emailVerification', state: 'success' } },
  render: frame((api) => linkOf(api, '/vehicles?tab=fuel')),
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Email verified!' })).toBeVisible();
    await expect(canvas.getByText(/you are signed in on this device/)).toBeVisible();
    await expect(apiOf(loaded).api.isSignedIn()).toBe(true);
    await expect(await apiOf(loaded).api.auth.me()).toMatchObject({ email: UNVERIFIED_USER.email });
    await expect(canvas.getByRole('link', { name: 'Continue' })).toHaveAttribute(
      'href',
      '/vehicles?tab=fuel',
    );
    await expectToast('Email verified!');
    clearAnnouncer();
  },
};

/**
 * Already signed in on this device: the session is kept (no new one is asked for) and a `next` that
 * leaves the site is ignored ('Continue' → '/').
 */
export const SuccessKeepsSession: Story = {
  parameters: { machine: { id: 'emailVerification', state: 'success' } },
  loaders: withApi({ signedInAs: UNVERIFIED_USER.email }),
  render: frame((api) => linkOf(api, '//evil.example/steal')),
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Email verified!' })).toBeVisible();
    await expect(canvas.queryByText(/you are signed in on this device/)).toBeNull();
    const sessions = apiOf(loaded).db.sessions.filter((x) => x.user_id === JEAN_ID && !x.revoked);
    await expect(sessions).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/');
    await expectToast('Email verified!');
    clearAnnouncer();
  },
};
