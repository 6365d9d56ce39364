import { authMachine } from '@gari/machines/auth';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LocaleProvider } from '../shared/locale';
import { AuthStoryFrame, clearAnnouncer, expectToast } from '../testing/authStory';
import { DEMO_USER, UNVERIFIED_USER } from '../testing/fixtures/auth';
import { type Scenario, type ScenarioOptions, scenarioOf, withScenario } from '../testing/msw';
import { LoginPage } from './LoginPage';

const withApi = (options: ScenarioOptions = {}, setup?: (s: Scenario) => void) =>
  withScenario(options, setup);
const apiOf = scenarioOf;
const card = (el: HTMLElement) => el.querySelector('[data-state]') as HTMLElement;

async function signIn(canvasElement: HTMLElement, email: string, password: string) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText('Email'), email);
  await userEvent.type(canvas.getByLabelText('Password'), password);
  await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
}

const meta = {
  title: 'Accounts/LoginPage',
  component: LoginPage,
  parameters: { layout: 'fullscreen' },
  loaders: withApi(),
  render: (args, { loaded }) => (
    <AuthStoryFrame api={apiOf(loaded).api} path="/login" initialEntry="/login?next=%2Fvehicles">
      <LoginPage {...args} />
    </AuthStoryFrame>
  ),
} satisfies Meta<typeof LoginPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The empty form: 'Welcome Back', Email, Password, Remember me, Forgot password and Sign up links. */
export const Idle: Story = {
  parameters: { machine: { id: 'auth', state: 'idle' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();
    await expect(card(canvasElement)).toHaveAttribute('data-state', 'idle');
    await expect(canvas.getByLabelText('Email')).toHaveAttribute('type', 'email');
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('checkbox', { name: 'Remember me' })).not.toBeChecked();
    await expect(canvas.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    // The page to return to goes along to sign-up, so the verification link lands there (issue #16).
    await expect(canvas.getByRole('link', { name: 'Sign up' })).toHaveAttribute(
      'href',
      '/register?next=%2Fvehicles',
    );
  },
};

/** Submitting an empty form sends nothing and marks both fields (spec §5: email and password required). */
export const RequiredFields: Story = {
  parameters: { machine: { id: 'auth', state: 'idle' } },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(await canvas.findByText('Email is required.')).toBeVisible();
    await expect(canvas.getByText('Password is required.')).toBeVisible();
    await expect(canvas.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(apiOf(loaded).count('POST /auth/login')).toBe(0);
    await userEvent.type(canvas.getByLabelText('Email'), 'a');
    await expect(canvas.queryByText('Email is required.')).toBeNull();
  },
};

/** POST /auth/login pending: the button shows its spinner and ignores presses. */
export const SigningIn: Story = {
  parameters: { machine: { id: 'auth', state: 'signingIn' } },
  loaders: withApi({ delays: { 'POST /auth/login': 'never' } }),
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Remember me' }));
    await signIn(canvasElement, DEMO_USER.email, DEMO_USER.password);
    await waitFor(() => expect(card(canvasElement)).toHaveAttribute('data-state', 'signingIn'));
    await expect(canvas.getByRole('button', { name: 'Sign In' })).toHaveAttribute('data-pending', 'true');
    await expect(apiOf(loaded).callsOf('POST /auth/login')[0]?.body).toMatchObject({
      email: DEMO_USER.email,
      password: DEMO_USER.password,
      remember: true,
    });
  },
};

/**
 * The token login route is missing (404): the client's `auth.login` falls back to the legacy POST
 * /login (spec §4 Login fallback; the machine only sees one login) and the member is signed in.
 */
export const LegacyFallback: Story = {
  parameters: { machine: { id: 'auth', state: 'signedIn' } },
  loaders: withApi({ legacyLoginOnly: true }),
  play: async ({ canvasElement, loaded }) => {
    await signIn(canvasElement, DEMO_USER.email, DEMO_USER.password);
    await expect(await within(canvasElement).findByText('Navigated to /vehicles')).toBeVisible();
    await expect(apiOf(loaded).count('POST /auth/login')).toBe(1);
    await expect(apiOf(loaded).count('POST /login')).toBe(1);
    clearAnnouncer();
  },
};

