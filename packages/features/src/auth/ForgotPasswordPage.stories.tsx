import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AuthStoryFrame, clearAnnouncer, expectToast } from '../testing/authStory';
import { DEMO_USER } from '../testing/fixtures/auth';
import { type ScenarioOptions, scenarioOf, withScenario } from '../testing/msw';
import { ForgotPasswordPage } from './ForgotPasswordPage';

const withApi = (options: ScenarioOptions = {}) => withScenario(options);
const apiOf = scenarioOf;
const card = (el: HTMLElement) => el.querySelector('[data-state]') as HTMLElement;

async function send(canvasElement: HTMLElement, email: string) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText('Email'), email);
  await userEvent.click(canvas.getByRole('button', { name: 'Send Reset Link' }));
}

const meta = {
  title: 'Accounts/ForgotPasswordPage',
  component: ForgotPasswordPage,
  parameters: { layout: 'fullscreen' },
  loaders: withApi(),
  render: (args, { loaded }) => (
    <AuthStoryFrame api={apiOf(loaded).api} path="/forgot-password">
      <ForgotPasswordPage {...args} />
    </AuthStoryFrame>
  ),
} satisfies Meta<typeof ForgotPasswordPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The email form; an empty submit says 'Email is required.' and sends nothing. */
export const Editing: Story = {
  parameters: { machine: { id: 'forgotPassword', state: 'editing' } },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Forgot Password?' })).toBeVisible();
    await expect(card(canvasElement)).toHaveAttribute('data-state', 'editing');
    await userEvent.click(canvas.getByRole('button', { name: 'Send Reset Link' }));
    await expect(await canvas.findByText('Email is required.')).toBeVisible();
    await expect(apiOf(loaded).count('POST /password/forgot')).toBe(0);
    await expect(canvas.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
  },
};

/** POST /password/forgot pending. */
export const Sending: Story = {
  parameters: { machine: { id: 'forgotPassword', state: 'sending' } },
  loaders: withApi({ delays: { 'POST /password/forgot': 'never' } }),
  play: async ({ canvasElement }) => {
    await send(canvasElement, DEMO_USER.email);
    await waitFor(() => expect(card(canvasElement)).toHaveAttribute('data-state', 'sending'));
    await expect(within(canvasElement).getByRole('button', { name: 'Send Reset Link' })).toHaveAttribute(
      'data-pending',
      'true',
    );
  },
};

/** 'Check Your Email' with the address, the toast 'Reset link sent!' and the link in the outbox. */
export const Sent: Story = {
  parameters: { machine: { id: 'forgotPassword', state: 'sent' } },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await send(canvasElement, DEMO_USER.email);
    await expect(await canvas.findByRole('heading', { name: 'Check Your Email' })).toBeVisible();
    await expect(canvas.getByText(DEMO_USER.email)).toBeVisible();
    await expectToast('Reset link sent!', 'Check your email for password reset instructions.');
    await expect(apiOf(loaded).outbox.at(-1)).toMatchObject({ kind: 'reset', email: DEMO_USER.email });
    await expect(canvas.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
    clearAnnouncer();
  },
};

/** 'Try Different Email' returns to the form with the address kept. */
export const TryDifferentEmail: Story = {
  parameters: { machine: { id: 'forgotPassword', state: 'editing' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await send(canvasElement, DEMO_USER.email);
    await userEvent.click(await canvas.findByRole('button', { name: 'Try Different Email' }));
    await expect(await canvas.findByLabelText('Email')).toHaveValue(DEMO_USER.email);
    await expect(card(canvasElement)).toHaveAttribute('data-state', 'editing');
    clearAnnouncer();
  },
};

/** Too many requests: the alert, and the toast 'Failed to send reset link' / 'Please check your email…'. */
export const Failure: Story = {
  parameters: { machine: { id: 'forgotPassword', state: 'failure' } },
  loaders: withApi({
    failures: {
      'POST /password/forgot': { status: 429, message: 'Too many requests. Try again in 60 seconds.' },
    },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await send(canvasElement, DEMO_USER.email);
    await waitFor(() => expect(card(canvasElement)).toHaveAttribute('data-state', 'failure'));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Too many requests. Try again in 60 seconds.');
    await expectToast('Failed to send reset link', 'Please check your email and try again.');
  },
};
