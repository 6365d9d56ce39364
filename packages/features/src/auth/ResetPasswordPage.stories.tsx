import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AuthStoryFrame, clearAnnouncer, expectToast } from '../testing/authStory';
import { DEMO_USER } from '../testing/fixtures/auth';
import { type ScenarioOptions, scenarioOf, withScenario } from '../testing/msw';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { ResetPasswordPage } from './ResetPasswordPage';

/** A fake whose outbox holds a reset link for the demo member (token 'fakereset-story'). */
const withApi = (options: ScenarioOptions = {}) =>
  withScenario(options, (s) => {
    s.db.resetTokens.set(DEMO_USER.email, 'fakereset-story');
  });
const apiOf = scenarioOf;
const card = (el: HTMLElement) => el.querySelector('[data-state]') as HTMLElement;
const LINK = `/reset-password?token=fakereset-story&email=${encodeURIComponent(DEMO_USER.email)}`;

async function choose(canvasElement: HTMLElement, password: string, confirmation = password) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText('New Password'), password);
  await userEvent.type(canvas.getByLabelText('Confirm Password'), confirmation);
  await userEvent.click(canvas.getByRole('button', { name: 'Reset Password' }));
}

const meta = {
  title: 'Accounts/ResetPasswordPage',
  component: ResetPasswordPage,
  parameters: { layout: 'fullscreen' },
  loaders: withApi(),
  render: (args, { loaded }) => (
    <AuthStoryFrame
      api={apiOf(loaded).api}
      path="/reset-password"
      initialEntry={LINK}
      routes={{ '/forgot-password': <ForgotPasswordPage /> }}
    >
      <ResetPasswordPage {...args} />
    </AuthStoryFrame>
  ),
} satisfies Meta<typeof ResetPasswordPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The form of a valid link: the email shown disabled, New Password and Confirm Password. */
export const Editing: Story = {
  parameters: { machine: { id: 'resetPassword', state: 'editing' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(card(canvasElement)).toHaveAttribute('data-state', 'editing');
    const email = canvas.getByLabelText('Email');
    await expect(email).toHaveValue(DEMO_USER.email);
    await expect(email).toBeDisabled();
    await expect(canvas.getByLabelText('New Password')).toHaveAttribute('type', 'password');
  },
};

/** Under 8 characters: 'Password too short' / 'Password must be at least 8 characters long'. */
export const TooShort: Story = {
  parameters: { machine: { id: 'resetPassword', state: 'editing' } },
  play: async ({ canvasElement, loaded }) => {
    await choose(canvasElement, 'short');
    await expectToast('Password too short', 'Password must be at least 8 characters long');
    await expect(within(canvasElement).getByLabelText('New Password')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(apiOf(loaded).count('POST /password/reset')).toBe(0);
  },
};

/** Different passwords: 'Passwords do not match' on the confirmation. */
export const Mismatch: Story = {
  parameters: { machine: { id: 'resetPassword', state: 'editing' } },
  play: async ({ canvasElement }) => {
    await choose(canvasElement, 'NewPass2026!', 'NewPass2027!');
    await expect(await within(canvasElement).findByText('Passwords do not match')).toBeVisible();
    await expectToast('Password mismatch');
  },
};

/** POST /password/reset pending. */
export const Submitting: Story = {
  parameters: { machine: { id: 'resetPassword', state: 'submitting' } },
  loaders: withApi({ delays: { 'POST /password/reset': 'never' } }),
  play: async ({ canvasElement, loaded }) => {
    await choose(canvasElement, 'NewPass2026!');
    await waitFor(() => expect(card(canvasElement)).toHaveAttribute('data-state', 'submitting'));
    await expect(apiOf(loaded).callsOf('POST /password/reset')[0]?.body).toEqual({
      token: 'fakereset-story',
      email: DEMO_USER.email,
      password: 'NewPass2026!',
      password_confirmation: 'NewPass2026!',
    });
  },
};

/** A used or wrong token: 'Reset failed' with the server's text and a link to ask for a new one. */
export const Failure: Story = {
  parameters: { machine: { id: 'resetPassword', state: 'failure' } },
  loaders: withScenario(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await choose(canvasElement, 'NewPass2026!');
    await waitFor(() => expect(card(canvasElement)).toHaveAttribute('data-state', 'failure'));
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('This password reset link is invalid or expired.');
    await expect(within(alert).getByRole('link', { name: 'Request a new link' })).toBeVisible();
    await expectToast('Reset failed', 'This password reset link is invalid or expired.');
  },
};

/** Done: 'Password reset successful!' (toast and screen) with a Sign In link; the new password works. */
export const Done: Story = {
  parameters: { machine: { id: 'resetPassword', state: 'done' } },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await choose(canvasElement, 'NewPass2026!');
    await expect(await canvas.findByRole('heading', { name: 'Password reset successful!' })).toBeVisible();
    await expectToast('Password reset successful!', 'Your password has been updated. You can now sign in.');
    await expect(canvas.getByRole('link', { name: 'Sign In' })).toBeVisible();
    const tokens = await apiOf(loaded).api.auth.login({ email: DEMO_USER.email, password: 'NewPass2026!' });
    await expect(tokens.user.email).toBe(DEMO_USER.email);
    clearAnnouncer();
  },
};

/** A link without token: 'Invalid reset link' toast and the redirect to /forgot-password. */
export const InvalidLink: Story = {
  parameters: { machine: { id: 'resetPassword', state: 'invalidLink' } },
  render: (args, { loaded }) => (
    <AuthStoryFrame
      api={apiOf(loaded).api}
      path="/reset-password"
      initialEntry={`/reset-password?email=${encodeURIComponent(DEMO_USER.email)}`}
      routes={{ '/forgot-password': <ForgotPasswordPage /> }}
    >
      <ResetPasswordPage {...args} />
    </AuthStoryFrame>
  ),
  play: async ({ canvasElement }) => {
    await expectToast('Invalid reset link', 'This password reset link is invalid or expired.');
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Forgot Password?' }),
    ).toBeVisible();
  },
};
