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
    await expect(await canvas.findByText('No token stored.')).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: 'Sign in as Dev Owner' }));
    await expect(await canvas.findByText('dev.owner@gari.rw')).toBeVisible();
    await expectToast('Signed in', 'Signed in as Dev Owner.');
    await expect(apiOf(loaded).api.isSignedIn()).toBe(true);
    clearAnnouncer();
  },
};

/**
 * Production, or a client that is not on this computer (GET /dev/accounts is a 404): no stored token,
 * no 'Show token', no quick-login buttons (issue #16: one gate for both); Refresh and Logout stay.
 */
export const NoDevAccounts: Story = {
  loaders: withApi({ devAccounts: false }),
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(DEMO_USER.name);
    await waitFor(() => expect(apiOf(loaded).count('GET /dev/accounts')).toBe(1));
    await expect(canvas.queryByRole('heading', { name: 'Developer quick login' })).toBeNull();
    await expect(canvas.queryByText('Stored access token')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Show token' })).toBeNull();
    const token = apiOf(loaded).store.getAccessToken() ?? '';
    await expect(canvasElement.textContent).not.toContain(token.slice(0, 8));
    await expect(root(canvasElement)).not.toHaveAttribute('data-dev-tools');
    await expect(canvas.getByRole('button', { name: 'Logout' })).toBeVisible();
  },
};

const account = (el: HTMLElement) => el.querySelector('[data-profile-state]') as HTMLElement;
const password = (el: HTMLElement) => el.querySelector('[data-password-state]') as HTMLElement;

/** Opens the profile form (state `editing`). */
async function openForm(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: 'Edit profile' }));
  await expect(account(canvasElement)).toHaveAttribute('data-profile-state', 'editing');
  return canvas;
}

/** Edit profile (state `editing`): Name, Phone and Country filled from the account; Save and Cancel. */
export const Editing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await openForm(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveValue(DEMO_USER.name);
    await expect(canvas.getByRole('textbox', { name: 'Phone' })).toHaveValue('');
    await expect(canvas.getByRole('button', { name: /Country/ })).toHaveTextContent('Rwanda');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(account(canvasElement)).toHaveAttribute('data-profile-state', 'viewing');
  },
};

/** Saving (state `saving`): PATCH /users/me is pending; Save shows its spinner, Cancel is disabled. */
export const Saving: Story = {
  loaders: withApi({ delays: { 'PATCH /users/me': 'never' } }),
  play: async ({ canvasElement }) => {
    const canvas = await openForm(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Phone' }), '0788 123 456');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(account(canvasElement)).toHaveAttribute('data-profile-state', 'saving'));
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

/**
 * Saved (state `saved`): a local Rwandan number '0788 123 456' is stored as +250788123456 and the new
 * name shows; 'Profile saved.' is announced.
 */
export const Saved: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = await openForm(canvasElement);
    const name = canvas.getByRole('textbox', { name: 'Name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Amina U. Mukamana');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Phone' }), '0788 123 456');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(account(canvasElement)).toHaveAttribute('data-profile-state', 'saved'));
    await expect(canvas.getByText('Profile saved.')).toBeVisible();
    await expect(canvas.getByText('+250788123456')).toBeVisible();
    await expect(canvas.getByText('Amina U. Mukamana')).toBeVisible();
    await expect(apiOf(loaded).db.users.find((u) => u.email === DEMO_USER.email)?.phone).toBe(
      '+250788123456',
    );
    await expectToast('Profile saved');
    clearAnnouncer();
  },
};

/** A phone that is not a Rwandan mobile number: refused before sending, the message names the field. */
export const PhoneInvalid: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = await openForm(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Phone' }), '0252 12');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(
      await canvas.findByText('Phone: enter a valid mobile number for Rwanda, e.g. +250 788 123 456.'),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Phone' })).toHaveAttribute('aria-invalid', 'true');
    await expect(account(canvasElement)).toHaveAttribute('data-profile-state', 'error');
    await expect(apiOf(loaded).count('PATCH /users/me')).toBe(0);
  },
};

/** The server refuses (state `error`): its 422 field message shows under Name. */
export const SaveRefused: Story = {
  loaders: withApi({
    failures: {
      'PATCH /users/me': {
        status: 422,
        message: 'The given data was invalid.',
        errors: { name: ['Name is too long: at most 100 characters.'] },
      },
    },
  }),
  play: async ({ canvasElement }) => {
    const canvas = await openForm(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Name is too long: at most 100 characters.')).toBeVisible();
    await expect(account(canvasElement)).toHaveAttribute('data-profile-state', 'error');
  },
};

/** The server fails without naming a field (500): 'Saving failed' with its message; the form stays. */
export const SaveFailed: Story = {
  loaders: withApi({ failures: { 'PATCH /users/me': { status: 500, message: 'Something went wrong.' } } }),
  play: async ({ canvasElement }) => {
    const canvas = await openForm(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Saving failed')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toBeVisible();
  },
};

/** Fills the change-password form. */
async function fillPassword(canvasElement: HTMLElement, current: string, next = 'kigali-new-2026') {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText(/^Current password/), current);
  await userEvent.type(canvas.getByLabelText(/^New password/), next);
  await userEvent.type(canvas.getByLabelText(/^Confirm new password/), next);
  await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
  return canvas;
}

/** Wrong current password (state `error`): the server's message shows under 'Current password'. */
export const PasswordWrongCurrent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fillPassword(canvasElement, 'not-my-password');
    await expect(
      await canvas.findByText('Current password: the password you entered is not your current one.'),
    ).toBeVisible();
    await expect(canvas.getByLabelText(/^Current password/)).toHaveAttribute('aria-invalid', 'true');
    await expect(password(canvasElement)).toHaveAttribute('data-password-state', 'error');
  },
};