/** Wrong password: the alert and the 'Login failed' toast say 'Invalid email or password'. */
export const Failure: Story = {
  parameters: { machine: { id: 'auth', state: 'failure' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await signIn(canvasElement, DEMO_USER.email, 'wrong-password');
    await waitFor(() => expect(card(canvasElement)).toHaveAttribute('data-state', 'failure'));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Invalid email or password');
    await expectToast('Login failed', 'Invalid email or password');
  },
};

/** Editing after a failed sign-in returns to the form (`idle`). */
export const FailureEdited: Story = {
  parameters: { machine: { id: 'auth', state: 'idle' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await signIn(canvasElement, DEMO_USER.email, 'wrong-password');
    await waitFor(() => expect(card(canvasElement)).toHaveAttribute('data-state', 'failure'));
    await userEvent.type(canvas.getByLabelText('Password'), 'x');
    await expect(card(canvasElement)).toHaveAttribute('data-state', 'idle');
  },
};

/** Signed in: the member goes back to where they came from (`?next=/vehicles`), replacing /login. */
export const SignedIn: Story = {
  parameters: { machine: { id: 'auth', state: 'signedIn' } },
  play: async ({ canvasElement, loaded }) => {
    await signIn(canvasElement, DEMO_USER.email, DEMO_USER.password);
    await expect(await within(canvasElement).findByText('Navigated to /vehicles')).toBeVisible();
    await expect(apiOf(loaded).store.getAccessToken()).toMatch(/^fake-access-/);
    clearAnnouncer();
  },
};

const SIGNED_IN = authMachine.resolveState({
  value: 'signedIn',
  context: {
    email: DEMO_USER.email,
    password: '',
    remember: false,
    fieldErrors: {},
    error: null,
    user: { id: 1, name: DEMO_USER.name, email: DEMO_USER.email, email_verified_at: '2026-01-01T00:00:00Z' },
    emailVerified: true,
    logoutError: null,
  },
});

/** Started in `signedIn` (`authMachine.resolveState`): the form is locked while the redirect happens. */
export const SignedInSnapshot: Story = {
  parameters: { machine: { id: 'auth', state: 'signedIn' } },
  render: (_args, { loaded }) => (
    <AuthStoryFrame api={apiOf(loaded).api} path="/login" initialEntry="/login?next=%2Fvehicles">
      <LoginPage snapshot={SIGNED_IN} />
    </AuthStoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(card(canvasElement)).toHaveAttribute('data-state', 'signedIn');
    await expect(canvas.getByText('Taking you back…')).toBeVisible();
    await expect(canvas.getByLabelText('Email')).toBeDisabled();
  },
};

/** An unverified member signs in anyway (spec §8: a pass); the site then shows the verification banner. */
export const UnverifiedPass: Story = {
  parameters: { machine: { id: 'auth', state: 'signedIn' } },
  render: (args, { loaded }) => (
    <AuthStoryFrame api={apiOf(loaded).api} path="/login" initialEntry="/login" shell>
      <LoginPage {...args} />
    </AuthStoryFrame>
  ),
  play: async ({ canvasElement }) => {
    await signIn(canvasElement, UNVERIFIED_USER.email, UNVERIFIED_USER.password);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Navigated to /')).toBeVisible();
    const banner = await canvas.findByRole('region', { name: 'Email verification' });
    await expect(banner).toHaveTextContent(UNVERIFIED_USER.email);
    await expect(within(banner).getByRole('button', { name: 'Resend email' })).toBeVisible();
    clearAnnouncer();
  },
};

/** The page in French (issue #16 "Locale"): headings, labels, buttons and the machine's field messages. */
export const French: Story = {
  parameters: { machine: { id: 'auth', state: 'idle' } },
  render: (args, { loaded }) => (
    <LocaleProvider language="fr">
      <AuthStoryFrame api={apiOf(loaded).api} path="/login" initialEntry="/login">
        <LoginPage {...args} />
      </AuthStoryFrame>
    </LocaleProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Bon retour parmi nous' })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Se souvenir de moi' })).not.toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Se connecter' }));
    await expect(await canvas.findByText("L'adresse e-mail est obligatoire.")).toBeVisible();
    await expect(canvas.getByText('Le mot de passe est obligatoire.')).toBeVisible();
  },
};
