import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { AuthStoryFrame, clearAnnouncer, expectToast } from '../testing/authStory';
import { DEMO_USER } from '../testing/fixtures/auth';
import { type ScenarioOptions, scenarioOf, withScenario } from '../testing/msw';
import { RegisterPage } from './RegisterPage';
import { VerifyEmailPage } from './VerifyEmailPage';

const withApi = (options: ScenarioOptions = {}) => withScenario(options);
const apiOf = scenarioOf;
const card = (el: HTMLElement) => el.querySelector('[data-state]') as HTMLElement;

async function fill(
  canvasElement: HTMLElement,
  values: { name?: string; email?: string; password?: string; confirmation?: string },
) {
  const canvas = within(canvasElement);
  if (values.name) await userEvent.type(canvas.getByLabelText('Full Name'), values.name);
  if (values.email) await userEvent.type(canvas.getByLabelText('Email'), values.email);
  if (values.password) await userEvent.type(canvas.getByLabelText('Password'), values.password);
  if (values.confirmation)
    await userEvent.type(canvas.getByLabelText('Confirm Password'), values.confirmation);
}
const NEW_MEMBER = {
  name: 'Grace Wanjiru',
  email: 'grace@example.co.ke',
  password: 'Nairobi2026!',
  confirmation: 'Nairobi2026!',
};

const meta = {
  title: 'Accounts/RegisterPage',
  component: RegisterPage,
  parameters: { layout: 'fullscreen' },
  loaders: withApi(),
  render: (args, { loaded }) => (
    <AuthStoryFrame
      api={apiOf(loaded).api}
      path="/register"
      routes={{ '/verify-email': <VerifyEmailPage /> }}
    >
      <RegisterPage {...args} />
    </AuthStoryFrame>
  ),
} satisfies Meta<typeof RegisterPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The form: four fields, the Country select over the 20 countries by name (default RW), link to sign in. */
export const Editing: Story = {
  parameters: { machine: { id: 'register', state: 'editing' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(card(canvasElement)).toHaveAttribute('data-state', 'editing');
    for (const label of ['Full Name', 'Email', 'Password', 'Confirm Password']) {
      await expect(canvas.getByLabelText(label)).toBeVisible();
    }
    const country = canvas.getByRole('button', { name: /Country/ });
    await expect(country).toHaveTextContent('Rwanda');
    await userEvent.click(country);
    const options = await screen.findAllByRole('option');
    await expect(options).toHaveLength(20);
    const names = options.map((o) => o.textContent ?? '');
    await expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    await userEvent.click(screen.getByRole('option', { name: 'Kenya' }));
    await expect(canvas.getByRole('button', { name: /Country/ })).toHaveTextContent('Kenya');
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  },
};

/** The saved country is the default (spec §5): a member who picked Uganda in the top bar. */
export const SavedCountry: Story = {
  parameters: { machine: { id: 'register', state: 'editing' } },
  loaders: withApi({ country: 'UG' }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Country/ })).toHaveTextContent('Uganda');
  },
};

/** Different passwords: nothing is sent, toast 'Password mismatch' / 'Passwords do not match'. */
export const PasswordMismatch: Story = {
  parameters: { machine: { id: 'register', state: 'editing' } },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await fill(canvasElement, { ...NEW_MEMBER, confirmation: 'Nairobi2027!' });
    await userEvent.click(canvas.getByRole('button', { name: 'Create Account' }));
    await expect(await canvas.findByText('Passwords do not match')).toBeVisible();
    await expectToast('Password mismatch', 'Passwords do not match');
    await expect(apiOf(loaded).count('POST /register')).toBe(0);
  },
};

/** Every field is required. */
export const RequiredFields: Story = {
  parameters: { machine: { id: 'register', state: 'editing' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create Account' }));
    await expect(await canvas.findByText('Full name is required.')).toBeVisible();
    await expect(canvas.getByText('Email is required.')).toBeVisible();
    await expect(canvas.getByText('Password is required.')).toBeVisible();
    await expect(canvas.getByText('Confirm your password.')).toBeVisible();
  },
};

/** POST /register pending. */
export const Submitting: Story = {
  parameters: { machine: { id: 'register', state: 'submitting' } },
  loaders: withApi({ delays: { 'POST /register': 'never' } }),
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await fill(canvasElement, NEW_MEMBER);
    await userEvent.click(canvas.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(card(canvasElement)).toHaveAttribute('data-state', 'submitting'));
    await expect(canvas.getByRole('button', { name: 'Create Account' })).toHaveAttribute(
      'data-pending',
      'true',
    );
    await expect(apiOf(loaded).callsOf('POST /register')[0]?.body).toEqual({
      name: NEW_MEMBER.name,
      email: NEW_MEMBER.email,
      password: NEW_MEMBER.password,
      password_confirmation: NEW_MEMBER.confirmation,
      country: 'RW',
    });
  },
};

/** The email is taken: the server's field error shows on Email and the toast says 'Registration failed'. */
export const Failure: Story = {
  parameters: { machine: { id: 'register', state: 'failure' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvasElement, { ...NEW_MEMBER, email: DEMO_USER.email });
    await userEvent.click(canvas.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(card(canvasElement)).toHaveAttribute('data-state', 'failure'));
    await expect(canvas.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getAllByText('The email has already been taken.').length).toBeGreaterThanOrEqual(2);
    await expectToast('Registration failed');
  },
};

/** A server without a message: the spec's generic 'POST /register failed: 500'. */
export const FailureDefaultMessage: Story = {
  parameters: { machine: { id: 'register', state: 'failure' } },
  loaders: withApi({ failures: { 'POST /register': { status: 500 } } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvasElement, NEW_MEMBER);
    await userEvent.click(canvas.getByRole('button', { name: 'Create Account' }));
    await expectToast('Registration failed', 'POST /register failed: 500');
  },
};

/** Registered: the member lands on the pending verify screen for their address; the mail is in the outbox. */
export const Registered: Story = {
  parameters: { machine: { id: 'register', state: 'registered' } },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await fill(canvasElement, NEW_MEMBER);
    await userEvent.click(canvas.getByRole('button', { name: 'Create Account' }));
    await expect(await canvas.findByRole('heading', { name: 'Verify your email' })).toBeVisible();
    await expect(canvas.getByText(NEW_MEMBER.email)).toBeVisible();
    await expect(apiOf(loaded).outbox.at(-1)).toMatchObject({ kind: 'verify', email: NEW_MEMBER.email });
    clearAnnouncer();
  },
};

/**
 * Signing up from another page (`/register?next=/vehicles`): the page goes with the body, so the
 * verification link lands the member back there (issue #16 Verify → signed in).
 */
export const RegisteredWithNext: Story = {
  parameters: { machine: { id: 'register', state: 'registered' } },
  render: (args, { loaded }) => (
    <AuthStoryFrame
      api={apiOf(loaded).api}
      path="/register"
      initialEntry="/register?next=%2Fvehicles"
      routes={{ '/verify-email': <VerifyEmailPage /> }}
    >
      <RegisterPage {...args} />
    </AuthStoryFrame>
  ),
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await fill(canvasElement, NEW_MEMBER);
    await userEvent.click(canvas.getByRole('button', { name: 'Create Account' }));
    await expect(await canvas.findByRole('heading', { name: 'Verify your email' })).toBeVisible();
    await expect(apiOf(loaded).outbox.at(-1)?.link).toContain('&next=%2Fvehicles');
    clearAnnouncer();
  },
};