/** The register rules before sending: too short and not the same twice. */
export const PasswordRules: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/^Current password/), DEMO_USER.password);
    await userEvent.type(canvas.getByLabelText(/^New password/), 'short');
    await userEvent.type(canvas.getByLabelText(/^Confirm new password/), 'shorter');
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(await canvas.findByText('Password must be at least 8 characters long')).toBeVisible();
    await expect(canvas.getByText('Passwords do not match')).toBeVisible();
    await expect(apiOf(loaded).count('POST /users/me/password')).toBe(0);
  },
};

/** Saving the new password (state `saving`): the call is pending. */
export const PasswordSaving: Story = {
  loaders: withApi({ delays: { 'POST /users/me/password': 'never' } }),
  play: async ({ canvasElement }) => {
    await fillPassword(canvasElement, DEMO_USER.password);
    await waitFor(() => expect(password(canvasElement)).toHaveAttribute('data-password-state', 'saving'));
  },
};

/**
 * Password changed (state `saved`): the two other sessions are signed out, this one stays; the fields
 * are cleared.
 */
export const PasswordChanged: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = await fillPassword(canvasElement, DEMO_USER.password);
    await waitFor(() => expect(password(canvasElement)).toHaveAttribute('data-password-state', 'saved'));
    await expect(canvas.getByText('2 other sessions were signed out.')).toBeVisible();
    await expect(canvas.getByLabelText(/^Current password/)).toHaveValue('');
    const live = apiOf(loaded).db.sessions.filter((x) => !x.revoked);
    await expect(live).toHaveLength(1);
    await expect(apiOf(loaded).api.isSignedIn()).toBe(true);
    await expectToast('Password changed');
    clearAnnouncer();
  },
};

/** The Sessions section links to /sessions, where each device shows with its last use. */
export const SessionsLink: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'See and end your sessions' })).toHaveAttribute(
      'href',
      '/sessions',
    );
  },
};

/** The avatar (issue #16): a text file is refused with the plain message; a photo replaces the initials. */
export const AvatarUpload: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Photo' });
    const input = () =>
      canvasElement.querySelector('[aria-labelledby="profile-photo"] input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input(), new File(['not a photo'], 'notes.txt', { type: 'text/plain' }), {
      applyAccept: false,
    });
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The file must be a photo (JPEG, PNG, WebP, AVIF, HEIC, GIF or TIFF).',
    );
    await userEvent.upload(input(), new File([new Uint8Array(64)], 'me.jpg', { type: 'image/jpeg' }));
    await expect(await canvas.findByRole('img', { name: `Photo of ${DEMO_USER.name}` })).toHaveAttribute(
      'width',
      '384',
    );
    await expect(canvas.getByRole('button', { name: 'Replace photo' })).toBeEnabled();
  },
};

/**
 * The profile in French (issue #16 "Locale"): headings, facts, the password form and the auth status
 * from the account catalog; the country is named in French; a too-short new password is refused in
 * French.
 */
export const French: Story = {
  globals: { language: 'fr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(DEMO_USER.name)).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Profil' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Mot de passe' })).toBeVisible();
    await expect(canvas.getByText('E-mail vérifié')).toBeVisible();
    await expect(canvas.getByText('Oui')).toBeVisible();
    await expect(canvas.getByText('Authentifié auprès de l’API')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Modifier le profil' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Choisir : photo' })).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/Nouveau mot de passe/, { selector: 'input' }), 'short');
    await userEvent.click(canvas.getByRole('button', { name: 'Changer le mot de passe' }));
    await expect(
      await canvas.findByText('Le mot de passe doit contenir au moins 8 caractères'),
    ).toBeVisible();
  },
};
